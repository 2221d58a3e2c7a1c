/**
 * The account rule of item entry verification on the server: the account's
 * itemEntryVerificationCode (src/domain/itemEntryVerification.ts), and the check a save with
 * status `scored` makes.
 */
import { mayScore, sameEntries, verificationRequiredBeforeScoring } from '../../../domain/itemEntryVerification';
import type { Responses } from '../../../domain/scoring/scoreTypes';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { AssessmentRow } from '../../db/repositories/assessments';
import { HttpProblem } from '../../http/problems';

/** Whether the account requires verified item entry before scoring. */
export async function accountRequiresVerification(db: Db, accountId: number): Promise<boolean> {
  return verificationRequiredBeforeScoring(await repositories(db, { accountId, userId: null }).assessments.itemEntryVerificationCode());
}

/**
 * Refuses to score responses that are not the verified ones when the account requires it.
 * @throws HttpProblem verificationRequired (409, field `status`).
 */
export async function requireVerifiedForScoring(db: Db, accountId: number, stored: AssessmentRow, responses: Responses): Promise<void> {
  const required = await accountRequiresVerification(db, accountId);
  if (mayScore(required, stored.verifiedAt !== null, stored.responses, responses)) return;
  const message = 'Your account requires the item entry to be verified (a second entry) before the assessment is scored.';
  throw new HttpProblem('verificationRequired', message, [{ field: 'status', message }]);
}

/** What a save writes about verification: kept while the responses stay the same, else cleared. */
export function verificationAfterSave(
  stored: AssessmentRow,
  responses: Responses,
): Pick<AssessmentRow, 'verifiedAt' | 'verifiedBy' | 'verification'> {
  if (sameEntries(stored.responses, responses)) {
    return { verifiedAt: stored.verifiedAt, verifiedBy: stored.verifiedBy, verification: stored.verification };
  }
  return { verifiedAt: null, verifiedBy: null, verification: null };
}
