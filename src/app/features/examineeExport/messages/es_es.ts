/** The examinee export feature's messages in Spanish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The es_es catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'examineeExport.button': 'Exportar como CSV',
  'examineeExport.exporting': 'Exportando…',
  'examineeExport.failed': 'No se han podido exportar las {examineesLower}.',
};
