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
import { type AccountExportGroupRepository, accountExportGroupRepository } from './accountExportGroups';
import { type GroupAssignmentRepository, groupAssignmentRepository } from './groupAssignments';
import { type LicenseAdministrationRepository, licenseAdministrationRepository } from './licenseAdministration';
import { type LicensingRepository, licensingRepository } from './licensing';
import { type LiveEventRepository, liveEventRepository } from './liveEvents';
import { type LiveSessionRepository, liveSessionRepository } from './liveSessions';
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

/** The repositories of `scope`'s account over `db` (the operation's transaction for a write). */
export const repositories = (db: Db, scope: AccountScope): Repositories => ({
  accountItems: accountItemRepository(db, scope),
  accountExports: accountExportRepository(db, scope),
  accountExportData: accountExportDataRepository(db, scope),
  accounts: accountRepository(db, scope),
  accountUsers: accountUserRepository(db, scope),
  administrationSessions: administrationSessionRepository(db, scope),
  assessmentDeletion: assessmentDeletionRepository(db, scope),
  assessments: assessmentRepository(db, scope),
  assessmentSelection: assessmentSelectionRepository(db, scope),
  assessmentTracker: assessmentTrackerRepository(db, scope),
  auditTrail: auditTrailRepository(db, scope),
  emails: emailRepository(db, scope),
  emailTemplates: emailTemplateRepository(db, scope),
  examinees: examineeRepository(db, scope),
  feedback: feedbackRepository(db, scope),
  feedbackInbox: feedbackInboxRepository(db, scope),
  retentionCase: retentionCaseRepository(db, scope),
  groupReports: groupReportRepository(db, scope),
  groups: groupRepository(db, scope),
  groupMembers: groupMemberRepository(db, scope),
  examineeExport: examineeExportRepository(db, scope),
  accountExportGroups: accountExportGroupRepository(db, scope),
  groupAssignments: groupAssignmentRepository(db, scope),
  licenseAdministration: licenseAdministrationRepository(db, scope),
  licensing: licensingRepository(db, scope),
  liveEvents: liveEventRepository(db, scope),
  liveSessions: liveSessionRepository(db, scope),
  notifications: notificationRepository(db, scope),
  pickLists: pickListRepository(db, scope),
  remoteLinks: remoteLinkRepository(db, scope),
  rosterImports: rosterImportRepository(db, scope),
  reportBatches: reportBatchRepository(db, scope),
  reportHistory: reportHistoryRepository(db, scope),
  reports: reportRepository(db, scope),
  resourceLibrary: resourceLibraryRepository(db, scope),
  retentionLifecycle: retentionLifecycleRepository(db, scope),
  twoStep: twoStepRepository(db, scope),
  userPreferences: userPreferencesRepository(db, scope),
});
