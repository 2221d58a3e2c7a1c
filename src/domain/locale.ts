/**
 * Languages and locales of the platform (spec §9).
 */

/** The eleven supported locale codes (spec §9). */
export const SUPPORTED_LOCALES = [
  'da_dk',
  'de_de',
  'en_us',
  'en_au',
  'en_gb',
  'es_es',
  'fr_fr',
  'fr_ca',
  'nl_nl',
  'nb_no',
  'sv_se',
] as const;

/** One of the eleven supported locale codes. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The default language (spec §9). */
export const DEFAULT_LOCALE: Locale = 'en_us';

/** The language-to-locale mapping of spec §9; a locale code maps to itself. */
const LANGUAGE_TO_LOCALE: Readonly<Record<string, Locale>> = {
  da: 'da_dk',
  de: 'de_de',
  en: 'en_us',
  en_uk: 'en_gb',
  es: 'es_es',
  fr: 'fr_fr',
  nl: 'nl_nl',
  no: 'nb_no',
  sv: 'sv_se',
};

/** Every code a user may choose as a language: the language codes of spec §9 and the locale codes. */
export const SUPPORTED_LANGUAGE_CODES: readonly string[] = [...Object.keys(LANGUAGE_TO_LOCALE), ...SUPPORTED_LOCALES];

/** Each locale's name in its own language, as a language picker lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  da_dk: 'Dansk',
  de_de: 'Deutsch',
  en_us: 'English (United States)',
  en_au: 'English (Australia)',
  en_gb: 'English (United Kingdom)',
  es_es: 'Español',
  fr_fr: 'Français (France)',
  fr_ca: 'Français (Canada)',
  nl_nl: 'Nederlands',
  nb_no: 'Norsk bokmål',
  sv_se: 'Svenska',
};

/** Whether `code` is one of the supported locale codes. */
export const isLocale = (code: string): code is Locale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(code);

/**
 * Maps a language code (`de`, `en_uk`, ...) or a locale code (`fr_ca`) to a supported locale.
 * An unknown, empty or missing language falls back to `en_us` (spec §9).
 */
export function localeForLanguage(language: string | null | undefined): Locale {
  if (!language) return DEFAULT_LOCALE;
  const code = language.trim().toLowerCase().replace('-', '_');
  if (isLocale(code)) return code;
  return LANGUAGE_TO_LOCALE[code] ?? DEFAULT_LOCALE;
}

/** The BCP 47 tag of a locale (`de_de` to `de-DE`), as used by `Intl` formatting. */
export function bcp47(locale: Locale): string {
  const [language, region] = locale.split('_');
  return `${language}-${(region ?? '').toUpperCase()}`;
}

/**
 * Where text of a locale is looked for, in order: the locale, then another locale of its language
 * (Canadian French reads French), then US English, the source of the platform's own texts.
 */
export function localeFallbacks(locale: Locale): Locale[] {
  const language = locale.split('_')[0];
  const sameLanguage = SUPPORTED_LOCALES.filter((candidate) => candidate !== locale && candidate.split('_')[0] === language);
  return [...new Set<Locale>([locale, ...sameLanguage, DEFAULT_LOCALE])];
}

/**
 * The supported locale a browser asks for first in its `Accept-Language` header (RFC 9110
 * §12.5.4): tags in order of their weight, each matched as a locale (`de-DE`, `fr-CA`), then as a
 * language (`de`, `no`); `q=0` tags are refused.
 * @returns the locale, or `null` when the header names none the platform speaks.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase().replace('-', '_'), q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (isLocale(tag)) return tag;
    const language = tag.split('_')[0] ?? '';
    const byLanguage = LANGUAGE_TO_LOCALE[language] ?? (language === 'nb' || language === 'nn' ? 'nb_no' : undefined);
    if (byLanguage) return byLanguage;
  }
  return null;
}
