/** The examinee export feature's messages in Dutch. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nl_nl catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'examineeExport.button': 'Exporteren als CSV',
  'examineeExport.exporting': 'Bezig met exporteren…',
  'examineeExport.failed': 'De {examineesLower} konden niet worden geëxporteerd.',
};
