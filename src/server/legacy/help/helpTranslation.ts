/** The shape of the help in one language other than English: every topic's words and the roles' words. */
import type { HelpTopicText } from './helpTopic';
import type { RoleWords } from './i18n/roleWords';

/**
 * The help in one language: each English topic's words by its slug (every topic must have them;
 * the help test checks it), and the words for roles and permissions.
 */
export interface HelpTranslation {
  topics: Readonly<Record<string, HelpTopicText>>;
  roles: RoleWords;
}
