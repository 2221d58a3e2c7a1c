/** The help in German. */
import type { HelpTranslation } from '../../helpTranslation';
import { ACCESSIBILITY_DE } from './accessibility';
import { ADMINISTRATION_DE } from './administration';
import { BACK_OFFICE_DE } from './backOffice';
import { DATA_RETENTION_DE } from './dataRetention';
import { ASSESSMENT_DE } from './assessment';
import { ASSESSMENT_LIST_DE } from './assessmentList';
import { EXAMINEE_PLAYER_DE } from './examineePlayer';
import { EXAMINEES_DE } from './examinees';
import { FEEDBACK_DE } from './feedback';
import { GETTING_STARTED_DE } from './gettingStarted';
import { HOME_DE } from './home';
import { MANAGE_ACCOUNTS_DE } from './manageAccounts';
import { MY_ACCOUNT_DE } from './myAccount';
import { NOTIFICATIONS_DE } from './notifications';
import { REMOTE_ADMINISTRATION_DE } from './remoteAdministration';
import { RESOURCE_LIBRARY_DE } from './resourceLibrary';
import { ROLE_WORDS_DE } from './roleWords';
import { SCORING_DE } from './scoring';
import { SESSIONS_DE } from './sessions';
import { SIGNING_IN_DE } from './signingIn';

/** The help's words in German. */
export const HELP_DE: HelpTranslation | null = {
  topics: {
    'getting-started': GETTING_STARTED_DE,
    'signing-in': SIGNING_IN_DE,
    home: HOME_DE,
    examinees: EXAMINEES_DE,
    assessment: ASSESSMENT_DE,
    'assessment-list': ASSESSMENT_LIST_DE,
    'remote-administration': REMOTE_ADMINISTRATION_DE,
    questionnaire: EXAMINEE_PLAYER_DE,
    administration: ADMINISTRATION_DE,
    'back-office': BACK_OFFICE_DE,
    'data-retention': DATA_RETENTION_DE,
    'my-account': MY_ACCOUNT_DE,
    'manage-accounts': MANAGE_ACCOUNTS_DE,
    'resource-library': RESOURCE_LIBRARY_DE,
    notifications: NOTIFICATIONS_DE,
    feedback: FEEDBACK_DE,
    scoring: SCORING_DE,
    sessions: SESSIONS_DE,
    accessibility: ACCESSIBILITY_DE,
  },
  roles: ROLE_WORDS_DE,
};
