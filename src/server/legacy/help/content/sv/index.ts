/** The help in Swedish. */
import type { HelpTranslation } from '../../helpTranslation';
import { ACCESSIBILITY_SV } from './accessibility';
import { ADMINISTRATION_SV } from './administration';
import { BACK_OFFICE_SV } from './backOffice';
import { DATA_RETENTION_SV } from './dataRetention';
import { ASSESSMENT_SV } from './assessment';
import { ASSESSMENT_LIST_SV } from './assessmentList';
import { EXAMINEE_PLAYER_SV } from './examineePlayer';
import { EXAMINEES_SV } from './examinees';
import { FEEDBACK_SV } from './feedback';
import { GETTING_STARTED_SV } from './gettingStarted';
import { HOME_SV } from './home';
import { MANAGE_ACCOUNTS_SV } from './manageAccounts';
import { MY_ACCOUNT_SV } from './myAccount';
import { NOTIFICATIONS_SV } from './notifications';
import { REMOTE_ADMINISTRATION_SV } from './remoteAdministration';
import { RESOURCE_LIBRARY_SV } from './resourceLibrary';
import { ROLE_WORDS_SV } from './roleWords';
import { SCORING_SV } from './scoring';
import { SESSIONS_SV } from './sessions';
import { SIGNING_IN_SV } from './signingIn';

/** The help's words in Swedish. */
export const HELP_SV: HelpTranslation | null = {
  topics: {
    'getting-started': GETTING_STARTED_SV,
    'signing-in': SIGNING_IN_SV,
    home: HOME_SV,
    examinees: EXAMINEES_SV,
    assessment: ASSESSMENT_SV,
    'assessment-list': ASSESSMENT_LIST_SV,
    'remote-administration': REMOTE_ADMINISTRATION_SV,
    questionnaire: EXAMINEE_PLAYER_SV,
    administration: ADMINISTRATION_SV,
    'back-office': BACK_OFFICE_SV,
    'data-retention': DATA_RETENTION_SV,
    'my-account': MY_ACCOUNT_SV,
    'manage-accounts': MANAGE_ACCOUNTS_SV,
    'resource-library': RESOURCE_LIBRARY_SV,
    notifications: NOTIFICATIONS_SV,
    feedback: FEEDBACK_SV,
    scoring: SCORING_SV,
    sessions: SESSIONS_SV,
    accessibility: ACCESSIBILITY_SV,
  },
  roles: ROLE_WORDS_SV,
};
