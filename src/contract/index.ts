/**
 * Every operation of the contract, in one table. The server registers a route for each and
 * publishes them in its OpenAPI document; the SPA calls them by these values.
 */
import type { AnyOperation } from './operation';
import * as account from './services/account';
import * as assessments from './services/assessments';
import * as examinees from './services/examinees';
import * as reports from './services/reports';

export { account, assessments, examinees, reports };

/** All operations, in catalogue order. */
export const OPERATIONS: readonly AnyOperation[] = [
  account.getSelfPreferences,
  account.updateSelfPreferences,
  account.getSelfRole,
  account.getDalsStatus,
  account.keepAccount,
  account.keepAlivePing,
  account.keepAliveToken,
  account.accountExaminers,
  examinees.listExaminees,
  examinees.examineeIdUnique,
  examinees.createExaminee,
  examinees.getExaminee,
  examinees.updateExaminee,
  examinees.loadExamineeAndForms,
  examinees.examineeHistory,
  assessments.createAssessment,
  assessments.saveAssessment,
  assessments.loadAssessmentDetails,
  assessments.onTheFlyScoring,
  reports.generateReport,
  reports.reportHistoryList,
  reports.reportHistoryDownload,
];
