/** Where the feedback page lives (config.json `qgLegacy.pages.feedback`); its form posts to the same path. */
import { legacyPagePath } from '../../../contract/legacyPages';

/** The feedback page, and where its form posts. */
export const FEEDBACK_PATH = legacyPagePath('feedback');

/** The page after a sent form. */
export const FEEDBACK_SENT_PATH = `${FEEDBACK_PATH}?sent=true`;
