/** The examinee export feature's messages in Danish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The da_dk catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'examineeExport.button': 'Eksportér som CSV',
  'examineeExport.exporting': 'Eksporterer…',
  'examineeExport.failed': 'Eksporten af {examineesLower} mislykkedes.',
};
