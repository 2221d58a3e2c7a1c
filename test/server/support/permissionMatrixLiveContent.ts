/**
 * The permission matrix's cases of the stimulus book and live content operations (issue #20):
 * each needs ASSESSMENT_VIEW, which the retention officer does not hold.
 */
import type { MatrixCase } from './permissionMatrixCases';

/** The cases, keyed by operation id. */
export const LIVE_CONTENT_CASES: Readonly<Record<string, MatrixCase>> = {
  'content.publishedStimulusBooks': { deniedTo: 'retention', grantedTo: 'user', request: () => ({}) },
  'content.stimulusBooksByLanguage': { deniedTo: 'retention', grantedTo: 'user', request: () => ({ params: { locale: 'de_de' } }) },
  'productUi.stimBookPayload': { deniedTo: 'retention', grantedTo: 'user', request: () => ({ params: { bookId: 'phq9-item-cards', pageId: 'item-1' }, query: { locale: 'en_us' } }) },
  'productUi.dynamicContent': { deniedTo: 'retention', grantedTo: 'user', request: (world) => ({ params: { assessmentId: world.scored.id }, query: { kind: 'item', itemId: 'phq9_1', locale: 'fr_fr' } }) },
};
