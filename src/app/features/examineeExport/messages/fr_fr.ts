/** The examinee export feature's messages in French. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The fr_fr catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'examineeExport.button': 'Exporter au format CSV',
  'examineeExport.exporting': 'Exportation…',
  'examineeExport.failed': 'Les {examineesLower} n’ont pas pu être exportées.',
};
