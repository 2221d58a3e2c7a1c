/**
 * Shapes of the report, licensing, batch and group-report calls (CATALOGUE.md: reportsPage,
 * generateReport, report history, licenseCheck, batchReports, groupReports).
 */
import type { AssessmentStatus } from '../domain/assessment';
import type { IsoDate } from '../domain/dates';
import type { Locale } from '../domain/locale';
import type { ReportOptions, ReportType } from '../domain/reports';
import type { AssessmentSummary, Page } from './types';

/** A comparison group a report may use (misc.comparisonGroups). */
export interface ComparisonGroupOption {
  id: string;
  label: string;
  /** The published source of the norms. */
  source: string;
  default: boolean;
}

export { type FeatureLicense, type LicensedReportType, USAGE_REASONS, type UsageReason } from '../domain/licenseTypes';
import type { FeatureLicense, LicensedReportType, UsageReason } from '../domain/licenseTypes';

/** assessment.licenseCheck: whether a report of a product and type may be generated now, and what it would cost. */
export interface LicenseCheck {
  productId: string;
  reportType: LicensedReportType;
  available: boolean;
  /** The license a generation would draw on (subscriptions first, then the usage license that expires first). */
  license: FeatureLicense | null;
  /** Usages left over every active usage license of this product and type; `null` when a subscription covers it. */
  usagesRemaining: number | null;
}

/** One row of the usage ledger (account administrators). */
export interface UsageLedgerEntry {
  id: number;
  /** ISO instant. */
  at: string;
  userName: string;
  productId: string;
  productCode: string;
  reportType: LicensedReportType;
  reason: UsageReason;
  /** 1 for `usage`, 0 otherwise. */
  usagesCharged: number;
  licenseId: number | null;
  licenseName: string | null;
  assessmentId: number | null;
  examineeId: string | null;
  reportId: number | null;
  reportVersion: number | null;
  groupReportId: number | null;
  batchId: number | null;
}

/** A stored report of one assessment. */
export interface ReportSummary {
  id: number;
  assessmentId: number;
  reportType: ReportType;
  /** 1 for the first report of an assessment and type; regenerating makes the next version. */
  version: number;
  /** The assessment's version the report was made from. */
  assessmentVersion: number;
  /** The options it was made with, resolved (the comparison group and locale actually used). */
  options: ReportOptions;
  fileName: string;
  byteSize: number;
  createdAt: string;
  createdByName: string;
  /** What generating it cost. */
  charge: UsageReason;
}

/** assessment.reportsPage: what the reports screen of an assessment offers. */
export interface ReportsPage {
  assessmentId: number;
  productId: string;
  productCode: string;
  /** Only a scored assessment has reports. */
  scored: boolean;
  reportTypes: {
    reportType: ReportType;
    license: LicenseCheck;
    /** What generating this type now would cost (`regeneration` when unchanged since its last report). */
    nextCharge: UsageReason | null;
  }[];
  comparisonGroups: ComparisonGroupOption[];
  /** Options preset on the screen: the assessment's comparison group and the user's language. */
  defaultOptions: ReportOptions;
}

/** Filters of the account's assessment list; every field narrows. */
export interface AssessmentFilter {
  productId?: string;
  status?: AssessmentStatus;
  examinerId?: number;
  /** Administration dates from and to, inclusive. */
  administeredFrom?: IsoDate;
  administeredTo?: IsoDate;
  /** Text in the examinee's name, examinee id or custom fields (a class, a school). */
  search?: string;
}

/** One row of the account's assessment list. */
export interface AssessmentListRow extends AssessmentSummary {
  examineeRecordId: number;
  examineeId: string;
  examineeName: string;
  customField1: string;
  customField2: string;
  customField3: string;
  customField4: string;
  /** The newest stored report of any type, if any. */
  latestReportAt: string | null;
}

/** A page of the account's assessment list, with every form the account has assessments of (for the form filter). */
export interface AssessmentListPage extends Page<AssessmentListRow> {
  forms: { productId: string; productCode: string }[];
}

/** Which assessments a batch or group report covers. */
export type AssessmentSelection =
  | { kind: 'assessments'; assessmentIds: number[] }
  /** Every assessment matching the filter when the request is made. */
  | { kind: 'filter'; filter: AssessmentFilter }
  /** Group reports: the newest scored assessment of the product of each examinee. */
  | { kind: 'examinees'; examineeRecordIds: number[] };

/** States of a report batch. */
export const BATCH_STATES = ['queued', 'running', 'completed', 'cancelled'] as const;
/** One value of {@link BATCH_STATES}. */
export type BatchState = (typeof BATCH_STATES)[number];

/** A report of a batch that was not produced, and why. */
export interface BatchFailure {
  assessmentId: number;
  examineeId: string;
  productCode: string;
  /** The problem type of the failure (`licenseExhausted`, `notScorable`). */
  code: string;
  message: string;
}

/** A batch of reports (assessment.batchReports) and its progress. */
export interface ReportBatch {
  id: number;
  reportType: ReportType;
  state: BatchState;
  /** Reports the batch will make. */
  total: number;
  succeeded: number;
  failed: number;
  /** Reports not made because the batch was cancelled. */
  cancelled: number;
  createdAt: string;
  createdByName: string;
  /** ISO instant the last report finished, or the batch was cancelled. */
  finishedAt: string | null;
  failures: BatchFailure[];
  /** The ZIP's file name; downloadable once the batch has finished and made at least one report. */
  zipFileName: string;
}

/** A stored group report. */
export interface GroupReportSummary {
  id: number;
  title: string;
  productId: string;
  productCode: string;
  assessmentCount: number;
  examineeCount: number;
  comparisonGroupId: string | null;
  locale: Locale;
  fileName: string;
  byteSize: number;
  createdAt: string;
  createdByName: string;
  charge: UsageReason;
}
