/** The remoteAdministration feature's messages in French (Canada): French with the Quebec usage of the Office québécois de la langue française. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';
import { CATALOGUE as FR_FR } from './fr_fr';

/** The fr_ca catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  ...FR_FR,
  'remote.vpp.noVideoService': 'Aucune adresse de service vidéo n’est configurée : l’invitation indique que vous enverrez l’adresse de la vidéoconférence séparément.',
  'remote.vpp.previewVideoLink': '[l’adresse de la vidéoconférence]',
};
