/** Side effects of the back office's stimulus books: the list, and publishing a book with its files. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import type { AppError } from '../../../client/appError';
import { toAppError } from '../../../client/appError';
import type { StimulusBookUpload } from '../../../contract/services/stimulusBooks';
import type { StimulusBook } from '../../../domain/live/stimulusBook';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { heldFileOf, releaseHeldFiles } from '../../core/files/heldFiles';
import { base64Of, textOf } from '../../io/fileReading';
import { io } from '../../io/ioContext';
import { fetchStimulusBooks, postStimulusBook } from './stimulusBooksApi';
import { booksFailed, booksRequested, booksSucceeded, publishFailed, publishRequested, publishSucceeded, type ChosenFile } from './stimulusBooksSlice';

/**
 * A refusal found in the browser, before anything is sent: the book's file is not JSON (`message`
 * is the parser's detail), or a chosen file is no longer held (`message` names it). The form words
 * each code in the UI language.
 */
const localProblem = (code: 'fileGone' | 'notJson', message: string): AppError => ({ code, message, status: 0, fieldErrors: {} });

/** The held file of a choice (kept until the book is published, so a refused one is sent again as it is). @throws Error naming the file when it is gone. */
function heldFile(file: ChosenFile): Blob {
  const blob = heldFileOf(file.key);
  if (!blob) throw new Error(file.fileName);
  return blob;
}

/** Loads the published books. */
export function* loadBooks() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(booksSucceeded(yield* call(fetchStimulusBooks, http, endpoint)));
  } catch (error) {
    yield* put(booksFailed(toAppError(error)));
  }
}

/**
 * Reads the chosen book JSON and images (core/files/heldFiles.ts, read by io/fileReading.ts: the JSON as text, each image base64) and
 * publishes them in one call; the server's problems come back by field (`book.…`, `files[i]`).
 */
export function* publishBook(action: ReturnType<typeof publishRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { book, images, reason } = action.payload;
  let parsed: unknown;
  let files: StimulusBookUpload[];
  try {
    const text = yield* call(textOf, heldFile(book));
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      yield* put(publishFailed(localProblem('notJson', `${book.fileName}: ${error instanceof Error ? error.message : String(error)}`)));
      return;
    }
    files = [];
    for (const image of images) files.push({ fileName: image.fileName, contentType: image.contentType, data: yield* call(base64Of, heldFile(image)) });
  } catch (error) {
    yield* put(publishFailed(localProblem('fileGone', error instanceof Error ? error.message : String(error))));
    return;
  }
  const key = yield* call([ids, ids.uuid]);
  try {
    // The server checks the book with the domain's schema; it is sent as read.
    const published = yield* call(postStimulusBook, http, endpoint, { book: parsed as StimulusBook, files, reason }, key);
    yield* call(releaseHeldFiles, [book.key, ...images.map((image) => image.key)]);
    yield* put(publishSucceeded(published));
  } catch (error) {
    yield* put(publishFailed(toAppError(error)));
  }
}

/** Root saga of the stimulus books. */
export function* stimulusBooksSaga() {
  // takeLatest: the list asked for last is the one shown.
  yield* takeLatest(booksRequested.type, safely(loadBooks));
  // takeSubmit: one publication at a time; a second press while one is under way is the same one.
  yield* takeSubmit(publishRequested.type, publishBook, publishFailed.type);
}
