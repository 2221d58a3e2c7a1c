/**
 * Charging a generated report to the account's licenses, inside the transaction that stores it:
 * free when the domain's rules say so, else one usage drawn with a conditional UPDATE, and always
 * one usage-ledger row. Any failure rolls the whole generation back, so a report is stored if and
 * only if it was paid for and recorded.
 */
import type { LicensedReportType, UsageReason } from '../../../contract/reportTypes';
import { type FreeReason, freeReason, licenseDay, paidReason, payingLicenses } from '../../../domain/licensing';
import type { ReportType } from '../../../domain/reports';
import type { Db } from '../../db/client';
import { type Repositories, repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../actor';

/**
 * What is being charged. For a report of one assessment: `reportType` `score` or `feedback`,
 * `assessmentId` and `assessmentVersion` set (the free rules look at the assessment's earlier
 * reports). For a group report: `reportType` `'group'`, `assessmentId` and `assessmentVersion`
 * null (group reports are never free).
 */
export interface ChargeRequest {
  productId: string;
  reportType: LicensedReportType;
  assessmentId: number | null;
  assessmentVersion: number | null;
  /** The report batch the generation belongs to, if any (recorded in the ledger). */
  batchId: number | null;
}

/** What the usage-ledger row points at: the stored report, or the stored group report. */
export type ChargedRecord = { reportId: number; groupReportId?: undefined } | { groupReportId: number; reportId?: undefined };

/**
 * Stores the report with the charge it was given (its `charge` column), in the same transaction,
 * and answers what was stored. Called after the usage was drawn and before the ledger row is
 * written, because the ledger row references the stored row and stored rows are immutable.
 */
export type StoreCharged<T extends ChargedRecord> = (charge: UsageReason) => Promise<T>;

/** The repositories a charge works with: the actor's account, the usage charged to the actor. */
const reposOf = (db: Db, actor: Actor): Repositories => repositories(db, { accountId: actor.accountId, userId: actor.userId });

/** Why a report of this assessment version would be free now (domain `freeReason`), from its earlier reports. */
async function freeReasonFrom(repos: Repositories, assessmentId: number, reportType: ReportType, assessmentVersion: number, now: Date): Promise<FreeReason | null> {
  return freeReason(await repos.reports.earlierReports(assessmentId, reportType), assessmentVersion, now, (await repos.licensing.prepaid(assessmentId, reportType)) !== null);
}

/**
 * Why a report of this assessment version would be free now (domain `freeReason`), from every
 * report ever stored for the assessment and type in the actor's account, deleted ones included.
 */
export async function assessmentFreeReason(db: Db, actor: Actor, assessmentId: number, reportType: ReportType, assessmentVersion: number, now: Date): Promise<FreeReason | null> {
  return freeReasonFrom(reposOf(db, actor), assessmentId, reportType, assessmentVersion, now);
}

/** The problem of a generation no license pays for. */
function exhausted(request: Pick<ChargeRequest, 'reportType'>): HttpProblem {
  return new HttpProblem(
    'licenseExhausted',
    request.reportType === 'group'
      ? 'No group-report license with usages left covers this product. Nothing was generated.'
      : 'No license with usages left covers this report. Nothing was generated.',
  );
}

/** Why the generation is free (assessment reports only; group reports never are). */
async function freeReasonOf(repos: Repositories, request: ChargeRequest, now: Date): Promise<FreeReason | null> {
  if (request.reportType === 'group' || request.assessmentId === null || request.assessmentVersion === null) return null;
  return freeReasonFrom(repos, request.assessmentId, request.reportType, request.assessmentVersion, now);
}

/**
 * Refuses early a generation nothing would pay for, so a PDF is not rendered in vain. Only a
 * pre-check: the charge in the storing transaction decides (a concurrent generation may take the
 * last usage in between).
 * @throws HttpProblem licenseExhausted (402).
 */
export async function requireChargeable(db: Db, actor: Actor, request: ChargeRequest, now: Date): Promise<void> {
  const repos = reposOf(db, actor);
  if (await freeReasonOf(repos, request, now)) return;
  const paying = payingLicenses(await repos.licensing.licenses(), request.productId, request.reportType, licenseDay(now));
  if (paying.length === 0) throw exhausted(request);
}

/** The reason and license of a paid generation, after drawing its usage. @throws HttpProblem licenseExhausted. */
async function pay(repos: Repositories, request: ChargeRequest, now: Date): Promise<{ reason: UsageReason; licenseId: number }> {
  const paying = payingLicenses(await repos.licensing.licenses(), request.productId, request.reportType, licenseDay(now));
  for (const license of paying) {
    // A usage license read as having usages may have lost its last one to a concurrent generation: try the next.
    if (license.kind === 'subscription' || (await repos.licensing.drawUsage(license.id))) return { reason: paidReason(license), licenseId: license.id };
  }
  throw exhausted(request);
}

/**
 * Charges a report generation and stores it, inside the caller's transaction `tx`:
 * 1. decides the cost: free (`regeneration`, `correction`; assessment reports only) or paid by
 *    the preferred active license (`subscription`, or `usage` after drawing one usage);
 * 2. calls `store` with that reason, which inserts the report row;
 * 3. appends the usage-ledger row (who, what, when, which license, which report or group report
 *    and batch, why).
 * @returns what `store` answered.
 * @throws HttpProblem licenseExhausted (402) when no active license covers the product and type
 *   (nothing is drawn and `store` is not called; the caller's transaction must roll back);
 *   whatever `store` throws.
 */
export async function chargeReport<T extends ChargedRecord>(tx: Db, actor: Actor, request: ChargeRequest, now: Date, store: StoreCharged<T>): Promise<T> {
  const repos = reposOf(tx, actor);
  const free = await freeReasonOf(repos, request, now);
  const { reason, licenseId }: { reason: UsageReason; licenseId: number | null } = free ? { reason: free, licenseId: null } : await pay(repos, request, now);
  const stored = await store(reason);
  await repos.licensing.recordUsage(
    {
      productId: request.productId,
      reportType: request.reportType,
      reason,
      usagesCharged: reason === 'usage' ? 1 : 0,
      licenseId,
      assessmentId: request.assessmentId,
      assessmentVersion: request.assessmentVersion,
      reportId: stored.reportId ?? null,
      groupReportId: stored.groupReportId ?? null,
      batchId: request.batchId,
    },
    now,
  );
  return stored;
}
