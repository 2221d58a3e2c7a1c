/**
 * Licence validation of a live session (prosa.licenseValidate, and assessment.vppLaunch when not
 * yet done): each assessment of the session needs one usage of an active licence covering its
 * product's score report (domain licensing.ts: `payingLicenses`, `LIVE_SESSION_REPORT_TYPE`). All
 * are drawn and recorded in the usage ledger in the operation's one transaction — a missing
 * licence refuses the whole validation and the rollback undoes every usage drawn before it. A
 * validated session is stamped, so a second call changes nothing; the assessment's later score
 * report is free as `liveSession` (domain `freeReason`), the ledger row of this validation (an
 * assessment, no report) being its reason.
 */
import type { LicenseValidation } from '../../../contract/services/liveSessions';
import { LIVE_SESSION_REPORT_TYPE, licenseDay, paidReason, payingLicenses } from '../../../domain/licensing';
import type { Repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import { requireLiveSession } from './sessionAccess';

/** One recorded usage, as the answer lists it. */
type Usage = LicenseValidation['usages'][number];

/** The problem of a session whose product no active licence with usages left covers. */
const missingLicence = (productCode: string): HttpProblem =>
  new HttpProblem('licenseExhausted', `No active license with usages left covers ${productCode} score reports. Nothing was recorded; ask your account administrator for a license.`, [
    { field: 'productId', message: `No license covers ${productCode}.` },
  ]);

/** Draws the usage of one assessment from the preferred licence that still has one. @throws HttpProblem licenseExhausted. */
async function drawFor(repos: Repositories, assessment: { assessmentId: number; productId: string; productCode: string }, now: Date): Promise<Usage> {
  const paying = payingLicenses(await repos.licensing.licenses(), assessment.productId, LIVE_SESSION_REPORT_TYPE, licenseDay(now));
  for (const license of paying) {
    if (license.kind === 'subscription' || (await repos.licensing.drawUsage(license.id))) {
      return { assessmentId: assessment.assessmentId, productId: assessment.productId, licenseId: license.id, charge: paidReason(license) };
    }
  }
  throw missingLicence(assessment.productCode);
}

/** What the ledger recorded for a validated session's assessments (a second call answers these). */
async function recorded(repos: Repositories, assessments: readonly { assessmentId: number; productId: string }[]): Promise<Usage[]> {
  const usages: Usage[] = [];
  for (const assessment of assessments) {
    const prepaid = await repos.licensing.prepaid(assessment.assessmentId, LIVE_SESSION_REPORT_TYPE);
    if (prepaid) usages.push({ assessmentId: assessment.assessmentId, productId: assessment.productId, licenseId: prepaid.licenseId, charge: prepaid.reason });
  }
  return usages;
}

/**
 * Validates the session's licences once, in the caller's transaction (the session row locked, so
 * two validations at once draw once).
 * @throws HttpProblem notFound; conflict for an ended or cancelled session; licenseExhausted
 *   (402) naming the first product no licence covers (nothing is recorded: the transaction rolls back).
 */
export async function validateLicence(repos: Repositories, sessionId: number, now: Date): Promise<LicenseValidation> {
  const row = await requireLiveSession(repos, sessionId, true);
  const [summary] = await repos.liveSessions.summaries([row]);
  const assessments = summary?.assessments ?? [];
  if (row.licenseValidatedAt !== null) {
    return { sessionId, validatedAt: row.licenseValidatedAt.toISOString(), usages: await recorded(repos, assessments) };
  }
  if (row.status === 'ended' || row.status === 'cancelled') throw new HttpProblem('conflict', 'This session is over; its licence is no longer validated.');
  const usages: Usage[] = [];
  for (const assessment of assessments) {
    const usage = await drawFor(repos, assessment, now);
    const version = await repos.assessments.find(assessment.assessmentId);
    await repos.licensing.recordUsage(
      {
        productId: assessment.productId,
        reportType: LIVE_SESSION_REPORT_TYPE,
        reason: usage.charge === 'subscription' ? 'subscription' : 'usage',
        usagesCharged: usage.charge === 'usage' ? 1 : 0,
        licenseId: usage.licenseId,
        assessmentId: assessment.assessmentId,
        assessmentVersion: version?.version ?? null,
        reportId: null,
        groupReportId: null,
        batchId: null,
      },
      now,
    );
    usages.push(usage);
  }
  await repos.liveSessions.stampLicenseValidated(sessionId, now);
  return { sessionId, validatedAt: now.toISOString(), usages };
}
