/**
 * One page of the web help in the legacy layout: a skip link past the page's own contents, the
 * heading, the sections, a way back to the index and on to the neighbouring pages.
 */
import type { ReactElement } from 'react';
import { LegacyLayout } from '../layout';
import type { HelpFacts } from './helpFacts';
import { HELP_INDEX_PATH, helpPath } from './helpPaths';
import type { HelpTopic } from './helpTopic';

/** The id of the element the skip link jumps to: where the page's text starts. */
export const HELP_TEXT_ID = 'help-text';

/** The class of the element around a help page's content, for the stylesheet's wider card and help typography. */
export const HELP_CLASS = 'help';

/** The `<title>` after "Q-global | " of a help page. */
export const helpTitle = (title: string): string => `Help: ${title}`;

/** What a help page shows. */
export interface HelpPageViewProps {
  topic: HelpTopic;
  facts: HelpFacts;
  /** The page before and after this one in the index's order, if any. */
  previous: HelpTopic | null;
  next: HelpTopic | null;
}

/** A help page: skip link, h1, "On this page", the sections as h2, then previous/next. */
export function HelpPageView({ topic, facts, previous, next }: HelpPageViewProps): ReactElement {
  return (
    <LegacyLayout title={helpTitle(topic.title)}>
      <div className={HELP_CLASS}>
        <p>
          <a href={`#${HELP_TEXT_ID}`}>Skip to the help text</a>
        </p>
        <nav aria-label="Breadcrumb">
          <p>
            <a href={HELP_INDEX_PATH}>Help contents</a> › {topic.title}
          </p>
        </nav>
        <h1>{topic.title}</h1>
        <p>{topic.summary}</p>
        {topic.sections.length > 1 ? (
          <nav aria-label="On this page">
            <h2>On this page</h2>
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
        <nav aria-label="More help">
          <ul>
            {previous ? (
              <li>
                Previous: <a href={helpPath(previous.slug)}>{previous.title}</a>
              </li>
            ) : null}
            {next ? (
              <li>
                Next: <a href={helpPath(next.slug)}>{next.title}</a>
              </li>
            ) : null}
            <li>
              <a href={HELP_INDEX_PATH}>All help topics</a>
            </li>
          </ul>
        </nav>
      </div>
    </LegacyLayout>
  );
}
