/**
 * Item entry verification: begin a second, blind entry, end it (compare, answer the
 * discrepancies, apply the examiner's resolutions, mark verified) or cancel it. Rules come from
 * src/domain/itemEntryVerification.ts; this file adds storage, tenancy, transactions and audit.
 */
import type { VerificationEndInput, VerificationState } from '../../../contract/services/verification';
import { responseErrors, statusForResponses } from '../../../domain/assessment';
import { applyResolutions, compareEntries, resolutionErrors, sameEntries } from '../../../domain/itemEntryVerification';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { AssessmentRow } from '../../db/repositories/assessments';
import { HttpProblem, invalidField } from '../../http/problems';
import type { Actor } from '../actor';
import { productOfAssessment } from '../products/service';
import { requireAssessment, scopeOf, userName } from './service';
import { accountRequiresVerification } from './verificationRule';


/** The state of a row as the SPA sees it: never the first entry's values outside the discrepancies. */
async function stateOf(db: Db, accountId: number, row: AssessmentRow): Promise<VerificationState> {
  const session = row.verification;
  return {
    assessmentId: row.id,
    assessmentVersion: row.version,
    required: await accountRequiresVerification(db, accountId),
    verified: row.verifiedAt && row.verifiedBy !== null ? { at: row.verifiedAt.toISOString(), byName: await userName(db, accountId, row.verifiedBy) } : null,
    session: session
      ? { begunAt: session.begunAt, begunByName: await userName(db, accountId, session.begunBy), discrepancies: session.discrepancies }
      : null,
  };
}

/** The verification state of an assessment (audited). @throws HttpProblem notFound. */
export async function verificationStatus(db: Db, actor: Actor, assessmentId: number): Promise<VerificationState> {
  const row = await requireAssessment(db, actor.accountId, assessmentId);
  return stateOf(db, actor.accountId, row);
}

/**
 * Begins (or restarts) a verification of an assessment with responses entered.
 * @throws HttpProblem notFound; badRequest (field `responses`) for an assessment without responses.
 */
export async function beginVerification(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<VerificationState> {
  return db.transaction(async (tx) => {
    const stored = await requireAssessment(tx, actor.accountId, assessmentId, true);
    if (Object.keys(stored.responses).length === 0) {
      const message = 'Enter the item responses before verifying them.';
      throw new HttpProblem('badRequest', message, [{ field: 'responses', message }]);
    }
    const row = await repositories(tx, scopeOf(actor)).assessments.update(stored.id, {
      verification: { begunBy: actor.userId, begunAt: now.toISOString(), firstEntryVersion: stored.version, secondEntry: null, discrepancies: null },
    });
    if (!row) throw new Error('The assessment update returned nothing.');
    return stateOf(tx, actor.accountId, row);
  });
}

/**
 * Ends a verification: compares the second entry (the one sent, or, when only resolutions are
 * sent, the one stored by the previous call) with the stored (first) entry. Without
 * discrepancies the assessment is verified. With discrepancies and no resolutions, they are
 * stored and answered. With a resolution for each, the chosen values become the responses (a
 * changed response voids a score of record) and the assessment is verified. All in one transaction.
 * @throws HttpProblem notFound; badRequest when no verification is under way; conflict (409) when
 *   the assessment was saved since the verification began; validation (400) naming
 *   `secondEntry.<itemId>` or `resolutions.<itemId>`.
 */
export async function endVerification(db: Db, actor: Actor, assessmentId: number, input: VerificationEndInput, now: Date): Promise<VerificationState> {
  return db.transaction(async (tx) => {
    const stored = await requireAssessment(tx, actor.accountId, assessmentId, true);
    const session = stored.verification;
    if (!session) throw new HttpProblem('badRequest', 'Begin the verification first.');
    if (session.firstEntryVersion !== stored.version) {
      throw new HttpProblem('conflict', 'The assessment was saved after the verification began. Begin the verification again.');
    }
    const product = await productOfAssessment(tx, stored);
    const entered = input.secondEntry ?? (input.resolutions !== undefined ? session.secondEntry : null);
    if (!entered) throw invalidField('secondEntry', 'Enter the second entry.');
    const secondEntry = Object.fromEntries(Object.entries(entered).filter(([, value]) => value !== null));
    const entryErrors = responseErrors(product, secondEntry).map((error) => ({ ...error, field: error.field.replace(/^responses\./, 'secondEntry.') }));
    if (entryErrors.length > 0) throw new HttpProblem('validation', entryErrors.map((error) => error.message).join(' '), entryErrors);
    const discrepancies = compareEntries(product.items, stored.responses, secondEntry);
    const records = repositories(tx, scopeOf(actor)).assessments;
    if (discrepancies.length > 0 && input.resolutions === undefined) {
      const row = await records.update(stored.id, { verification: { ...session, secondEntry, discrepancies } });
      if (!row) throw new Error('The assessment update returned nothing.');
      return stateOf(tx, actor.accountId, row);
    }
    const resolutions = input.resolutions ?? {};
    const errors = resolutionErrors(discrepancies, resolutions);
    if (errors.length > 0) throw new HttpProblem('validation', errors.map((error) => error.message).join(' '), errors);
    const responses = applyResolutions(stored.responses, resolutions);
    const changed = !sameEntries(stored.responses, responses);
    const row = await records.update(stored.id, {
      verification: null,
      verifiedAt: now,
      verifiedBy: actor.userId,
      ...(changed
        ? { responses, status: statusForResponses(product, responses), score: null, scoredAt: null, version: stored.version + 1, updatedAt: now }
        : {}),
    });
    if (!row) throw new Error('The assessment update returned nothing.');
    return stateOf(tx, actor.accountId, row);
  });
}

/** Cancels the verification under way (nothing of the second entry is kept). @throws HttpProblem notFound. */
export async function cancelVerification(db: Db, actor: Actor, assessmentId: number): Promise<VerificationState> {
  return db.transaction(async (tx) => {
    const stored = await requireAssessment(tx, actor.accountId, assessmentId, true);
    const row = await repositories(tx, scopeOf(actor)).assessments.update(stored.id, { verification: null });
    if (!row) throw new Error('The assessment update returned nothing.');
    return stateOf(tx, actor.accountId, row);
  });
}
