/**
 * Stored reports: generation (PDF via src/server/reports), history and download. Rows are
 * immutable; generating again for the same assessment and type adds the next version.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { UsageReason } from '../../../contract/reportTypes';
import type { GenerateReportInput } from '../../../contract/services/reports';
import type { ReportSummary } from '../../../contract/types';
import type { UserPreferences } from '../../../domain/identity';
import { comparisonGroupError, DEFAULT_REPORT_OPTIONS, type ReportOptions, type ReportType, reportTypesOf } from '../../../domain/reports';
import type { AppContext } from '../../context';
import { localeForLanguage } from '../../../domain/locale';
import { recordAudit } from '../../audit/auditLog';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, reports, users } from '../../db/schema';
import type { FileAnswer } from '../../http/operationHandler';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { requireAssessment, toAssessment, userName } from '../assessments/service';
import { requireExaminee } from '../examinees/service';
import { productOfAssessment } from '../products/service';



/** How many times generation re-renders when a concurrent generation took its version number. */
const GENERATION_ATTEMPTS = 3;

/** `PHQ-9_<examineeId>_<administration date>_v<version>.pdf`, with characters unsafe in file names replaced. */
export function reportFileName(productCode: string, examineeId: string, administrationDate: string, version: number): string {
  const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '_');
  return `${safe(productCode)}_${safe(examineeId)}_${administrationDate}_v${version}.pdf`;
}

const summaryColumns = {
  id: reports.id,
  assessmentId: reports.assessmentId,
  reportType: reports.reportType,
  version: reports.version,
  assessmentVersion: reports.assessmentVersion,
  options: reports.options,
  charge: reports.charge,
  fileName: reports.fileName,
  byteSize: reports.byteSize,
  createdAt: reports.createdAt,
  creatorTitle: users.title,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

async function nextVersion(db: Db, assessmentId: number, reportType: ReportType): Promise<number> {
  const [row] = await db
    .select({ latest: max(reports.version) })
    .from(reports)
    .where(and(eq(reports.assessmentId, assessmentId), eq(reports.reportType, reportType)));
  return (row?.latest ?? 0) + 1;
}

async function accountName(db: Db, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.name ?? '';
}

/** Where a generation comes from: a user's request, or one item of a report batch. */
export interface GenerationOrigin {
  batchId: number | null;
}

/** The generating user's name and preferences (a batch job has no request, so they are read here). */
async function reportAuthor(db: Db, actor: Actor): Promise<{ displayName: string; preferences: Partial<UserPreferences> }> {
  const [row] = await db
    .select({ title: users.title, firstName: users.firstName, lastName: users.lastName, preferences: users.preferences })
    .from(users)
    .where(and(eq(users.id, actor.userId), eq(users.accountId, actor.accountId)))
    .limit(1);
  if (!row) throw notFound('The user');
  return { displayName: personName(row), preferences: row.preferences };
}

/**
 * Renders and stores a report of a scored assessment. The PDF is rendered outside the
 * transaction (rendering takes a while; a transaction would hold PGlite's only connection);
 * the insert then checks that the assessment did not change and the version is still free,
 * and renders again otherwise.
 * @param request the report type and options (missing options take DEFAULT_REPORT_OPTIONS).
 * @throws HttpProblem notFound; notScorable (400) when the assessment has no score of record;
 *   validation (400) for a comparison group the product does not have; conflict (409) when
 *   concurrent changes kept winning.
 */
export async function generateReport(
  context: Pick<AppContext, 'db' | 'renderer'>,
  actor: Actor,
  assessmentId: number,
  request: GenerateReportInput,
  now: Date,
  origin: GenerationOrigin = { batchId: null },
): Promise<ReportSummary> {
  const { db } = context;
  const reportType = request.reportType;
  for (let attempt = 1; attempt <= GENERATION_ATTEMPTS; attempt += 1) {
    const row = await requireAssessment(db, actor.accountId, assessmentId);
    if (row.status !== 'scored' || !row.score) {
      throw new HttpProblem('notScorable', 'Only a scored assessment has a report. Score it first.');
    }
    const assessment = toAssessment(row);
    const examinee = await requireExaminee(db, actor.accountId, row.examineeRecordId);
    const product = await productOfAssessment(db, row);
    if (!reportTypesOf(product).includes(reportType)) {
      throw new HttpProblem('validation', `${product.code} has no ${reportType} report.`, [{ field: 'reportType', message: `${product.code} has no ${reportType} report.` }]);
    }
    const groupError = comparisonGroupError(product, request.options?.comparisonGroupId ?? null);
    if (groupError) throw new HttpProblem('validation', groupError, [{ field: 'options.comparisonGroupId', message: groupError }]);
    const author = await reportAuthor(db, actor);
    const locale = request.options?.locale ?? localeForLanguage(author.preferences.language?.languageCode ?? null);
    const options: ReportOptions = {
      comparisonGroupId: request.options?.comparisonGroupId ?? assessment.administration?.comparisonGroupId ?? product.comparisonGroups.find((group) => group.default)?.id ?? null,
      includeItemResponses: request.options?.includeItemResponses ?? DEFAULT_REPORT_OPTIONS.includeItemResponses,
      locale,
    };
    const version = await nextVersion(db, row.id, reportType);
    const pdf = await context.renderer.render({
      kind: reportType,
      data: {
        product,
        assessment,
        examinee,
        examinerName: await userName(db, actor.accountId, row.examinerId),
        accountName: await accountName(db, actor.accountId),
        generatedAt: now.toISOString(),
        generatedByName: author.displayName,
        reportVersion: version,
        locale,
        preferences: author.preferences,
        includeItemResponses: options.includeItemResponses,
      },
    });
    const fileName = reportFileName(product.code, examinee.examineeId, row.administrationDate, version);
    const charge: UsageReason = 'usage';
    try {
      const stored = await db.transaction(async (tx) => {
        const current = await requireAssessment(tx, actor.accountId, assessmentId, true);
        if (current.version !== row.version || (await nextVersion(tx, row.id, reportType)) !== version) return null;
        const [inserted] = await tx
          .insert(reports)
          .values({
            accountId: actor.accountId,
            assessmentId: row.id,
            reportType,
            version,
            assessmentVersion: row.version,
            options,
            charge,
            batchId: origin.batchId,
            fileName,
            pdf,
            byteSize: pdf.length,
            createdBy: actor.userId,
            createdAt: now,
          })
          .returning({ id: reports.id });
        if (!inserted) throw new Error('The report insert returned nothing.');
        await recordAudit(tx, actor, { action: 'assessment.generateReport', entity: 'report', entityId: inserted.id }, now);
        return inserted.id;
      });
      if (stored !== null) {
        return {
          id: stored,
          assessmentId: row.id,
          reportType,
          version,
          assessmentVersion: row.version,
          options,
          fileName,
          byteSize: pdf.length,
          createdAt: now.toISOString(),
          createdByName: author.displayName,
          charge,
        };
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new HttpProblem('conflict', 'The assessment changed while its report was being generated. Try again.');
}

/** The stored reports of an assessment, newest first. @throws HttpProblem notFound. */
export async function reportHistory(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<ReportSummary[]> {
  await requireAssessment(db, actor.accountId, assessmentId);
  const rows = await db
    .select(summaryColumns)
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdBy))
    .where(and(eq(reports.accountId, actor.accountId), eq(reports.assessmentId, assessmentId)))
    .orderBy(desc(reports.createdAt), desc(reports.version));
  await recordAudit(db, actor, { action: 'assessment.reportHistoryList', entity: 'assessment', entityId: assessmentId }, now);
  return rows.map((row) => ({
    id: row.id,
    assessmentId: row.assessmentId,
    reportType: row.reportType,
    version: row.version,
    assessmentVersion: row.assessmentVersion,
    options: row.options,
    charge: row.charge,
    fileName: row.fileName,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    createdByName: personName({ title: row.creatorTitle, firstName: row.creatorFirstName, lastName: row.creatorLastName }),
  }));
}

/** A stored report's PDF. @throws HttpProblem notFound, also for another account's report. */
export async function downloadReport(db: Db, actor: Actor, reportId: number, now: Date): Promise<FileAnswer> {
  const [row] = await db
    .select({ fileName: reports.fileName, pdf: reports.pdf })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.accountId, actor.accountId)))
    .limit(1);
  if (!row) throw notFound('The report');
  await recordAudit(db, actor, { action: 'assessment.reportHistoryDownload', entity: 'report', entityId: reportId }, now);
  return { kind: 'file', contentType: 'application/pdf', fileName: row.fileName, bytes: row.pdf };
}
