/**
 * The repositories of one account, made once per request (`repositories(db, scope)`): services
 * reach an account's records only through them, so an account-owned query cannot be written
 * without the account (DESIGN.md §5). One file per aggregate; internal staff who work across
 * accounts get no repositories of this kind but an explicit, audited cross-account scope.
 */
import type { Db } from '../client';
import { type AccountItemRepository, accountItemRepository } from './accountItems';
import { type AccountExportRepository, accountExportRepository } from './accountExports';
import { type AccountExportDataRepository, accountExportDataRepository } from './accountExportData';
import { type AccountRepository, accountRepository } from './accounts';
import { type AccountUserRepository, accountUserRepository } from './accountUsers';
import { type AdministrationSessionRepository, administrationSessionRepository } from './administrationSessions';
import { type AssessmentDeletionRepository, assessmentDeletionRepository } from './assessmentDeletion';
import { type AssessmentRepository, assessmentRepository } from './assessments';
import { type AssessmentTrackerRepository, assessmentTrackerRepository } from './assessmentTracker';
import { type AssessmentSelectionRepository, assessmentSelectionRepository } from './assessmentSelection';
import { type AuditTrailRepository, auditTrailRepository } from './auditTrail';
import { type EmailRepository, emailRepository } from './emails';
import { type EmailTemplateRepository, emailTemplateRepository } from './emailTemplates';
import { type ExamineeRepository, examineeRepository } from './examinees';
import { type FeedbackRepository, feedbackRepository } from './feedback';
import { type FeedbackInboxRepository, feedbackInboxRepository } from './feedbackInbox';
import { type RetentionCaseRepository, retentionCaseRepository } from './retentionCase';
import { type GroupReportRepository, groupReportRepository } from './groupReports';
import { type GroupRepository, groupRepository } from './groups';
import { type GroupMemberRepository, groupMemberRepository } from './groupMembers';
import { type ExamineeExportRepository, examineeExportRepository } from './examineeExport';
import { type FhirRecordRepository, fhirRecordRepository } from './fhirRecords';
import { type AccountExportGroupRepository, accountExportGroupRepository } from './accountExportGroups';
import { type GroupAssignmentRepository, groupAssignmentRepository } from './groupAssignments';
import { type LicenseAdministrationRepository, licenseAdministrationRepository } from './licenseAdministration';
import { type LicensingRepository, licensingRepository } from './licensing';
import { type LiveEventRepository, liveEventRepository } from './liveEvents';
import { type LiveSessionRepository, liveSessionRepository } from './liveSessions';
import { type LiveSessionRuntimeRepository, liveSessionRuntimeRepository } from './liveSessionRuntime';
import { type NotificationRepository, notificationRepository } from './notifications';
import { type PickListRepository, pickListRepository } from './pickLists';
import { type RemoteLinkRepository, remoteLinkRepository } from './remoteLinks';
import { type RosterImportRepository, rosterImportRepository } from './rosterImports';
import { type ReportBatchRepository, reportBatchRepository } from './reportBatches';
import { type ReportHistoryRepository, reportHistoryRepository } from './reportHistory';
import { type ReportRepository, reportRepository } from './reports';
import { type ResourceLibraryRepository, resourceLibraryRepository } from './resourceLibrary';
import { type RetentionLifecycleRepository, retentionLifecycleRepository } from './retentionLifecycle';
import { type TwoStepRepository, twoStepRepository } from './twoStep';
import { type UserPreferencesRepository, userPreferencesRepository } from './userPreferences';
import type { AccountScope } from './scope';

export type { AccountScope } from './scope';
export { DuplicateKeyError } from './errors';

/** The repositories of one account. */
export interface Repositories {
  /** The account's settings: labels and the item-entry verification code. */
  accountItems: AccountItemRepository;
  /** The account's data exports (issue #18) and what their build reads. */
  accountExports: AccountExportRepository;
  accountExportData: AccountExportDataRepository;
  /** The account itself: its dormant-account lifecycle and self-service deletion. */
  accounts: AccountRepository;
  /** The account's users, as its administrators manage them, and the scope user's own record. */
  accountUsers: AccountUserRepository;
  /** The account's administration sessions and the assessments in them. */
  administrationSessions: AdministrationSessionRepository;
  assessmentDeletion: AssessmentDeletionRepository;
  assessments: AssessmentRepository;
  assessmentSelection: AssessmentSelectionRepository;
  /** One assessment's records as the back office's tracker reads them, and its status updates. */
  assessmentTracker: AssessmentTrackerRepository;
  /** The account's audit trail, read-only (its administrators' audit view). */
  auditTrail: AuditTrailRepository;
  /** The account's e-mail messages and their delivery. */
  emails: EmailRepository;
  /** The account's own e-mail templates. */
  emailTemplates: EmailTemplateRepository;
  examinees: ExamineeRepository;
  /** The feedback the scope's user sends. */
  feedback: FeedbackRepository;
  /** The account's feedback as the back office's inbox handles it (a staff member in the entered account). */
  feedbackInbox: FeedbackInboxRepository;
  /** The account's retention case as data-retention staff handle it (a staff member in the entered account). */
  retentionCase: RetentionCaseRepository;
  /** The account's group reports and the assessments they may cover. */
  groupReports: GroupReportRepository;
  /** The account's groups (classes, caseloads, cohorts), their members and staff. */
  groups: GroupRepository;
  /** The members of the account's groups, as pages of examinees. */
  groupMembers: GroupMemberRepository;
  /** The examinees as the CSV export writes them. */
  examineeExport: ExamineeExportRepository;
  /** Examinees and scored assessments as the FHIR endpoint reads them. */
  fhirRecords: FhirRecordRepository;
  /** The account's groups, memberships and staff as its data export writes them. */
  accountExportGroups: AccountExportGroupRepository;
  /** The forms assigned to the account's groups, their assessments and class session codes. */
  groupAssignments: GroupAssignmentRepository;
  /** The account's licenses as the back office manages them (a staff member in the entered account). */
  licenseAdministration: LicenseAdministrationRepository;
  /** The account's feature licenses and its usage ledger. */
  licensing: LicensingRepository;
  /** The event log of the account's live sessions (issue #20). */
  liveEvents: LiveEventRepository;
  /** The account's live sessions (issue #20) and their participants. */
  liveSessions: LiveSessionRepository;
  /** What a live session's socket needs while the session runs (issue #20). */
  liveRuntime: LiveSessionRuntimeRepository;
  /** The scope user's own notifications. */
  notifications: NotificationRepository;
  /** The account's active users and testing sites, as pick-lists offer them. */
  pickLists: PickListRepository;
  remoteLinks: RemoteLinkRepository;
  /** The account's imports (OneRoster, examinee CSV) and their bulk reads and writes. */
  rosterImports: RosterImportRepository;
  /** The account's report batches, their items and progress. */
  reportBatches: ReportBatchRepository;
  /** The account's stored reports, as their history lists them. */
  reportHistory: ReportHistoryRepository;
  /** Report generation: versions, earlier reports, the stored report and its heading. */
  reports: ReportRepository;
  /** The account's resource library and the scope user's bookmarks. */
  resourceLibrary: ResourceLibraryRepository;
  /** The account in the data-retention lifecycle: dormancy, notices, deletion and recovery. */
  retentionLifecycle: RetentionLifecycleRepository;
  /** The scope user's two-step sign-in (TOTP secret, recovery codes, half-done sign-in). */
  twoStep: TwoStepRepository;
  /** The scope user's own preference choices. */
  userPreferences: UserPreferencesRepository;
}

/** How each repository is made; {@link repositories} makes only those a request uses. */
const FACTORIES: { readonly [K in keyof Repositories]: (db: Db, scope: AccountScope) => Repositories[K] } = {
  accountItems: accountItemRepository,
  accountExports: accountExportRepository,
  accountExportData: accountExportDataRepository,
  accounts: accountRepository,
  accountUsers: accountUserRepository,
  administrationSessions: administrationSessionRepository,
  assessmentDeletion: assessmentDeletionRepository,
  assessments: assessmentRepository,
  assessmentSelection: assessmentSelectionRepository,
  assessmentTracker: assessmentTrackerRepository,
  auditTrail: auditTrailRepository,
  emails: emailRepository,
  emailTemplates: emailTemplateRepository,
  examinees: examineeRepository,
  feedback: feedbackRepository,
  feedbackInbox: feedbackInboxRepository,
  retentionCase: retentionCaseRepository,
  groupReports: groupReportRepository,
  groups: groupRepository,
  groupMembers: groupMemberRepository,
  examineeExport: examineeExportRepository,
  fhirRecords: fhirRecordRepository,
  accountExportGroups: accountExportGroupRepository,
  groupAssignments: groupAssignmentRepository,
  licenseAdministration: licenseAdministrationRepository,
  licensing: licensingRepository,
  liveEvents: liveEventRepository,
  liveSessions: liveSessionRepository,
  liveRuntime: liveSessionRuntimeRepository,
  notifications: notificationRepository,
  pickLists: pickListRepository,
  remoteLinks: remoteLinkRepository,
  rosterImports: rosterImportRepository,
  reportBatches: reportBatchRepository,
  reportHistory: reportHistoryRepository,
  reports: reportRepository,
  resourceLibrary: resourceLibraryRepository,
  retentionLifecycle: retentionLifecycleRepository,
  twoStep: twoStepRepository,
  userPreferences: userPreferencesRepository,
};

/** The repositories of one account and call, each made on its first use (see {@link repositories}). */
class LazyRepositories {
  readonly made: Partial<Repositories> = {};
  constructor(
    readonly db: Db,
    readonly scope: AccountScope,
  ) {}
}

// One getter per repository, defined once on the prototype (not per call).
for (const name of Object.keys(FACTORIES) as (keyof Repositories)[]) {
  Object.defineProperty(LazyRepositories.prototype, name, {
    get(this: LazyRepositories) {
      const known = this.made[name];
      if (known !== undefined) return known;
      const repository = FACTORIES[name](this.db, this.scope);
      Object.assign(this.made, { [name]: repository });
      return repository;
    },
  });
}

/**
 * The repositories of `scope`'s account over `db` (the operation's transaction for a write). Each
 * is made when first used and kept for the call: a request uses one or two of the forty, and
 * making them all cost more than running the request's statements.
 */
export const repositories = (db: Db, scope: AccountScope): Repositories =>
  // The prototype's getters above give every member of Repositories.
  new LazyRepositories(db, scope) as unknown as Repositories;
