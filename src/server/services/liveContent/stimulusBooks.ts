/**
 * The stimulus books of the content service (content.publishedStimulusBooks,
 * content.stimulusBooksByLanguage, content.stimulusBookFile) and their publication by the
 * operator (backOffice.publishStimulusBook).
 */
import { createHash } from 'node:crypto';
import type { ProblemFieldError } from '../../../contract/problem';
import type { StimulusBookIndex, StimulusBookSummary, StimulusBookUpload } from '../../../contract/services/stimulusBooks';
import { editionFor } from '../../../domain/live/bookEdition';
import { ValidationError } from 'yup';
import { bookLocales, type StimulusBook, stimulusBookSchema } from '../../../domain/live/stimulusBook';
import { checkStimulusFile, missingStimulusFiles, STIMULUS_FILE_PROBLEMS } from '../../../domain/live/stimulusBookFiles';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { type PublishedStimulusBook, type StimulusBookFile, stimulusBookStore } from '../../db/platform/stimulusBooks';
import { HttpProblem, notFound } from '../../http/problems';
import type { StimulusFileAddresses } from './stimulusFileAddress';

/** The book's title in US English, or in its first language. */
function mainTitle(book: StimulusBook): string {
  const first = bookLocales(book)[0];
  return (book.editions[DEFAULT_LOCALE] ?? (first ? book.editions[first] : undefined))?.title ?? book.id;
}

/** A published book as listed. */
function summaryOf({ book, publishedAt }: PublishedStimulusBook): StimulusBookSummary {
  const locales = bookLocales(book);
  const first = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
  return {
    id: book.id,
    productId: book.productId,
    version: book.version,
    locales,
    title: mainTitle(book),
    pageCount: (first ? book.editions[first]?.pages.length : 0) ?? 0,
    attribution: book.attribution,
    licenseNote: book.licenseNote,
    publishedAt: publishedAt.toISOString(),
  };
}

/** Every published book, by id. */
export async function publishedBooks(db: Db): Promise<StimulusBookSummary[]> {
  return (await stimulusBookStore(db).list()).map(summaryOf);
}

/** An uploaded file, decoded and checked, ready to be stored. */
type CheckedFile = StimulusBookFile & { fileName: string };

/**
 * The uploaded files decoded and checked by the domain's file rules, and the problem of each
 * refused one (`files[i]`).
 */
function checkUploads(uploads: readonly StimulusBookUpload[]): { files: CheckedFile[]; errors: ProblemFieldError[] } {
  const files: CheckedFile[] = [];
  const errors: ProblemFieldError[] = [];
  uploads.forEach((upload, index) => {
    const bytes = Buffer.from(upload.data, 'base64');
    const checked = checkStimulusFile({ fileName: upload.fileName, contentType: upload.contentType, bytes });
    if (!checked.ok) errors.push({ field: `files[${index}]`, message: `${upload.fileName}: ${STIMULUS_FILE_PROBLEMS[checked.error]}` });
    else files.push({ fileName: upload.fileName, contentType: checked.value, sha256: createHash('sha256').update(bytes).digest('hex'), bytes });
  });
  return { files, errors };
}

/** The book checked by `stimulusBookSchema`. @throws HttpProblem validation naming each problem (`book.<path>`). */
function validBook(upload: unknown): StimulusBook {
  try {
    return stimulusBookSchema.validateSync(upload, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = (error.inner.length > 0 ? error.inner : [error]).map((inner) => ({ field: inner.path ? `book.${inner.path}` : 'book', message: inner.message }));
    throw new HttpProblem('validation', errors.map((entry) => entry.message).join(' '), errors);
  }
}

/**
 * backOffice.publishStimulusBook: the operator's book, checked by `stimulusBookSchema`, with its
 * image files, published when its version is higher than the published one, the book and its
 * files in the operation's one transaction (the audit row keeps the reason). Every image block of
 * every edition must name a file uploaded now or already stored for the book.
 * @throws HttpProblem validation naming each problem of the book (`book.<path>`);
 *   stimulusFilesRefused (422) naming each refused file (`files[i]`) and each image block without
 *   its file (`book.editions.<locale>.pages[i].blocks[j]`); duplicate when the version is not newer.
 */
export async function publishBook(db: Db, operatorId: number, upload: { book: unknown; files?: StimulusBookUpload[] | undefined }, now: Date): Promise<StimulusBookSummary> {
  const book = validBook(upload.book);
  const store = stimulusBookStore(db);
  const { files, errors } = checkUploads(upload.files ?? []);
  const available = new Set([...(await store.fileNames(book.id)), ...files.map((file) => file.fileName)]);
  const missing = missingStimulusFiles(book, available).map(({ path, fileName }) => ({ field: `book.${path}`, message: `The image ${fileName} is neither uploaded nor stored with the book.` }));
  const refused = [...errors, ...missing];
  if (refused.length > 0) throw new HttpProblem('stimulusFilesRefused', refused.map((entry) => entry.message).join(' '), refused);
  if ((await store.publish(book, operatorId, now)) === 'notNewer') {
    const stored = await store.find(book.id);
    throw new HttpProblem('duplicate', `Version ${stored?.book.version ?? book.version} of ${book.id} is published; publish a higher version to replace it.`);
  }
  await store.storeFiles(book.id, files, now);
  const published = await store.find(book.id);
  if (!published) throw new Error(`The stimulus book ${book.id} was not stored.`);
  return summaryOf(published);
}

/**
 * content.stimulusBookFile: the file at a signed address.
 * @throws HttpProblem notFound, alike for a wrong or expired signature and a file that does not exist.
 */
export async function signedBookFile(db: Db, addresses: StimulusFileAddresses, request: { bookId: string; fileName: string; expires: number; signature: string }): Promise<StimulusBookFile> {
  const file = addresses.isValid(request.bookId, request.fileName, request.expires, request.signature) ? await stimulusBookStore(db).file(request.bookId, request.fileName) : null;
  if (!file) throw notFound('The file');
  return file;
}

/** The books a session in `locale` can show (bookEdition.ts), each with its pages in that edition. */
export async function booksInLanguage(db: Db, locale: Locale): Promise<StimulusBookIndex[]> {
  return (await stimulusBookStore(db).list()).flatMap(({ book }) => {
    const edition = editionFor(book, locale);
    if (!edition) return [];
    return [{ id: book.id, productId: book.productId, title: edition.title, attribution: book.attribution, pages: edition.pages.map((page) => ({ id: page.id, title: page.title })) }];
  });
}
