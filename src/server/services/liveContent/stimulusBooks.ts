/** The content service's stimulus book listings (content.publishedStimulusBooks, content.stimulusBooksByLanguage). */
import type { StimulusBookIndex, StimulusBookSummary } from '../../../contract/services/stimulusBooks';
import { editionFor } from '../../../domain/live/bookEdition';
import { bookLocales, type StimulusBook } from '../../../domain/live/stimulusBook';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { stimulusBookStore } from '../../db/platform/stimulusBooks';

/** The book's title in US English, or in its first language. */
function mainTitle(book: StimulusBook): string {
  const first = bookLocales(book)[0];
  return (book.editions[DEFAULT_LOCALE] ?? (first ? book.editions[first] : undefined))?.title ?? book.id;
}

/** Every published book, by id. */
export async function publishedBooks(db: Db): Promise<StimulusBookSummary[]> {
  return (await stimulusBookStore(db).list()).map(({ book, publishedAt }) => {
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
  });
}

/** The books a session in `locale` can show (bookEdition.ts), each with its pages in that edition. */
export async function booksInLanguage(db: Db, locale: Locale): Promise<StimulusBookIndex[]> {
  return (await stimulusBookStore(db).list()).flatMap(({ book }) => {
    const edition = editionFor(book, locale);
    if (!edition) return [];
    return [{ id: book.id, productId: book.productId, title: edition.title, attribution: book.attribution, pages: edition.pages.map((page) => ({ id: page.id, title: page.title })) }];
  });
}
