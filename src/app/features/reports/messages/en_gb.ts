/** The reports feature's messages in British English: US English with British spelling. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The en_gb catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  ...EN_US,
  'reports.licenseStatus': 'Licence status',
  'reports.license.none': 'No licence: no usage is left, or the licence has expired.',
  'reports.cost.usage': 'Generating it uses one licence usage.',
  'reports.cannotGenerate': 'No licence covers this report ({type}), so it cannot be generated. Ask your account administrator for more usages.',
};
