/** Handlers of the stimulus book and live content operations (contract services/stimulusBooks.ts). */
import { stimulusBooks } from '../../../contract';
import type { LiveStep } from '../../../domain/live/liveSession';
import type { PublicCall } from '../../http/operationHandler';
import { type BoundHandler, type FileAnswer, handle, handlePublic } from '../../http/operationHandler';
import { invalidField } from '../../http/problems';
import { stimulusContent, stepContent } from './liveContent';
import { booksInLanguage, publishBook, publishedBooks, signedBookFile } from './stimulusBooks';
import { type StimulusFileAddresses, stimulusFileAddresses } from './stimulusFileAddress';

/** The signed file addresses of a call, with the server's key at the call's time. */
const addressesOf = (call: PublicCall): StimulusFileAddresses => stimulusFileAddresses(call.context.keys.cookie, () => call.now);

/**
 * A book's file as its signed address answers it: shown inline, kept by the browser (never a
 * shared cache: the address is a credential) until the address expires, never sniffed as another
 * type, and no policy lets it run anything (an image needs none).
 */
function fileAnswer(call: PublicCall, fileName: string, expires: number, file: { contentType: string; sha256: string; bytes: Uint8Array }): FileAnswer {
  call.reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
  const maxAge = Math.max(0, expires - Math.floor(call.now.getTime() / 1000));
  return { kind: 'file', contentType: file.contentType, fileName, bytes: Buffer.from(file.bytes), disposition: 'inline', etag: `"${file.sha256}"`, cacheControl: `private, max-age=${maxAge}` };
}

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
    handle(stimulusBooks.stimBookPayload, ({ params, query }, call) => stimulusContent(call.db, params.bookId, params.pageId, query.locale, addressesOf(call))),
    handle(stimulusBooks.dynamicContent, ({ params, query }, call) =>
      stepContent(call.db, { accountId: call.user.accountId, userId: call.user.userId }, { locale: query.locale, step: stepOf(params.assessmentId, query), answers: {} }, addressesOf(call)),
    ),
    handle(stimulusBooks.publishStimulusBook, ({ body }, call) => publishBook(call.db, call.user.userId, body, call.now)),
    handlePublic(stimulusBooks.stimulusBookFile, async ({ params, query }, call) => {
      const file = await signedBookFile(call.db, addressesOf(call), { ...params, ...query });
      return fileAnswer(call, params.fileName, query.expires, file);
    }),
  ];
}
