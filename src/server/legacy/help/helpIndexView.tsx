/**
 * The web help's index: every help page with its sections, so any screen's help is one link
 * away and a screen reader user can take the list of links as the table of contents.
 */
import type { ReactElement } from 'react';
import { LegacyLayout } from '../layout';
import { legacyPagePath } from '../../../contract/legacyPages';
import { helpPath } from './helpPaths';
import { HELP_CLASS, HELP_TEXT_ID, helpTitle } from './helpPageView';
import type { HelpTopic } from './helpTopic';

/** The index page's title and heading. */
export const HELP_INDEX_TITLE = 'Contents';

/** The index: an introduction and the table of contents. */
export function HelpIndexView({ topics }: { topics: readonly HelpTopic[] }): ReactElement {
  return (
    <LegacyLayout title={helpTitle(HELP_INDEX_TITLE)}>
      <div className={HELP_CLASS}>
        <p>
          <a href={`#${HELP_TEXT_ID}`}>Skip to the contents</a>
        </p>
        <h1>Help</h1>
        <p>
          This help describes every screen of Q-global: the assessment platform, the examinee&apos;s questionnaire and the account pages. You can read it
          without signing in. When you are signed in, <a href={legacyPagePath('home')}>your home page</a> lists the screens you may use.
        </p>
        <nav aria-label="Help contents" id={HELP_TEXT_ID}>
          <h2>Contents</h2>
          <ol>
            {topics.map((topic) => (
              <li key={topic.slug}>
                <a href={helpPath(topic.slug)}>{topic.title}</a>: {topic.summary}
                {topic.sections.length > 1 ? (
                  <ul>
                    {topic.sections.map((section) => (
                      <li key={section.id}>
                        <a href={helpPath(topic.slug, section.id)}>{section.title}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </LegacyLayout>
  );
}
