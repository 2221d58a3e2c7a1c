/**
 * The CSV files of an account export: one per kind of record, each with its columns. The
 * repositories answer the account's rows (db/repositories/accountExportData.ts); this file only
 * says how each becomes a file.
 */
import type { ExportAssessment, ExportAuditRow, ExportEmail, ExportExaminee, ExportLedgerRow, ExportReport } from '../../db/repositories/accountExportData';
import type { CsvColumn } from './csv';

const col = <T>(header: string, value: (row: T) => unknown): CsvColumn<T> => ({ header, value: value as CsvColumn<T>['value'] });

/** examinees.csv */
export const EXAMINEE_COLUMNS: CsvColumn<ExportExaminee>[] = [
  col('recordId', (r) => r.id),
  col('examineeId', (r) => r.examineeId),
  col('firstName', (r) => r.firstName),
  col('middleName', (r) => r.middleName),
  col('lastName', (r) => r.lastName),
  col('birthDate', (r) => r.birthDate),
  col('sex', (r) => r.sex),
  col('email', (r) => r.email),
  col('customField1', (r) => r.customField1),
  col('customField2', (r) => r.customField2),
  col('customField3', (r) => r.customField3),
  col('customField4', (r) => r.customField4),
  col('createdAt', (r) => r.createdAt),
  col('updatedAt', (r) => r.updatedAt),
  col('deletedAt', (r) => r.deletedAt),
];

/** assessments.csv: one row per assessment, without its responses and scores (their own files). */
export const ASSESSMENT_COLUMNS: CsvColumn<ExportAssessment>[] = [
  col('assessmentId', (r) => r.id),
  col('examineeRecordId', (r) => r.examineeRecordId),
  col('productId', (r) => r.productId),
  col('productVersion', (r) => r.productVersion),
  col('administrationDate', (r) => r.administrationDate),
  col('examinerId', (r) => r.examinerId),
  col('status', (r) => r.status),
  col('administration', (r) => r.administration),
  col('scoredAt', (r) => r.scoredAt),
  col('verifiedAt', (r) => r.verifiedAt),
  col('createdAt', (r) => r.createdAt),
  col('updatedAt', (r) => r.updatedAt),
  col('deletedAt', (r) => r.deletedAt),
];

/** One response of one assessment. */
export interface ResponseRow {
  assessmentId: number;
  itemId: string;
  value: unknown;
}

/** responses.csv: one row per item answered. */
export const RESPONSE_COLUMNS: CsvColumn<ResponseRow>[] = [col('assessmentId', (r) => r.assessmentId), col('itemId', (r) => r.itemId), col('value', (r) => r.value)];

/** One scale score or one flag of one assessment's score of record. */
export interface ScoreRow {
  assessmentId: number;
  kind: 'scale' | 'flag';
  id: string;
  detail: unknown;
}

/** scores.csv: one row per scale and per flag of each scored assessment; the detail as JSON. */
export const SCORE_COLUMNS: CsvColumn<ScoreRow>[] = [col('assessmentId', (r) => r.assessmentId), col('kind', (r) => r.kind), col('id', (r) => r.id), col('detail', (r) => r.detail)];

/** The responses of an assessment as rows (an item id and its value). */
export const responseRows = (assessment: ExportAssessment): ResponseRow[] =>
  Object.entries(assessment.responses).map(([itemId, value]) => ({ assessmentId: assessment.id, itemId, value }));

/** The score of record of an assessment as rows: each scale, then each flag raised. */
export const scoreRows = (assessment: ExportAssessment): ScoreRow[] => [
  ...(assessment.score?.scales ?? []).map((scale) => ({ assessmentId: assessment.id, kind: 'scale' as const, id: scale.scaleId, detail: scale })),
  ...(assessment.score?.flags ?? []).map((flag) => ({ assessmentId: assessment.id, kind: 'flag' as const, id: flag.id, detail: flag })),
];

/** A report listed in reports.csv with the ZIP entry that holds its PDF. */
export type ReportListing = Omit<ExportReport, 'pdf'> & { entry: string; byteSize: number };

/** reports.csv */
export const REPORT_COLUMNS: CsvColumn<ReportListing>[] = [
  col('reportId', (r) => r.id),
  col('kind', (r) => r.kind),
  col('assessmentId', (r) => r.assessmentId),
  col('reportType', (r) => r.reportType),
  col('version', (r) => r.version),
  col('createdAt', (r) => r.createdAt),
  col('deletedFromHistoryAt', (r) => r.deletedAt),
  col('bytes', (r) => r.byteSize),
  col('file', (r) => r.entry),
];

/** usage-ledger.csv */
export const LEDGER_COLUMNS: CsvColumn<ExportLedgerRow>[] = [
  col('entryId', (r) => r.id),
  col('createdAt', (r) => r.createdAt),
  col('userId', (r) => r.userId),
  col('productId', (r) => r.productId),
  col('reportType', (r) => r.reportType),
  col('reason', (r) => r.reason),
  col('usagesCharged', (r) => r.usagesCharged),
  col('usagesAdded', (r) => r.usagesAdded),
  col('licenseId', (r) => r.licenseId),
  col('assessmentId', (r) => r.assessmentId),
  col('reportId', (r) => r.reportId),
  col('groupReportId', (r) => r.groupReportId),
  col('batchId', (r) => r.batchId),
];

/** email-history.csv: recipient, kind, sent, delivery. */
export const EMAIL_COLUMNS: CsvColumn<ExportEmail>[] = [
  col('messageId', (r) => r.id),
  col('recipientAddress', (r) => r.recipientAddress),
  col('recipientName', (r) => r.recipientName),
  col('kind', (r) => r.kind),
  col('subject', (r) => r.subject),
  col('examineeRecordId', (r) => r.examineeRecordId),
  col('queuedAt', (r) => r.createdAt),
  col('sentAt', (r) => r.sentAt),
  col('delivery', (r) => r.state),
  col('attempts', (r) => r.attempts),
  col('lastError', (r) => r.lastError),
];

/** audit.csv */
export const AUDIT_COLUMNS: CsvColumn<ExportAuditRow>[] = [
  col('auditId', (r) => r.id),
  col('at', (r) => r.at),
  col('userId', (r) => r.userId),
  col('action', (r) => r.action),
  col('entity', (r) => r.entity),
  col('entityId', (r) => r.entityId),
  col('ip', (r) => r.ip),
  col('outcome', (r) => r.outcome),
  col('result', (r) => r.result),
  col('requestId', (r) => r.requestId),
  col('reason', (r) => r.reason),
];
