/**
 * Renders the whole web help to static HTML documents once, keyed by file name, so serving a
 * page is a lookup and the help reads the same with or without JavaScript.
 */
import { createElement } from 'react';
import { MessagePage, renderDocument } from '../layout';
import type { HelpFacts } from './helpFacts';
import { HelpIndexView } from './helpIndexView';
import { HelpPageView } from './helpPageView';
import { HELP_INDEX_FILE, HELP_INDEX_PATH, helpFileName } from './helpPaths';
import type { HelpTopic } from './helpTopic';

/** The rendered help: complete HTML documents by file name (`index.html`, `examinees.html`). */
export type HelpSite = ReadonlyMap<string, string>;

/**
 * Renders the index and one document per topic.
 * @param topics the help's pages in reading order.
 * @param facts the numbers the text quotes.
 * @throws Error when two topics share a slug or a topic is called like the index: one would hide the other.
 */
export function renderHelpSite(topics: readonly HelpTopic[], facts: HelpFacts): HelpSite {
  const site = new Map<string, string>([[HELP_INDEX_FILE, renderDocument(createElement(HelpIndexView, { topics }))]]);
  topics.forEach((topic, index) => {
    const file = helpFileName(topic.slug);
    if (site.has(file)) throw new Error(`Two help pages would be ${file}`);
    const previous = topics[index - 1] ?? null;
    const next = topics[index + 1] ?? null;
    site.set(file, renderDocument(createElement(HelpPageView, { topic, facts, previous, next })));
  });
  return site;
}

/** The page for a help address that does not exist, with the way back to the index. */
export const helpNotFoundDocument = (): string =>
  renderDocument(
    createElement(MessagePage, {
      title: 'Help page not found',
      message: 'There is no help page at this address. It may have moved in a new release.',
      link: { href: HELP_INDEX_PATH, text: 'Go to the help contents' },
    }),
  );
