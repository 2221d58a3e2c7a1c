/**
 * Addresses of the web help, all derived from the help page of the legacy table
 * (src/contract/legacyPages.ts: `/legacy/help/index.html`), so moving the help there moves it all.
 */
import { legacyPagePath } from '../../../contract/legacyPages';

/** The help's index page (config.json `qgLegacy.pages.help`). */
export const HELP_INDEX_PATH = legacyPagePath('help');

/** The folder the help's pages are served from, with its trailing slash (`/legacy/help/`). */
export const HELP_BASE_PATH = HELP_INDEX_PATH.slice(0, HELP_INDEX_PATH.lastIndexOf('/') + 1);

/** The file name of the index page inside {@link HELP_BASE_PATH} (`index.html`). */
export const HELP_INDEX_FILE = HELP_INDEX_PATH.slice(HELP_BASE_PATH.length);

/** The file name of a help page: its slug and `.html` (`examinees.html`). */
export const helpFileName = (slug: string): string => `${slug}.html`;

/**
 * The address of a help page, or of one section of it.
 * @param slug the page's slug (`examinees`).
 * @param sectionId the id of a section on that page (`examinee-list`), if any.
 */
export const helpPath = (slug: string, sectionId?: string): string =>
  `${HELP_BASE_PATH}${helpFileName(slug)}${sectionId ? `#${sectionId}` : ''}`;

/**
 * A link from one help page to another (or to a section of it), relative, so that it stays in the
 * language folder the reader is in (`assessment.html#scores`).
 */
export const helpLink = (slug: string, sectionId?: string): string => `${helpFileName(slug)}${sectionId ? `#${sectionId}` : ''}`;

/** The folder of the help in one language, with its trailing slash (`/legacy/help/de-DE/`). */
export const helpFolderPath = (languageTag: string): string => `${HELP_BASE_PATH}${languageTag}/`;
