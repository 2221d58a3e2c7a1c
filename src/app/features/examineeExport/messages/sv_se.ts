/** The examinee export feature's messages in Swedish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The sv_se catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'examineeExport.button': 'Exportera som CSV',
  'examineeExport.exporting': 'Exporterar…',
  'examineeExport.failed': 'Exporten av {examineesLower} misslyckades.',
};
