/**
 * Report generation: renders the PDF (src/server/reports) and stores it in the report history,
 * charged to the account's licenses in the same transaction. Rows are immutable; generating
 * again for the same assessment and type adds the next version.
 */
import type { GenerateReportInput } from '../../../contract/services/reports';
import type { ReportSummary } from '../../../contract/types';
import type { UserPreferences } from '../../../domain/identity';
import { localeForLanguage } from '../../../domain/locale';
import { comparisonGroupError, type ReportType, reportTypesOf } from '../../../domain/reports';
import { recordAudit } from '../../audit/auditLog';
import { personName } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type Repositories, repositories } from '../../db/repositories';
import type { ReportAuthorRow } from '../../db/repositories/reports';
import type { PreparingCall } from '../../http/operationHandler';
import { HttpProblem, notFound } from '../../http/problems';
import { effectivePreferences } from '../account/service';
import { type Actor, actorOf } from '../actor';
import { requireAssessment, toAssessment } from '../assessments/service';
import { requireExaminee } from '../examinees/service';
import { type ChargeRequest, chargeReport, requireChargeable } from '../licensing/charge';
import { productOfAssessment } from '../products/service';
import { progressUpTo } from '../assessments/progress';
import { scoreChangesOf } from '../assessments/scoreChanges';
import type { RenderJob } from '../../reports/renderJob';
import { reportedAssessment, resolveReportOptions } from './reportOptions';

/** How many times generation re-renders when a concurrent generation took its version number. */
const GENERATION_ATTEMPTS = 3;

/**
 * `PHQ-9_<examineeId>_<administration date>_v<version>.pdf` for score reports and
 * `PHQ-9_feedback_<examineeId>_...` for feedback reports (versions count per type, so the type
 * keeps two reports' names apart), with characters unsafe in file names replaced.
 */
export function reportFileName(productCode: string, examineeId: string, administrationDate: string, version: number, reportType: ReportType = 'score'): string {
  const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '_');
  const type = reportType === 'score' ? '' : `_${reportType}`;
  return `${safe(productCode)}${type}_${safe(examineeId)}_${administrationDate}_v${version}.pdf`;
}

/** The repositories a generation works with: the actor's account, what it stores stamped with the actor (a batch job acts for the batch's requester). */
const reposOf = (db: Db, actor: Actor): Repositories => repositories(db, { accountId: actor.accountId, userId: actor.userId });

/** Where a generation comes from: a user's request, or one item of a report batch. */
export interface GenerationOrigin {
  batchId: number | null;
  /**
   * Runs in the transaction that stores the report, after the insert and the charge (a batch
   * marks its item done there, so the report and the item commit together). Throwing stores nothing.
   */
  onStored?: (tx: Db, reportId: number) => Promise<void>;
}

/**
 * The generating user's name and preferences (a batch job has no request, so they are read here).
 * @throws HttpProblem notFound when the actor is not a user of the actor's account.
 */
export async function reportAuthor(db: Db, actor: Actor): Promise<ReportAuthor> {
  return authorOf(await reposOf(db, actor).reports.author(actor.userId));
}

/** The generating user as a report prints it. */
export interface ReportAuthor {
  displayName: string;
  preferences: Partial<UserPreferences>;
}

/** The author of a report from the user's row. @throws HttpProblem notFound when there is none. */
function authorOf(row: ReportAuthorRow | null): ReportAuthor {
  if (!row) throw notFound('The user');
  // The effective preferences, as the SPA shows them: a report reads the dates and times the user reads on screen.
  return { displayName: personName(row), preferences: effectivePreferences(row.preferences, row.internal) };
}

/**
 * Everything a report needs before it renders, read in one go: what to render, and what the
 * storing transaction checks and records. Render `render` with the app's renderer, then store
 * it with {@link storeReport}.
 */
export interface ReportDraft {
  /** The assessment's version the report was read from; the store refuses a changed one. */
  assessmentVersion: number;
  /** The report's version number for its assessment and type (1, 2, ...). */
  version: number;
  /** What the license charge is for (licensing/charge.ts). */
  charge: ChargeRequest & { reportType: ReportType; assessmentId: number; assessmentVersion: number };
  options: ReturnType<typeof resolveReportOptions>;
  fileName: string;
  createdByName: string;
  /** The renderer's job (reports/renderJob.ts). */
  render: RenderJob;
}

/** A report rendered ahead of its storing transaction (see {@link generateReport}'s `rendered`). */
export interface RenderedReport {
  draft: ReportDraft;
  /** The PDF's bytes. */
  pdf: Buffer;
}

/**
 * Reads what a report of a scored assessment needs, and checks it can be made.
 * @throws HttpProblem as {@link generateReport} does, except conflict.
 */
export async function draftReport(db: Db, actor: Actor, assessmentId: number, request: GenerateReportInput, now: Date, origin: GenerationOrigin = { batchId: null }): Promise<ReportDraft> {
  const repos = reposOf(db, actor);
  const reportType = request.reportType;
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
  const charge = { productId: row.productId, reportType, assessmentId: row.id, assessmentVersion: row.version, batchId: origin.batchId };
  await requireChargeable(db, actor, charge, now);
  // The author, the examiner and the account, as the report's heading names them: one read.
  const heading = await repos.reports.heading(actor.userId, row.examinerId);
  const author = authorOf(heading.author);
  const options = resolveReportOptions(request.options, product, assessment, examinee, localeForLanguage(author.preferences.language?.languageCode ?? null));
  const version = await repos.reports.nextVersion(row.id, reportType);
  const data = {
    product,
    assessment: reportedAssessment(product, assessment, examinee, options.comparisonGroupId),
    examinee,
    examinerName: heading.examiner ? personName(heading.examiner) : '',
    accountName: heading.accountName,
    generatedAt: now.toISOString(),
    generatedByName: author.displayName,
    reportVersion: version,
    locale: options.locale,
    preferences: author.preferences,
    includeItemResponses: options.includeItemResponses,
  };
  // A progress report prints the examinee's history up to this assessment; the others print the assessment and its change since the previous one.
  const render: RenderJob =
    reportType === 'progress'
      ? { kind: 'progress', data: { ...data, progress: await progressUpTo(db, actor, product, row, options.locale) } }
      : { kind: reportType, data: { ...data, changes: await scoreChangesOf(db, row, product, row.score) } };
  return {
    assessmentVersion: row.version,
    version,
    charge,
    options,
    fileName: reportFileName(product.code, examinee.examineeId, row.administrationDate, version, reportType),
    createdByName: author.displayName,
    render,
  };
}

/**
 * Stores a rendered report and charges it, in one transaction (a savepoint inside the caller's).
 * @returns the stored report, or `null` when the assessment changed since its draft was read or
 *   another generation took its version number: draft and render again.
 * @throws HttpProblem licenseExhausted (402) when no license covers a charged report; whatever
 *   `origin.onStored` throws (nothing is stored then).
 */
export async function storeReport(db: Db, actor: Actor, rendered: RenderedReport, now: Date, origin: GenerationOrigin = { batchId: null }): Promise<ReportSummary | null> {
  const { draft, pdf } = rendered;
  const { charge, version, options, fileName } = draft;
  const assessmentId = charge.assessmentId;
  try {
    const stored = await db.transaction(async (tx) => {
      const stores = reposOf(tx, actor);
      // Only the version is compared: the lock read leaves the responses and the score unread.
      const current = await stores.assessments.lockVersion(assessmentId);
      if (current === null) throw notFound('The assessment');
      // A concurrent generation that took the version number makes the insert fail on the unique
      // index (assessment, type, version): answered null below, and rendered again with the next one.
      if (current !== draft.assessmentVersion) return null;
      return chargeReport(tx, actor, charge, now, async (reason) => {
        const reportId = await stores.reports.store(
          { assessmentId, reportType: charge.reportType, version, assessmentVersion: draft.assessmentVersion, options, charge: reason, batchId: origin.batchId, fileName, pdf },
          now,
        );
        // A call of the operation is audited by the operation pipeline; a batch's job is no call.
        if (origin.batchId !== null) await recordAudit(tx, actor, { action: 'assessment.generateReport', entity: 'report', entityId: reportId }, now);
        await origin.onStored?.(tx, reportId);
        return { reportId, charge: reason };
      });
    });
    if (stored === null) return null;
    return {
      id: stored.reportId,
      assessmentId,
      reportType: charge.reportType,
      version,
      assessmentVersion: draft.assessmentVersion,
      options,
      fileName,
      byteSize: pdf.length,
      createdAt: now.toISOString(),
      createdByName: draft.createdByName,
      charge: stored.charge,
    };
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Renders and stores a report of a scored assessment. A batch job calls it outside any
 * transaction, so the PDF renders without holding one; the insert then checks that the
 * assessment did not change and the version is still free, and renders again otherwise. The
 * operation renders first, outside its unit of work ({@link RenderedReport}, passed as
 * `rendered`), and calls this inside the unit of work (http/unitOfWork.ts) to store it; only
 * when the assessment changed in between does it render again there.
 * The same transaction charges it (licensing/charge.ts): the report row's `charge` and the
 * usage-ledger row say what it cost, and without a license nothing is stored.
 * @param request the report type and options (resolved by resolveReportOptions; a comparison
 *   group other than the score of record's prints a re-scored copy, the record is unchanged).
 * @param origin the batch the generation belongs to (recorded on the report and in the ledger),
 *   and what else the storing transaction does.
 * @param rendered a report drafted and rendered from `request` moments before, stored if still current.
 * @throws HttpProblem notFound; notScorable (400) when the assessment has no score of record;
 *   validation (400) for a report type or comparison group the product does not have;
 *   licenseExhausted (402) when no license covers a charged report; conflict (409) when
 *   concurrent changes kept winning.
 */
export async function generateReport(
  context: Pick<AppContext, 'db' | 'renderer'>,
  actor: Actor,
  assessmentId: number,
  request: GenerateReportInput,
  now: Date,
  origin: GenerationOrigin = { batchId: null },
  rendered: RenderedReport | null = null,
): Promise<ReportSummary> {
  const { db } = context;
  let next = rendered;
  for (let attempt = 1; attempt <= GENERATION_ATTEMPTS; attempt += 1) {
    next ??= await renderDraft(context, await draftReport(db, actor, assessmentId, request, now, origin));
    const stored = await storeReport(db, actor, next, now, origin);
    if (stored !== null) return stored;
    next = null;
  }
  throw new HttpProblem('conflict', 'The assessment changed while its report was being generated. Try again.');
}

/**
 * Drafts a report in a read transaction and renders it after, holding none: what a report
 * operation does before its unit of work (http/operationHandler.ts handlePrepared).
 * @throws HttpProblem as {@link draftReport} does.
 */
export async function renderAhead(call: PreparingCall, assessmentId: number, request: GenerateReportInput): Promise<RenderedReport> {
  const draft = await call.read((db) => draftReport(db, actorOf(call), assessmentId, request, call.now));
  return renderDraft(call.context, draft);
}

/** Renders a drafted report on the app's renderer. */
export async function renderDraft(context: Pick<AppContext, 'renderer'>, draft: ReportDraft): Promise<RenderedReport> {
  return { draft, pdf: await context.renderer.render(draft.render) };
}
