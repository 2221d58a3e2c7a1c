/** The help in French (France; Canadian French reads the same text). */
import type { HelpTranslation } from '../../helpTranslation';
import { ACCESSIBILITY_FR } from './accessibility';
import { ADMINISTRATION_FR } from './administration';
import { BACK_OFFICE_FR } from './backOffice';
import { DATA_RETENTION_FR } from './dataRetention';
import { ASSESSMENT_FR } from './assessment';
import { ASSESSMENT_LIST_FR } from './assessmentList';
import { EXAMINEE_PLAYER_FR } from './examineePlayer';
import { EXAMINEES_FR } from './examinees';
import { FEEDBACK_FR } from './feedback';
import { GETTING_STARTED_FR } from './gettingStarted';
import { HOME_FR } from './home';
import { MANAGE_ACCOUNTS_FR } from './manageAccounts';
import { MY_ACCOUNT_FR } from './myAccount';
import { NOTIFICATIONS_FR } from './notifications';
import { REMOTE_ADMINISTRATION_FR } from './remoteAdministration';
import { RESOURCE_LIBRARY_FR } from './resourceLibrary';
import { ROLE_WORDS_FR } from './roleWords';
import { SCORING_FR } from './scoring';
import { SESSIONS_FR } from './sessions';
import { SIGNING_IN_FR } from './signingIn';

/** The help's words in French. */
export const HELP_FR: HelpTranslation | null = {
  topics: {
    'getting-started': GETTING_STARTED_FR,
    'signing-in': SIGNING_IN_FR,
    home: HOME_FR,
    examinees: EXAMINEES_FR,
    assessment: ASSESSMENT_FR,
    'assessment-list': ASSESSMENT_LIST_FR,
    'remote-administration': REMOTE_ADMINISTRATION_FR,
    questionnaire: EXAMINEE_PLAYER_FR,
    administration: ADMINISTRATION_FR,
    'back-office': BACK_OFFICE_FR,
    'data-retention': DATA_RETENTION_FR,
    'my-account': MY_ACCOUNT_FR,
    'manage-accounts': MANAGE_ACCOUNTS_FR,
    'resource-library': RESOURCE_LIBRARY_FR,
    notifications: NOTIFICATIONS_FR,
    feedback: FEEDBACK_FR,
    scoring: SCORING_FR,
    sessions: SESSIONS_FR,
    accessibility: ACCESSIBILITY_FR,
  },
  roles: ROLE_WORDS_FR,
};
