/** The examinee export feature's messages in German. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The de_de catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'examineeExport.button': 'Als CSV exportieren',
  'examineeExport.exporting': 'Wird exportiert…',
  'examineeExport.failed': 'Die {examinees} konnten nicht exportiert werden.',
};
