/**
 * The help's translations by language, and the help in a locale: the English topics (ids, screens
 * and order stay theirs) with each title, summary and section in the locale's language.
 */
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '../../../domain/locale';
import { HELP_DA } from './content/da';
import { HELP_DE } from './content/de';
import { HELP_ES } from './content/es';
import { HELP_FR } from './content/fr';
import { HELP_NB } from './content/nb';
import { HELP_NL } from './content/nl';
import { HELP_SV } from './content/sv';
import { ROLE_WORDS_EN } from './content/roleWords';
import type { HelpTopic } from './helpTopic';
import type { HelpTranslation } from './helpTranslation';
import { HELP_CHROME_TEXT } from './i18n/helpChromeText';
import type { HelpLanguage } from './i18n/helpLanguage';

/** The languages the help is translated into, besides English. */
export type HelpTranslationLanguage = 'da' | 'de' | 'es' | 'fr' | 'nb' | 'nl' | 'sv';

/** Each language's help, null while it is not translated. */
export const HELP_TRANSLATIONS: Readonly<Record<HelpTranslationLanguage, HelpTranslation | null>> = {
  da: HELP_DA,
  de: HELP_DE,
  es: HELP_ES,
  fr: HELP_FR,
  nb: HELP_NB,
  nl: HELP_NL,
  sv: HELP_SV,
};

/** The translation a locale reads: none for English (the topics' own words), French for Canadian French. */
function translationFor(locale: Locale): HelpTranslation | null | undefined {
  const language = locale.slice(0, 2);
  if (language === 'en') return undefined;
  return HELP_TRANSLATIONS[language as HelpTranslationLanguage];
}

/** The locales the help is offered in: the English ones and those whose language is translated, in the platform's order. */
export const helpLocales = (): Locale[] => SUPPORTED_LOCALES.filter((locale) => translationFor(locale) !== null);

/**
 * One topic in a translation.
 * @throws Error when the translation lacks the topic or one of its sections: the help would mix languages.
 */
function translateTopic(topic: HelpTopic, translation: HelpTranslation, locale: Locale): HelpTopic {
  const text = translation.topics[topic.slug];
  if (!text) throw new Error(`The help in ${locale} has no page ${topic.slug}`);
  const sections = topic.sections.map((section) => {
    const sectionText = text.sections[section.id];
    if (!sectionText) throw new Error(`The help in ${locale} has no section ${topic.slug}#${section.id}`);
    return { ...section, title: sectionText.title, body: sectionText.body };
  });
  return { ...topic, title: text.title, summary: text.summary, sections };
}

/**
 * The help in `locale`: its language (the words around the text) and its topics.
 * @param topics the English topics, in reading order.
 * @throws Error when the locale's language is not translated, or its translation is incomplete.
 */
export function helpIn(topics: readonly HelpTopic[], locale: Locale): { language: HelpLanguage; topics: HelpTopic[] } {
  const translation = translationFor(locale);
  if (translation === null) throw new Error(`The help is not translated into ${locale}`);
  const chrome = HELP_CHROME_TEXT[locale];
  if (translation === undefined) return { language: { locale, chrome, roles: ROLE_WORDS_EN }, topics: [...topics] };
  return { language: { locale, chrome, roles: translation.roles }, topics: topics.map((topic) => translateTopic(topic, translation, locale)) };
}

/** The locale of the help's unprefixed addresses (`/legacy/help/index.html`), kept for links made before the help spoke other languages. */
export const UNPREFIXED_HELP_LOCALE: Locale = DEFAULT_LOCALE;
