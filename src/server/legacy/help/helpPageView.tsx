/**
 * One page of the web help in the legacy layout, in one language: a skip link past the page's own
 * contents, the heading, the sections, a way back to the index and on to the neighbouring pages,
 * and the same page in the other languages.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../../domain/locale';
import { LegacyLayout } from '../layout';
import type { HelpFacts } from './helpFacts';
import { HelpLanguagePicker } from './helpLanguagePicker';
import { HELP_INDEX_FILE, helpFileName, helpLink } from './helpPaths';
import type { HelpTopic } from './helpTopic';
import { type HelpLanguage, HelpLanguageContext } from './i18n/helpLanguage';

/** The id of the element the skip link jumps to: where the page's text starts. */
export const HELP_TEXT_ID = 'help-text';

/** The class of the element around a help page's content, for the stylesheet's wider card and help typography. */
export const HELP_CLASS = 'help';

/** What a help page shows. */
export interface HelpPageViewProps {
  topic: HelpTopic;
  facts: HelpFacts;
  /** The page before and after this one in the index's order, if any. */
  previous: HelpTopic | null;
  next: HelpTopic | null;
  language: HelpLanguage;
  /** The locales the help is offered in, for the language list. */
  locales: readonly Locale[];
}

/** A help page: skip link, h1, "On this page", the sections as h2, then previous/next and the languages. */
export function HelpPageView({ topic, facts, previous, next, language, locales }: HelpPageViewProps): ReactElement {
  const { chrome, locale } = language;
  return (
    <HelpLanguageContext.Provider value={language}>
      <LegacyLayout title={chrome.pageTitle(topic.title)} locale={locale} skipLink={chrome.skipLink}>
        <div className={HELP_CLASS}>
          <p>
            <a href={`#${HELP_TEXT_ID}`}>{chrome.skipToText}</a>
          </p>
          <nav aria-label={chrome.breadcrumb}>
            <p>
              <a href={HELP_INDEX_FILE}>{chrome.helpContents}</a> › {topic.title}
            </p>
          </nav>
          <h1>{topic.title}</h1>
          <p>{topic.summary}</p>
          {topic.sections.length > 1 ? (
            <nav aria-label={chrome.onThisPage}>
              <h2>{chrome.onThisPage}</h2>
              <ul>
                {topic.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div id={HELP_TEXT_ID}>
            {topic.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.title}</h2>
                {section.body(facts)}
              </section>
            ))}
          </div>
          <nav aria-label={chrome.moreHelp}>
            <ul>
              {previous ? (
                <li>
                  {chrome.previous}: <a href={helpLink(previous.slug)}>{previous.title}</a>
                </li>
              ) : null}
              {next ? (
                <li>
                  {chrome.next}: <a href={helpLink(next.slug)}>{next.title}</a>
                </li>
              ) : null}
              <li>
                <a href={HELP_INDEX_FILE}>{chrome.allTopics}</a>
              </li>
            </ul>
          </nav>
          <HelpLanguagePicker file={helpFileName(topic.slug)} locales={locales} />
        </div>
      </LegacyLayout>
    </HelpLanguageContext.Provider>
  );
}
