/** Handlers of the stimulus book and live content operations (contract services/stimulusBooks.ts). */
import { stimulusBooks } from '../../../contract';
import type { LiveStep } from '../../../domain/live/liveSession';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { invalidField } from '../../http/problems';
import { stimulusContent, stepContent } from './liveContent';
import { booksInLanguage, publishBook, publishedBooks } from './stimulusBooks';

/** The step productUi.dynamicContent asks for. @throws HttpProblem validation when the item or passage is not named. */
function stepOf(assessmentId: number, query: { kind: 'instructions' | 'item' | 'passage'; itemId?: string | undefined; passageId?: string | undefined }): LiveStep {
  switch (query.kind) {
    case 'instructions':
      return { kind: 'instructions', assessmentId };
    case 'item':
      if (!query.itemId) throw invalidField('itemId', 'Name the item.');
      return { kind: 'item', assessmentId, itemId: query.itemId };
    case 'passage':
      if (!query.passageId) throw invalidField('passageId', 'Name the passage.');
      return { kind: 'passage', assessmentId, passageId: query.passageId };
  }
}

/** The handlers (app.ts wires this list). */
export function liveContentRoutes(): BoundHandler[] {
  return [
    handle(stimulusBooks.publishedStimulusBooks, (_input, call) => publishedBooks(call.db)),
    handle(stimulusBooks.stimulusBooksByLanguage, ({ params }, call) => booksInLanguage(call.db, params.locale)),
    handle(stimulusBooks.stimBookPayload, ({ params, query }, call) => stimulusContent(call.db, params.bookId, params.pageId, query.locale)),
    handle(stimulusBooks.dynamicContent, ({ params, query }, call) =>
      stepContent(call.db, { accountId: call.user.accountId, userId: call.user.userId }, { locale: query.locale, step: stepOf(params.assessmentId, query), answers: {} }),
    ),
    handle(stimulusBooks.publishStimulusBook, ({ body }, call) => publishBook(call.db, call.user.userId, body.book, call.now)),
  ];
}
