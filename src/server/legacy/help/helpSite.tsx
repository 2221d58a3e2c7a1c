/**
 * Renders the whole web help to static HTML documents once, keyed by address inside the help's
 * folder, so serving a page is a lookup and the help reads the same with or without JavaScript.
 * Each offered locale has its folder (`de-DE/examinees.html`); the unprefixed addresses
 * (`examinees.html`) hold US English, for links made before the help spoke other languages.
 */
import { createElement } from 'react';
import { bcp47, type Locale } from '../../../domain/locale';
import { MessagePage, renderDocument } from '../layout';
import type { HelpFacts } from './helpFacts';
import { HelpIndexView } from './helpIndexView';
import { HelpPageView } from './helpPageView';
import { HELP_INDEX_FILE, HELP_INDEX_PATH, helpFileName, helpFolderPath } from './helpPaths';
import type { HelpTopic } from './helpTopic';
import { helpIn, helpLocales, UNPREFIXED_HELP_LOCALE } from './helpTranslations';
import { HELP_CHROME_TEXT } from './i18n/helpChromeText';

/** The rendered help: complete HTML documents by address inside the help folder (`index.html`, `de-DE/examinees.html`). */
export type HelpSite = ReadonlyMap<string, string>;

/**
 * The index and one document per topic in one locale, keyed by file name.
 * @throws Error when two topics share a slug or a topic is called like the index (one would hide the other), or the locale's translation is incomplete.
 */
function renderLocale(englishTopics: readonly HelpTopic[], facts: HelpFacts, locale: Locale, locales: readonly Locale[]): Map<string, string> {
  const { language, topics } = helpIn(englishTopics, locale);
  const documents = new Map<string, string>([[HELP_INDEX_FILE, renderDocument(createElement(HelpIndexView, { topics, language, locales }))]]);
  topics.forEach((topic, index) => {
    const file = helpFileName(topic.slug);
    if (documents.has(file)) throw new Error(`Two help pages would be ${file}`);
    const previous = topics[index - 1] ?? null;
    const next = topics[index + 1] ?? null;
    documents.set(file, renderDocument(createElement(HelpPageView, { topic, facts, previous, next, language, locales })));
  });
  return documents;
}

/**
 * Renders the help in every offered locale, and in US English at the unprefixed addresses.
 * @param topics the help's pages in reading order, in English.
 * @param facts the numbers the text quotes.
 * @throws Error as {@link renderLocale} does.
 */
export function renderHelpSite(topics: readonly HelpTopic[], facts: HelpFacts): HelpSite {
  const locales = helpLocales();
  const site = new Map<string, string>(renderLocale(topics, facts, UNPREFIXED_HELP_LOCALE, locales));
  for (const locale of locales) {
    for (const [file, html] of renderLocale(topics, facts, locale, locales)) site.set(`${bcp47(locale)}/${file}`, html);
  }
  return site;
}

/**
 * The page for a help address that does not exist, in `locale`, with the way to that language's
 * index (the unprefixed one for US English, or when the help is not offered in the locale).
 */
export function helpNotFoundDocument(locale: Locale): string {
  const chrome = HELP_CHROME_TEXT[locale];
  const inFolder = locale !== UNPREFIXED_HELP_LOCALE && helpLocales().includes(locale);
  const index = inFolder ? `${helpFolderPath(bcp47(locale))}${HELP_INDEX_FILE}` : HELP_INDEX_PATH;
  return renderDocument(
    createElement(MessagePage, { title: chrome.notFoundTitle, message: chrome.notFoundMessage, link: { href: index, text: chrome.notFoundLink }, locale, skipLink: chrome.skipLink }),
  );
}
