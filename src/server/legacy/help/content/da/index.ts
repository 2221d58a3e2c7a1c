/** The help in Danish. */
import type { HelpTranslation } from '../../helpTranslation';
import { ACCESSIBILITY_DA } from './accessibility';
import { ADMINISTRATION_DA } from './administration';
import { BACK_OFFICE_DA } from './backOffice';
import { DATA_RETENTION_DA } from './dataRetention';
import { ASSESSMENT_DA } from './assessment';
import { ASSESSMENT_LIST_DA } from './assessmentList';
import { EXAMINEE_PLAYER_DA } from './examineePlayer';
import { EXAMINEES_DA } from './examinees';
import { FEEDBACK_DA } from './feedback';
import { GETTING_STARTED_DA } from './gettingStarted';
import { HOME_DA } from './home';
import { MANAGE_ACCOUNTS_DA } from './manageAccounts';
import { MY_ACCOUNT_DA } from './myAccount';
import { NOTIFICATIONS_DA } from './notifications';
import { REMOTE_ADMINISTRATION_DA } from './remoteAdministration';
import { RESOURCE_LIBRARY_DA } from './resourceLibrary';
import { ROLE_WORDS_DA } from './roleWords';
import { SCORING_DA } from './scoring';
import { SESSIONS_DA } from './sessions';
import { SIGNING_IN_DA } from './signingIn';

/** The help's words in Danish. */
export const HELP_DA: HelpTranslation | null = {
  topics: {
    'getting-started': GETTING_STARTED_DA,
    'signing-in': SIGNING_IN_DA,
    home: HOME_DA,
    examinees: EXAMINEES_DA,
    assessment: ASSESSMENT_DA,
    'assessment-list': ASSESSMENT_LIST_DA,
    'remote-administration': REMOTE_ADMINISTRATION_DA,
    questionnaire: EXAMINEE_PLAYER_DA,
    administration: ADMINISTRATION_DA,
    'back-office': BACK_OFFICE_DA,
    'data-retention': DATA_RETENTION_DA,
    'my-account': MY_ACCOUNT_DA,
    'manage-accounts': MANAGE_ACCOUNTS_DA,
    'resource-library': RESOURCE_LIBRARY_DA,
    notifications: NOTIFICATIONS_DA,
    feedback: FEEDBACK_DA,
    scoring: SCORING_DA,
    sessions: SESSIONS_DA,
    accessibility: ACCESSIBILITY_DA,
  },
  roles: ROLE_WORDS_DA,
};
