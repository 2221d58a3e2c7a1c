/** The content service's stimulus book listings (content.publishedStimulusBooks, content.stimulusBooksByLanguage). */
import type { StimulusBookIndex, StimulusBookSummary } from '../../../contract/services/stimulusBooks';
import { editionFor } from '../../../domain/live/bookEdition';
import { ValidationError } from 'yup';
import { bookLocales, type StimulusBook, stimulusBookSchema } from '../../../domain/live/stimulusBook';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { type PublishedStimulusBook, stimulusBookStore } from '../../db/platform/stimulusBooks';
import { HttpProblem } from '../../http/problems';

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

/**
 * backOffice.publishStimulusBook: the operator's book, checked by `stimulusBookSchema`, published
 * when its version is higher than the published one (the audit row keeps the reason).
 * @throws HttpProblem validation naming each problem of the book (`book.<path>`); duplicate when the version is not newer.
 */
export async function publishBook(db: Db, operatorId: number, upload: unknown, now: Date): Promise<StimulusBookSummary> {
  let book: StimulusBook;
  try {
    book = stimulusBookSchema.validateSync(upload, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = (error.inner.length > 0 ? error.inner : [error]).map((inner) => ({ field: inner.path ? `book.${inner.path}` : 'book', message: inner.message }));
    throw new HttpProblem('validation', errors.map((entry) => entry.message).join(' '), errors);
  }
  const store = stimulusBookStore(db);
  if ((await store.publish(book, operatorId, now)) === 'notNewer') {
    const stored = await store.find(book.id);
    throw new HttpProblem('duplicate', `Version ${stored?.book.version ?? book.version} of ${book.id} is published; publish a higher version to replace it.`);
  }
  const published = await store.find(book.id);
  if (!published) throw new Error(`The stimulus book ${book.id} was not stored.`);
  return summaryOf(published);
}

/** The books a session in `locale` can show (bookEdition.ts), each with its pages in that edition. */
export async function booksInLanguage(db: Db, locale: Locale): Promise<StimulusBookIndex[]> {
  return (await stimulusBookStore(db).list()).flatMap(({ book }) => {
    const edition = editionFor(book, locale);
    if (!edition) return [];
    return [{ id: book.id, productId: book.productId, title: edition.title, attribution: book.attribution, pages: edition.pages.map((page) => ({ id: page.id, title: page.title })) }];
  });
}
