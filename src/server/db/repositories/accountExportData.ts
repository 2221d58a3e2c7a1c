/**
 * What an account export (issue #18, dataRetention.exports) reads of one account: its examinees,
 * assessments (responses, scores, flags), stored report PDFs, usage ledger, e-mail history and
 * audit rows. Every query is filtered by the scope's account, so an export holds that account's
 * rows and nothing of another. Deleted examinees, assessments and reports are included (with when
 * they were deleted): they are still stored, so they are the account's data.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AdministrationDetails } from '../../../domain/assessment';
import type { Responses, ScoreResult } from '../../../domain/scoring/scoreTypes';
import type { Db } from '../client';
import { assessments, auditLog, emailMessages, examinees, groupReports, reportDeletions, reports, usageLedger } from '../schema';
import type { AccountScope } from './scope';
import { examineeRecordColumns } from './examineeExport';

/** An examinee record as exported. */
export interface ExportExaminee {
  id: number;
  examineeId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: string | null;
  sex: string;
  email: string;
  customField1: string;
  customField2: string;
  customField3: string;
  customField4: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** An assessment as exported, with its responses and score as stored (JSON values). */
export interface ExportAssessment {
  id: number;
  examineeRecordId: number;
  productId: string;
  productVersion: number;
  administrationDate: string;
  examinerId: number;
  status: string;
  responses: Responses;
  administration: AdministrationDetails;
  score: ScoreResult | null;
  scoredAt: Date | null;
  verifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** A stored report: its facts and its PDF's bytes. */
export interface ExportReport {
  id: number;
  kind: 'assessment' | 'group';
  assessmentId: number | null;
  reportType: string;
  version: number;
  fileName: string;
  createdAt: Date;
  deletedAt: Date | null;
  pdf: Buffer;
}

/** A usage-ledger row as exported. */
export interface ExportLedgerRow {
  id: number;
  createdAt: Date;
  userId: number;
  productId: string | null;
  reportType: string | null;
  reason: string;
  usagesCharged: number;
  usagesAdded: number;
  licenseId: number | null;
  assessmentId: number | null;
  reportId: number | null;
  groupReportId: number | null;
  batchId: number | null;
}

/** An e-mail as its history shows it (the body is left out: it may name an examinee's link). */
export interface ExportEmail {
  id: number;
  recipientAddress: string;
  recipientName: string;
  kind: string;
  subject: string;
  examineeRecordId: number | null;
  createdAt: Date;
  sentAt: Date | null;
  state: string;
  attempts: number;
  lastError: string | null;
}

/** An audit row of the account. */
export interface ExportAuditRow {
  id: number;
  at: Date;
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string;
  outcome: string;
  result: string;
  requestId: string | null;
  reason: string | null;
}

/** The scope account's data, read for its export. */
export interface AccountExportDataRepository {
  /** Every examinee record, by id. */
  examinees(): Promise<ExportExaminee[]>;
  /** Every assessment, by id. */
  assessments(): Promise<ExportAssessment[]>;
  /** Up to `limit` stored assessment reports with an id above `afterId`, by id (paged: PDFs are large). */
  reports(afterId: number, limit: number): Promise<ExportReport[]>;
  /** Up to `limit` stored group reports with an id above `afterId`, by id. */
  groupReports(afterId: number, limit: number): Promise<ExportReport[]>;
  /** The usage ledger, oldest first. */
  ledger(): Promise<ExportLedgerRow[]>;
  /** The e-mail history, oldest first. */
  emails(): Promise<ExportEmail[]>;
  /** The account's audit rows, oldest first. */
  audit(): Promise<ExportAuditRow[]>;
}

/** The export reads of `scope`'s account over `db`. */
export function accountExportDataRepository(db: Db, scope: AccountScope): AccountExportDataRepository {
  const { accountId } = scope;
  return {
    examinees: () =>
      db
        .select({
          ...examineeRecordColumns,
          createdAt: examinees.createdAt,
          updatedAt: examinees.updatedAt,
          deletedAt: examinees.deletedAt,
        })
        .from(examinees)
        .where(eq(examinees.accountId, accountId))
        .orderBy(asc(examinees.id)),
    assessments: () =>
      db
        .select({
          id: assessments.id,
          examineeRecordId: assessments.examineeRecordId,
          productId: assessments.productId,
          productVersion: assessments.productVersion,
          administrationDate: assessments.administrationDate,
          examinerId: assessments.examinerId,
          status: assessments.status,
          responses: assessments.responses,
          administration: assessments.administration,
          score: assessments.score,
          scoredAt: assessments.scoredAt,
          verifiedAt: assessments.verifiedAt,
          createdAt: assessments.createdAt,
          updatedAt: assessments.updatedAt,
          deletedAt: assessments.deletedAt,
        })
        .from(assessments)
        .where(eq(assessments.accountId, accountId))
        .orderBy(asc(assessments.id)),
    reports: async (afterId, limit) => {
      const rows = await db
        .select({
          id: reports.id,
          assessmentId: reports.assessmentId,
          reportType: reports.reportType,
          version: reports.version,
          fileName: reports.fileName,
          createdAt: reports.createdAt,
          deletedAt: reportDeletions.deletedAt,
          pdf: reports.pdf,
        })
        .from(reports)
        .leftJoin(reportDeletions, and(eq(reportDeletions.reportId, reports.id), eq(reportDeletions.accountId, accountId)))
        .where(and(eq(reports.accountId, accountId), gt(reports.id, afterId)))
        .orderBy(asc(reports.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, kind: 'assessment' as const }));
    },
    groupReports: async (afterId, limit) => {
      const rows = await db
        .select({ id: groupReports.id, fileName: groupReports.fileName, createdAt: groupReports.createdAt, pdf: groupReports.pdf })
        .from(groupReports)
        .where(and(eq(groupReports.accountId, accountId), gt(groupReports.id, afterId)))
        .orderBy(asc(groupReports.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, kind: 'group' as const, assessmentId: null, reportType: 'group', version: 1, deletedAt: null }));
    },
    ledger: () =>
      db
        .select({
          id: usageLedger.id,
          createdAt: usageLedger.createdAt,
          userId: usageLedger.userId,
          productId: usageLedger.productId,
          reportType: usageLedger.reportType,
          reason: usageLedger.reason,
          usagesCharged: usageLedger.usagesCharged,
          usagesAdded: usageLedger.usagesAdded,
          licenseId: usageLedger.licenseId,
          assessmentId: usageLedger.assessmentId,
          reportId: usageLedger.reportId,
          groupReportId: usageLedger.groupReportId,
          batchId: usageLedger.batchId,
        })
        .from(usageLedger)
        .where(eq(usageLedger.accountId, accountId))
        .orderBy(asc(usageLedger.id)),
    emails: () =>
      db
        .select({
          id: emailMessages.id,
          recipientAddress: emailMessages.recipientAddress,
          recipientName: emailMessages.recipientName,
          kind: emailMessages.kind,
          subject: emailMessages.subject,
          examineeRecordId: emailMessages.examineeRecordId,
          createdAt: emailMessages.createdAt,
          sentAt: emailMessages.sentAt,
          state: emailMessages.state,
          attempts: emailMessages.attempts,
          lastError: emailMessages.lastError,
        })
        .from(emailMessages)
        .where(eq(emailMessages.accountId, accountId))
        .orderBy(asc(emailMessages.id)),
    audit: () =>
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          userId: auditLog.userId,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          ip: auditLog.ip,
          outcome: auditLog.outcome,
          result: auditLog.result,
          requestId: auditLog.requestId,
          reason: auditLog.reason,
        })
        .from(auditLog)
        .where(eq(auditLog.accountId, accountId))
        .orderBy(asc(auditLog.id)),
  };
}
