/** British English: US English with British spelling. */
import { type Catalogue, EN_US } from './en_us';

/** The en_gb catalogue. */
export const EN_GB: Catalogue = {
  ...EN_US,
  'newAssessment.noForms': 'No instrument can be administered to this {examineeLower} (age, language or licence).',
};
