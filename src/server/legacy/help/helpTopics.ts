/** The help's pages in the index's reading order: first steps, the account pages, the platform, then concepts. */
import { ACCESSIBILITY } from './content/accessibility';
import { ADMINISTRATION } from './content/administration';
import { ASSESSMENT } from './content/assessment';
import { ASSESSMENT_LIST } from './content/assessmentList';
import { BACK_OFFICE } from './content/backOffice';
import { DATA_RETENTION } from './content/dataRetention';
import { EXAMINEE_PLAYER } from './content/examineePlayer';
import { EXAMINEES } from './content/examinees';
import { FEEDBACK } from './content/feedback';
import { GETTING_STARTED } from './content/gettingStarted';
import { HOME } from './content/home';
import { MANAGE_ACCOUNTS } from './content/manageAccounts';
import { MY_ACCOUNT } from './content/myAccount';
import { NOTIFICATIONS } from './content/notifications';
import { REMOTE_ADMINISTRATION } from './content/remoteAdministration';
import { RESOURCE_LIBRARY } from './content/resourceLibrary';
import { SCORING } from './content/scoring';
import { SESSIONS } from './content/sessions';
import { SIGNING_IN } from './content/signingIn';
import type { HelpTopic } from './helpTopic';

/** Every help page, in order. Slugs are unique (the help test checks it). */
export const HELP_TOPICS: readonly HelpTopic[] = [
  GETTING_STARTED,
  SIGNING_IN,
  HOME,
  EXAMINEES,
  ASSESSMENT,
  ASSESSMENT_LIST,
  REMOTE_ADMINISTRATION,
  EXAMINEE_PLAYER,
  ADMINISTRATION,
  BACK_OFFICE,
  DATA_RETENTION,
  MY_ACCOUNT,
  MANAGE_ACCOUNTS,
  RESOURCE_LIBRARY,
  NOTIFICATIONS,
  FEEDBACK,
  SCORING,
  SESSIONS,
  ACCESSIBILITY,
];
