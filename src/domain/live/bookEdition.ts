/**
 * Which edition of a stimulus book a session's language reads. A book is shown in the session's
 * own locale; an English-speaking locale without its own edition (en_gb, en_au) reads the US
 * English one, as the player shows those readers a form's US English text. No other locale
 * borrows a neighbour's edition: Canadian French and French for France are separate published
 * translations (itemLanguages.ts), and a German session must not be shown English cards.
 */
import { DEFAULT_LOCALE, type Locale } from '../locale';
import type { StimulusBook, StimulusBookEdition } from './stimulusBook';

/** The locale of the edition `locale` reads, or `null` when the book has none for it. */
export function editionLocale(book: Pick<StimulusBook, 'editions'>, locale: Locale): Locale | null {
  if (book.editions[locale]) return locale;
  if (locale.startsWith('en_') && book.editions[DEFAULT_LOCALE]) return DEFAULT_LOCALE;
  return null;
}

/** The edition `locale` reads, or `null` when the book has none for it. */
export function editionFor(book: Pick<StimulusBook, 'editions'>, locale: Locale): StimulusBookEdition | null {
  const chosen = editionLocale(book, locale);
  return chosen ? (book.editions[chosen] ?? null) : null;
}
