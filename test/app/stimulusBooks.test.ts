/**
 * The back office's stimulus books in the SPA (issue #20): the reducer (the list, a publication
 * and its outcome, which takes its place in the list) and the sagas (redux-saga-test-plan): the
 * list, publishing the chosen JSON and images read from the held files (base64), the server's
 * 422 given back by field, a JSON file that is not JSON, and a file no longer held.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { holdFile } from '../../src/app/core/files/heldFiles';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { loadBooks, publishBook } from '../../src/app/features/stimulusBooks/stimulusBooksSaga';
import { selectStimulusBookPublish, selectStimulusBooks } from '../../src/app/features/stimulusBooks/stimulusBooksSelectors';
import {
  booksFailed,
  booksRequested,
  booksSucceeded,
  type ChosenFile,
  publishCleared,
  publishFailed,
  publishRequested,
  publishSucceeded,
  stimulusBooksReducer,
} from '../../src/app/features/stimulusBooks/stimulusBooksSlice';
import type { StimulusBookSummary } from '../../src/contract/services/stimulusBooks';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

const REASON = 'Ticket SB-9: the drawings book.';
const summary = (id: string, version: number): StimulusBookSummary => ({
  id,
  productId: null,
  version,
  locales: ['en_us'],
  title: `Book ${id}`,
  pageCount: 2,
  attribution: 'Drawn for the tests.',
  licenseNote: 'Test content.',
  publishedAt: '2026-11-20T10:00:00.000Z',
});
// The first bytes of a PNG (its signature), enough for the saga: the server sniffs the type.
const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const BOOK = { id: 'drawings', productId: null, version: 1, editions: { en_us: { title: 'Drawings', pages: [{ id: 'sun', title: 'Sun', blocks: [{ kind: 'image', fileName: 'sun.png', alt: 'A sun' }] }] } }, attribution: '', licenseNote: '' };

const choose = (content: BlobPart, fileName: string, contentType: string): ChosenFile => {
  const blob = new Blob([content], { type: contentType });
  return { key: holdFile(blob), fileName, contentType, sizeBytes: blob.size };
};
const withState = (stimulusBooks = stimulusBooksReducer(undefined, { type: '@@init' })) => testState({ stimulusBooks });

describe('stimulus books reducer and selectors', () => {
  it('loads the list, and puts a published book in its place (a new version replaces its row)', () => {
    let state = stimulusBooksReducer(undefined, booksRequested());
    expect(selectStimulusBooks(withState(state)).status).toBe('loading');
    state = stimulusBooksReducer(state, booksSucceeded([summary('b-book', 1), summary('drawings', 1)]));
    state = stimulusBooksReducer(state, publishRequested({ book: { key: 'k1', fileName: 'book.json', contentType: 'application/json', sizeBytes: 10 }, images: [], reason: REASON }));
    expect(selectStimulusBookPublish(withState(state))).toEqual({ status: 'loading', error: null, published: null });
    state = stimulusBooksReducer(state, publishSucceeded(summary('drawings', 2)));
    expect(state.list.items.map((book) => [book.id, book.version])).toEqual([
      ['b-book', 1],
      ['drawings', 2],
    ]);
    state = stimulusBooksReducer(state, publishSucceeded(summary('a-book', 1)));
    expect(state.list.items.map((book) => book.id)).toEqual(['a-book', 'b-book', 'drawings']);
    expect(state.publish.published?.id).toBe('a-book');
  });

  it('keeps a refusal until the form is cleared, and forgets everything on sign-out', () => {
    const refused = apiError(422, 'stimulusFilesRefused', 'No file.', { 'book.editions.en_us.pages[0].blocks[0]': 'The image sun.png is neither uploaded nor stored with the book.' }).info;
    let state = stimulusBooksReducer(undefined, publishFailed(refused));
    expect(state.publish).toEqual({ status: 'failed', error: refused, published: null });
    state = stimulusBooksReducer(state, publishCleared());
    expect(state.publish.status).toBe('idle');
    state = stimulusBooksReducer(state, booksFailed(apiError(503, 'unavailable', 'Down.').info));
    expect(state.list.status).toBe('failed');
    expect(stimulusBooksReducer(state, loggedOut())).toEqual(stimulusBooksReducer(undefined, { type: '@@init' }));
  });
});

describe('stimulus books sagas', () => {
  it('loads the published books, and reports a failure', async () => {
    const ok = fakeIo({ http: fakeHttp({ 'content.publishedStimulusBooks': () => [summary('drawings', 1)] }) });
    await expectSaga(loadBooks).withState(withState()).provide([ioProvider(ok.io)]).put(booksSucceeded([summary('drawings', 1)])).run();
    const failure = apiError(503, 'unavailable', 'Down.');
    const failing = fakeIo({ http: fakeHttp({ 'content.publishedStimulusBooks': () => Promise.reject(failure) }) });
    await expectSaga(loadBooks).withState(withState()).provide([ioProvider(failing.io)]).put(booksFailed(failure.info)).run();
  });

  it('publishes the JSON as read with each image in base64, the reason and an Idempotency-Key', async () => {
    const http = fakeHttp({ 'backOffice.publishStimulusBook': () => summary('drawings', 1) });
    const { io } = fakeIo({ http });
    const book = choose(JSON.stringify(BOOK), 'drawings.json', 'application/json');
    const image = choose(PNG_BYTES, 'sun.png', 'image/png');
    await expectSaga(publishBook, publishRequested({ book, images: [image], reason: REASON })).withState(withState()).provide([ioProvider(io)]).put(publishSucceeded(summary('drawings', 1))).run();
    expect(http.calls).toHaveLength(1);
    expect(http.calls[0]?.request).toMatchObject({ body: { book: BOOK, files: [{ fileName: 'sun.png', contentType: 'image/png', data: Buffer.from(PNG_BYTES).toString('base64') }], reason: REASON } });
    expect(http.calls[0]?.request.idempotencyKey).toEqual(expect.any(String));
  });

  it('gives the server’s 422 back by field, and sends the same files again after it', async () => {
    const refused = apiError(422, 'stimulusFilesRefused', 'Refused.', { 'files[0]': 'sun.png: Only PNG, JPEG or WebP images can be published (never SVG).' });
    const http = fakeHttp({ 'backOffice.publishStimulusBook': () => Promise.reject(refused) });
    const { io } = fakeIo({ http });
    const request = publishRequested({ book: choose(JSON.stringify(BOOK), 'drawings.json', 'application/json'), images: [choose('<svg/>', 'sun.png', 'image/svg+xml')], reason: REASON });
    await expectSaga(publishBook, request).withState(withState()).provide([ioProvider(io)]).put(publishFailed(refused.info)).run();
    await expectSaga(publishBook, request).withState(withState()).provide([ioProvider(io)]).put(publishFailed(refused.info)).run();
    expect(http.calls).toHaveLength(2);
  });

  it('refuses a book file that is not JSON, and a file no longer held, without calling the server', async () => {
    const http = fakeHttp({ 'backOffice.publishStimulusBook': () => summary('drawings', 1) });
    const { io } = fakeIo({ http });
    const notJson = await expectSaga(publishBook, publishRequested({ book: choose('{ not json', 'drawings.json', 'application/json'), images: [], reason: REASON }))
      .withState(withState())
      .provide([ioProvider(io)])
      .run();
    const failed = notJson.effects.put?.map((effect) => effect.payload.action as ReturnType<typeof publishFailed>) ?? [];
    expect(failed).toEqual([expect.objectContaining({ type: publishFailed.type, payload: expect.objectContaining({ code: 'notJson', message: expect.stringMatching(/^drawings\.json: /) }) })]);
    const gone = { key: 'held-file-gone', fileName: 'gone.png', contentType: 'image/png', sizeBytes: 1 };
    const goneRun = await expectSaga(publishBook, publishRequested({ book: choose(JSON.stringify(BOOK), 'drawings.json', 'application/json'), images: [gone], reason: REASON }))
      .withState(withState())
      .provide([ioProvider(io)])
      .run();
    expect(goneRun.effects.put?.[0]?.payload.action).toMatchObject({ type: publishFailed.type, payload: { code: 'fileGone', message: 'gone.png' } });
    expect(http.calls).toHaveLength(0);
  });
});
