/**
 * The shape of the web help's content: pages ("topics") made of sections, each section naming
 * the screens it describes, so a test can find a screen that no section describes.
 */
import type { ReactNode } from 'react';
import type { LegacyPage } from '../../../contract/appConfig';
import type { HelpFacts } from './helpFacts';

/**
 * A screen of the product that a help section describes: a route of the SPA by its pattern in
 * src/app/routes.tsx (`/examinees/:examineeRecordId`), a legacy page by its name in
 * src/contract/legacyPages.ts, or the examinee player (src/osa).
 */
export type HelpScreen = { kind: 'spa'; pattern: string } | { kind: 'legacy'; page: LegacyPage } | { kind: 'player' };

/** One section of a help page: an `<h2>` with an id that links can point at. */
export interface HelpSection {
  /** The element id, unique on its page (`examinee-list`). */
  id: string;
  /** The heading text. */
  title: string;
  /** The screens this section describes (none for a section about a concept). */
  screens: readonly HelpScreen[];
  /** The section's text below its heading (h3 and lower inside). */
  body: (facts: HelpFacts) => ReactNode;
}

/** One page of the help. */
export interface HelpTopic {
  /** The file name without `.html` (`examinees`). */
  slug: string;
  /** The page heading, and the title after "Help: ". */
  title: string;
  /** One sentence for the index. */
  summary: string;
  /** The page's sections, in reading order. */
  sections: readonly HelpSection[];
}

/** A section's words in another language: its heading and its text; id and screens stay the English section's. */
export interface HelpSectionText {
  title: string;
  body: (facts: HelpFacts) => ReactNode;
}

/**
 * A help page's words in another language, its sections by the id of the English section they
 * translate (every section of the English page must have one; the help test checks it).
 */
export interface HelpTopicText {
  title: string;
  summary: string;
  sections: Readonly<Record<string, HelpSectionText>>;
}
