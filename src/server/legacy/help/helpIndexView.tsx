/**
 * The web help's index in one language: every help page with its sections, so any screen's help is
 * one link away and a screen reader user can take the list of links as the table of contents.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../../domain/locale';
import { legacyPagePath } from '../../../contract/legacyPages';
import { LegacyLayout } from '../layout';
import { HelpLanguagePicker } from './helpLanguagePicker';
import { HELP_CLASS, HELP_TEXT_ID } from './helpPageView';
import { HELP_INDEX_FILE, helpLink } from './helpPaths';
import type { HelpTopic } from './helpTopic';
import { type HelpLanguage, HelpLanguageContext } from './i18n/helpLanguage';

/** The index: an introduction, the table of contents and the languages. */
export function HelpIndexView({ topics, language, locales }: { topics: readonly HelpTopic[]; language: HelpLanguage; locales: readonly Locale[] }): ReactElement {
  const { chrome, locale } = language;
  return (
    <HelpLanguageContext.Provider value={language}>
      <LegacyLayout title={chrome.pageTitle(chrome.indexTitle)} locale={locale} skipLink={chrome.skipLink}>
        <div className={HELP_CLASS}>
          <p>
            <a href={`#${HELP_TEXT_ID}`}>{chrome.skipToContents}</a>
          </p>
          <h1>{chrome.indexHeading}</h1>
          <p>{chrome.indexIntro(legacyPagePath('home'))}</p>
          <nav aria-label={chrome.helpContents} id={HELP_TEXT_ID}>
            <h2>{chrome.contents}</h2>
            <ol>
              {topics.map((topic) => (
                <li key={topic.slug}>
                  <a href={helpLink(topic.slug)}>{topic.title}</a>: {topic.summary}
                  {topic.sections.length > 1 ? (
                    <ul>
                      {topic.sections.map((section) => (
                        <li key={section.id}>
                          <a href={helpLink(topic.slug, section.id)}>{section.title}</a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </nav>
          <HelpLanguagePicker file={HELP_INDEX_FILE} locales={locales} />
        </div>
      </LegacyLayout>
    </HelpLanguageContext.Provider>
  );
}
