/** The examinees feature's messages in British English: US English with British spelling. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The en_gb catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  ...EN_US,
  'newAssessment.noForms': 'No instrument can be administered to this {examineeLower} (age, language or licence).',
  'createWarnings.noLicense': 'No licence of the account covers {product} reports: you can give and score the assessment, but its report cannot be generated until one does.',
};
