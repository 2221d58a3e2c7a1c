import type { Locale } from '../../../../domain/locale';

/**
 * A platform locale's name in the UI language (`de_de` → "German (Germany)"), from the browser's
 * own list (`Intl.DisplayNames`), so no catalogue repeats eleven language names per UI language.
 * @param uiLocale the UI's BCP 47 tag (react-intl's `locale`).
 */
export function localeName(locale: Locale, uiLocale: string): string {
  const tag = locale.replace('_', '-');
  try {
    return new Intl.DisplayNames([uiLocale], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
