/** The help in Norwegian Bokmål. */
import type { HelpTranslation } from '../../helpTranslation';
import { ACCESSIBILITY_NB } from './accessibility';
import { ADMINISTRATION_NB } from './administration';
import { BACK_OFFICE_NB } from './backOffice';
import { DATA_RETENTION_NB } from './dataRetention';
import { ASSESSMENT_NB } from './assessment';
import { ASSESSMENT_LIST_NB } from './assessmentList';
import { EXAMINEE_PLAYER_NB } from './examineePlayer';
import { EXAMINEES_NB } from './examinees';
import { FEEDBACK_NB } from './feedback';
import { GETTING_STARTED_NB } from './gettingStarted';
import { HOME_NB } from './home';
import { MANAGE_ACCOUNTS_NB } from './manageAccounts';
import { MY_ACCOUNT_NB } from './myAccount';
import { NOTIFICATIONS_NB } from './notifications';
import { REMOTE_ADMINISTRATION_NB } from './remoteAdministration';
import { RESOURCE_LIBRARY_NB } from './resourceLibrary';
import { ROLE_WORDS_NB } from './roleWords';
import { SCORING_NB } from './scoring';
import { SESSIONS_NB } from './sessions';
import { SIGNING_IN_NB } from './signingIn';

/** The help's words in Norwegian Bokmål. */
export const HELP_NB: HelpTranslation | null = {
  topics: {
    'getting-started': GETTING_STARTED_NB,
    'signing-in': SIGNING_IN_NB,
    home: HOME_NB,
    examinees: EXAMINEES_NB,
    assessment: ASSESSMENT_NB,
    'assessment-list': ASSESSMENT_LIST_NB,
    'remote-administration': REMOTE_ADMINISTRATION_NB,
    questionnaire: EXAMINEE_PLAYER_NB,
    administration: ADMINISTRATION_NB,
    'back-office': BACK_OFFICE_NB,
    'data-retention': DATA_RETENTION_NB,
    'my-account': MY_ACCOUNT_NB,
    'manage-accounts': MANAGE_ACCOUNTS_NB,
    'resource-library': RESOURCE_LIBRARY_NB,
    notifications: NOTIFICATIONS_NB,
    feedback: FEEDBACK_NB,
    scoring: SCORING_NB,
    sessions: SESSIONS_NB,
    accessibility: ACCESSIBILITY_NB,
  },
  roles: ROLE_WORDS_NB,
};
