/**
 * Every operation of the contract, in one table. The server registers a route for each and
 * publishes them in its OpenAPI document; the SPA calls them by these values.
 */
import type { AnyOperation } from './operation';
import * as account from './services/account';
import * as accountManagement from './services/accountManagement';
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

export { account, assessments, batches, email, essays, examinees, licensing, lifecycle, pickLists, player, remoteLinks, reports, selection, sessions, verification };
export { passwords };
export { accountManagement };
export { content };
export { feedback };
export { notifications };

/** All operations, in catalogue order. */
export const OPERATIONS: readonly AnyOperation[] = [
  account.getSelfPreferences,
  account.updateSelfPreferences,
  account.getSelfRole,
  account.getDalsStatus,
  account.keepAccount,
  passwords.changePassword,
  account.keepAlivePing,
  account.keepAliveToken,
  account.accountExaminers,
  accountManagement.examiners,
  accountManagement.getAccountItems,
  accountManagement.putAccountItem,
  accountManagement.listUsers,
  accountManagement.createUser,
  accountManagement.updateUser,
  accountManagement.requestSelfDeletion,
  examinees.listExaminees,
  examinees.examineeIdUnique,
  examinees.createExaminee,
  examinees.getExaminee,
  examinees.updateExaminee,
  examinees.loadExamineeAndForms,
  examinees.examineeHistory,
  lifecycle.deleteExaminee,
  assessments.createAssessment,
  assessments.saveAssessment,
  assessments.loadAssessmentDetails,
  assessments.onTheFlyScoring,
  essays.essayScoring,
  lifecycle.gracefulCreate,
  lifecycle.deleteAssessment,
  lifecycle.deletedAssessments,
  lifecycle.recoverAssessment,
  lifecycle.cloneAssessment,
  lifecycle.ageCheck,
  lifecycle.retestVerification,
  lifecycle.scorabilityErrors,
  verification.itemEntryVerificationStatus,
  verification.itemEntryVerificationBegin,
  verification.itemEntryVerificationEnd,
  verification.itemEntryVerificationCancel,
  pickLists.teachers,
  pickLists.testingSites,
  pickLists.accountUsers,
  selection.searchAssessments,
  remoteLinks.createQosaLink,
  remoteLinks.createExamineeLink,
  remoteLinks.linksByAssessmentId,
  remoteLinks.linksBySessionId,
  remoteLinks.revokeLink,
  remoteLinks.resendLink,
  remoteLinks.launch,
  sessions.createSession,
  sessions.examineeSessions,
  player.playerOpen,
  player.playerState,
  player.osaLaunchNotification,
  player.playerSaveResponse,
  player.playerSubmit,
  email.emailTemplates,
  email.updateEmailTemplate,
  email.resetEmailTemplate,
  email.emailPage,
  email.sendEmail,
  email.vppEmail,
  email.emailHistory,
  reports.generateReport,
  reports.reportHistoryList,
  reports.reportHistoryDownload,
  batches.batchReports,
  batches.reportBatchStatus,
  batches.reportBatchList,
  batches.cancelReportBatch,
  batches.downloadReportBatch,
  batches.groupReports,
  batches.groupReportList,
  batches.downloadGroupReport,
  reports.reportsPage,
  reports.reportHistoryDelete,
  reports.reportHistoryResubmit,
  reports.comparisonGroups,
  licensing.licenseCheck,
  licensing.accountLicenses,
  licensing.usageLedger,
  feedback.feedbackMetadata,
  feedback.submitFeedback,
  notifications.list,
  notifications.markRead,
  notifications.markAllRead,
  content.resourceLibraryAssets,
  content.fileContent,
  content.addBookmark,
  content.removeBookmark,
];
