/**
 * The permission matrix's cases of the stimulus book and live content operations (issue #20):
 * each needs ASSESSMENT_VIEW, which the retention officer does not hold; publishing a book needs
 * PRODUCT_CONFIGURE, which no customer role holds.
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';

let books = 0;
/** A new book each call, so the granted call publishes. */
const newBook = () => ({
  id: `matrix-book-${(books += 1)}`,
  productId: null,
  version: 1,
  editions: { en_us: { title: 'Matrix book', pages: [{ id: 'p1', title: 'One', blocks: [{ kind: 'text', text: 'Matrix' }] }] } },
  attribution: 'Written for the permission matrix.',
  licenseNote: 'none',
});

/** The cases, keyed by operation id. */
export const LIVE_CONTENT_CASES: Readonly<Record<string, MatrixCase>> = {
  'content.publishedStimulusBooks': { deniedTo: 'retention', grantedTo: 'user', request: () => ({}) },
  'content.stimulusBooksByLanguage': { deniedTo: 'retention', grantedTo: 'user', request: () => ({ params: { locale: 'de_de' } }) },
  'productUi.stimBookPayload': { deniedTo: 'retention', grantedTo: 'user', request: () => ({ params: { bookId: 'phq9-item-cards', pageId: 'item-1' }, query: { locale: 'en_us' } }) },
  'productUi.dynamicContent': { deniedTo: 'retention', grantedTo: 'user', request: (world) => ({ params: { assessmentId: world.scored.id }, query: { kind: 'item', itemId: 'phq9_1', locale: 'fr_fr' } }) },
  'backOffice.publishStimulusBook': { deniedTo: 'admin', grantedTo: 'backoffice', request: () => ({ body: { book: newBook(), reason: MATRIX_STAFF_REASON } }) },
};
