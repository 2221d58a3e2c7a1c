/**
 * The language a help page is rendered in, handed to the pieces every topic shares ("who can use
 * it", the roles table, durations) through React context, so a topic's text in any language uses
 * them the same way.
 */
import { createContext, type ReactElement, useContext } from 'react';
import { bcp47, DEFAULT_LOCALE, type Locale } from '../../../../domain/locale';
import { ROLE_WORDS_EN } from '../content/roleWords';
import { HELP_CHROME_TEXT, type HelpChromeText } from './helpChromeText';
import type { RoleWords } from './roleWords';

/** The language of the page being rendered: its locale, the words around the text, the roles' words. */
export interface HelpLanguage {
  locale: Locale;
  chrome: HelpChromeText;
  roles: RoleWords;
}

/** US English, the language of a page rendered outside a provider. */
export const ENGLISH_HELP: HelpLanguage = { locale: DEFAULT_LOCALE, chrome: HELP_CHROME_TEXT[DEFAULT_LOCALE], roles: ROLE_WORDS_EN };

/** The language of the help page being rendered. */
export const HelpLanguageContext = createContext<HelpLanguage>(ENGLISH_HELP);

/** The language of the help page being rendered. */
export const useHelpLanguage = (): HelpLanguage => useContext(HelpLanguageContext);

/**
 * "30 minutes", "1 second": a duration in words in `locale`, whole minutes when it divides.
 * @param seconds the duration in seconds.
 */
export function durationIn(locale: Locale, seconds: number): string {
  const [value, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return new Intl.NumberFormat(bcp47(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A duration in seconds, in words in the page's language. */
export function Duration({ seconds }: { seconds: number }): ReactElement {
  return <>{durationIn(useHelpLanguage().locale, seconds)}</>;
}
