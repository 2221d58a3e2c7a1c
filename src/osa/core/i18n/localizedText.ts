/** Text of a form in the link's language, or in US English with a `lang` the browser and screen readers honour (WCAG 3.1.2). */
import { bcp47, type Locale } from '../../../domain/locale';
import type { LocalizedText } from '../../../domain/product/productDefinition';

/** A text to show and, when it is not in the page's language, the BCP 47 tag of the language it is in. */
export interface ShownText {
  text: string;
  lang: string | undefined;
}

const sameLanguage = (a: Locale, b: Locale): boolean => a.split('_')[0] === b.split('_')[0];

/**
 * The text of `value` for a page in `locale`: the locale's own when the form has it (`languages`
 * names the locales its text exists in), else US English, marked as such unless the page is
 * English too.
 */
export function shownText(value: LocalizedText, locale: Locale, languages: readonly Locale[]): ShownText {
  const own = languages.includes(locale) ? value[locale] : undefined;
  if (own) return { text: own, lang: undefined };
  return { text: value.en_us, lang: sameLanguage(locale, 'en_us') ? undefined : bcp47('en_us') };
}

/** A text that exists only in English (attribution lines, recall periods), marked when the page is in another language. */
export const englishText = (text: string, locale: Locale): ShownText => ({ text, lang: sameLanguage(locale, 'en_us') ? undefined : bcp47('en_us') });
