/** The examinee export feature's messages in Canadian French: the French ones, none of whose words differ. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';
import { CATALOGUE as FR_FR } from './fr_fr';

/** The fr_ca catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = FR_FR;
