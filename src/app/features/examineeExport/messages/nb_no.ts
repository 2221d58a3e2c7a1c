/** The examinee export feature's messages in Norwegian. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nb_no catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'examineeExport.button': 'Eksporter som CSV',
  'examineeExport.exporting': 'Eksporterer…',
  'examineeExport.failed': 'Eksporten av {examineesLower} mislyktes.',
};
