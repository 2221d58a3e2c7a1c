/** The help in Dutch. */
import type { HelpTranslation } from '../../helpTranslation';
import { ACCESSIBILITY_NL } from './accessibility';
import { ADMINISTRATION_NL } from './administration';
import { BACK_OFFICE_NL } from './backOffice';
import { DATA_RETENTION_NL } from './dataRetention';
import { ASSESSMENT_NL } from './assessment';
import { ASSESSMENT_LIST_NL } from './assessmentList';
import { EXAMINEE_PLAYER_NL } from './examineePlayer';
import { EXAMINEES_NL } from './examinees';
import { FEEDBACK_NL } from './feedback';
import { GETTING_STARTED_NL } from './gettingStarted';
import { HOME_NL } from './home';
import { MANAGE_ACCOUNTS_NL } from './manageAccounts';
import { MY_ACCOUNT_NL } from './myAccount';
import { NOTIFICATIONS_NL } from './notifications';
import { REMOTE_ADMINISTRATION_NL } from './remoteAdministration';
import { RESOURCE_LIBRARY_NL } from './resourceLibrary';
import { ROLE_WORDS_NL } from './roleWords';
import { SCORING_NL } from './scoring';
import { SESSIONS_NL } from './sessions';
import { SIGNING_IN_NL } from './signingIn';

/** The help's words in Dutch. */
export const HELP_NL: HelpTranslation | null = {
  topics: {
    'getting-started': GETTING_STARTED_NL,
    'signing-in': SIGNING_IN_NL,
    home: HOME_NL,
    examinees: EXAMINEES_NL,
    assessment: ASSESSMENT_NL,
    'assessment-list': ASSESSMENT_LIST_NL,
    'remote-administration': REMOTE_ADMINISTRATION_NL,
    questionnaire: EXAMINEE_PLAYER_NL,
    administration: ADMINISTRATION_NL,
    'back-office': BACK_OFFICE_NL,
    'data-retention': DATA_RETENTION_NL,
    'my-account': MY_ACCOUNT_NL,
    'manage-accounts': MANAGE_ACCOUNTS_NL,
    'resource-library': RESOURCE_LIBRARY_NL,
    notifications: NOTIFICATIONS_NL,
    feedback: FEEDBACK_NL,
    scoring: SCORING_NL,
    sessions: SESSIONS_NL,
    accessibility: ACCESSIBILITY_NL,
  },
  roles: ROLE_WORDS_NL,
};
