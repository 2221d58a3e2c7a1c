/** The liveSessions feature's messages in French (Canada): the French ones, with "courriel" for e-mail as in Quebec usage. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';
import { CATALOGUE as FR_FR } from './fr_fr';

/** The fr_ca catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  ...FR_FR,
  'liveSessions.inviteEmail': 'Une invitation par courriel',
  'liveSessions.inviteAddressTo': 'Adresse courriel',
};
