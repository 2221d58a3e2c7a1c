/**
 * Every operation of the contract, in one table. The server registers a route for each and
 * publishes them in its OpenAPI document; the SPA calls them by these values.
 */
import type { AnyOperation } from './operation';
import type { Screen } from './screen';
import * as account from './services/account';
import * as backOffice from './services/backOffice';
import * as productConfiguration from './services/productConfiguration';
import * as assessmentTracker from './services/assessmentTracker';
import * as accountManagement from './services/accountManagement';
import * as auditTrail from './services/auditTrail';
import * as lifecycle from './services/assessmentLifecycle';
import * as assessments from './services/assessments';
import * as essays from './services/essayScoring';
import * as examinees from './services/examinees';
import * as email from './services/email';
import * as pickLists from './services/pickLists';
import * as selection from './services/assessmentSelection';
import * as licensing from './services/licensing';
import * as notifications from './services/notifications';
import * as passwords from './services/passwords';
import * as player from './services/player';
import * as remoteLinks from './services/remoteLinks';
import * as sessions from './services/sessions';
import * as batches from './services/reportBatches';
import * as content from './services/content';
import * as reports from './services/reports';
import * as verification from './services/verification';
import * as feedback from './services/feedback';
import * as valueLists from './services/valueLists';
import * as businessUnits from './services/businessUnits';
import * as feedbackInbox from './services/feedbackInbox';
import * as dataRetention from './services/dataRetention';
import * as scoring from './services/scoring';
import * as platformConfiguration from './services/platformConfiguration';
import * as accountExports from './services/accountExports';
import * as dataManagement from './services/dataManagement';
import * as groups from './services/groups';
import * as examineeExport from './services/examineeExport';
import * as assessmentCsvExport from './services/assessmentCsvExport';
import * as groupAssignments from './services/groupAssignments';
import * as rosterImports from './services/rosterImports';
import * as liveSessions from './services/liveSessions';
import * as stimulusBooks from './services/stimulusBooks';
import * as liveEvents from './services/liveEvents';
import * as liveSessionScreens from './services/liveSessionScreens';
import * as fhir from './services/fhir';
import * as fhirImport from './services/fhirImport';

export { account, assessments, batches, email, essays, examinees, licensing, lifecycle, pickLists, player, remoteLinks, reports, selection, sessions, verification };
export { passwords };
export { accountManagement };
export { auditTrail };
export { content };
export { feedback };
export { notifications };
export { backOffice };
export { productConfiguration };
export { assessmentTracker };
export { valueLists };
export { businessUnits };
export { feedbackInbox };
export { scoring };
export { platformConfiguration };
export { dataRetention };
export { accountExports };
export { dataManagement };
export { groups };
export { examineeExport };
export { assessmentCsvExport };
export { groupAssignments };
export { rosterImports };
export { liveSessions };
export { stimulusBooks };
export { liveEvents };
export { liveSessionScreens };
export { fhir };
export { fhirImport };

/**
 * The contract's services, one module each (`services/<service>.ts`): their operations and the
 * SPA screens they own are collected from here, so a new capability is its file and one line.
 */
export const SERVICES = [
  account,
  accountManagement,
  auditTrail,
  passwords,
  examinees,
  examineeExport,
  assessmentCsvExport,
  lifecycle,
  assessments,
  essays,
  verification,
  pickLists,
  selection,
  remoteLinks,
  email,
  sessions,
  player,
  reports,
  batches,
  licensing,
  content,
  feedback,
  backOffice,
  productConfiguration,
  assessmentTracker,
  valueLists,
  businessUnits,
  feedbackInbox,
  scoring,
  notifications,
  platformConfiguration,
  dataRetention,
  accountExports,
  dataManagement,
  groups,
  groupAssignments,
  rosterImports,
  stimulusBooks,
  liveSessions,
  liveEvents,
  liveSessionScreens,
  fhir,
  fhirImport,
] as const;

/** Whether an exported value of a service module is one of its operations. */
const isOperation = (value: unknown): value is AnyOperation =>
  typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'access' in value && 'audit' in value;

/** All operations, by service (in the order of {@link SERVICES}), each service's by export name. */
export const OPERATIONS: readonly AnyOperation[] = SERVICES.flatMap((service) => Object.values(service).filter(isOperation));

/** Every screen of the SPA, as the services declare them (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = SERVICES.flatMap((service) => ('SCREENS' in service ? service.SCREENS : []));
