/** The help in Spanish (Spain). */
import type { HelpTranslation } from '../../helpTranslation';
import { ACCESSIBILITY_ES } from './accessibility';
import { ADMINISTRATION_ES } from './administration';
import { BACK_OFFICE_ES } from './backOffice';
import { DATA_RETENTION_ES } from './dataRetention';
import { ASSESSMENT_ES } from './assessment';
import { ASSESSMENT_LIST_ES } from './assessmentList';
import { EXAMINEE_PLAYER_ES } from './examineePlayer';
import { EXAMINEES_ES } from './examinees';
import { FEEDBACK_ES } from './feedback';
import { GETTING_STARTED_ES } from './gettingStarted';
import { HOME_ES } from './home';
import { MANAGE_ACCOUNTS_ES } from './manageAccounts';
import { MY_ACCOUNT_ES } from './myAccount';
import { NOTIFICATIONS_ES } from './notifications';
import { REMOTE_ADMINISTRATION_ES } from './remoteAdministration';
import { RESOURCE_LIBRARY_ES } from './resourceLibrary';
import { ROLE_WORDS_ES } from './roleWords';
import { SCORING_ES } from './scoring';
import { SESSIONS_ES } from './sessions';
import { SIGNING_IN_ES } from './signingIn';

/** The help's words in Spanish (Spain). */
export const HELP_ES: HelpTranslation | null = {
  topics: {
    'getting-started': GETTING_STARTED_ES,
    'signing-in': SIGNING_IN_ES,
    home: HOME_ES,
    examinees: EXAMINEES_ES,
    assessment: ASSESSMENT_ES,
    'assessment-list': ASSESSMENT_LIST_ES,
    'remote-administration': REMOTE_ADMINISTRATION_ES,
    questionnaire: EXAMINEE_PLAYER_ES,
    administration: ADMINISTRATION_ES,
    'back-office': BACK_OFFICE_ES,
    'data-retention': DATA_RETENTION_ES,
    'my-account': MY_ACCOUNT_ES,
    'manage-accounts': MANAGE_ACCOUNTS_ES,
    'resource-library': RESOURCE_LIBRARY_ES,
    notifications: NOTIFICATIONS_ES,
    feedback: FEEDBACK_ES,
    scoring: SCORING_ES,
    sessions: SESSIONS_ES,
    accessibility: ACCESSIBILITY_ES,
  },
  roles: ROLE_WORDS_ES,
};
