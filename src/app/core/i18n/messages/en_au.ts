/** Australian English: US English with Australian (British) spelling. */
import { type Catalogue, EN_US } from './en_us';

/** The en_au catalogue. */
export const EN_AU: Catalogue = {
  ...EN_US,
  'newAssessment.noForms': 'No instrument can be administered to this {examineeLower} (age, language or licence).',
};
