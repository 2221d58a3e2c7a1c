/**
 * Clone and scorability of assessments: a copy for a new administration date, and why an
 * assessment cannot be scored yet (its responses, and the account's verification rule).
 */
import type { CloneInput, ScorabilityReport } from '../../../contract/services/assessmentLifecycle';
import { type Assessment, statusForResponses } from '../../../domain/assessment';
import { mayScore } from '../../../domain/itemEntryVerification';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';
import { HttpProblem } from '../../http/problems';
import { findProduct, productOfAssessment } from '../products/service';
import { requireAssessment, scopeOf, toAssessment } from './service';
import { accountRequiresVerification } from './verificationRule';

/**
 * Copies an assessment: same examinee, product and administration details, the given date, the
 * caller as creator; the responses when asked (never the score or the verification).
 * @throws HttpProblem notFound (the assessment or its examinee is not in the account).
 */
export async function cloneAssessment(db: Db, actor: Actor, assessmentId: number, input: CloneInput, now: Date): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const source = await requireAssessment(tx, actor.accountId, assessmentId);
    await requireExaminee(tx, actor.accountId, source.examineeRecordId);
    // A clone is a new assessment: it gets the published version, and a retired product none.
    const product = await findProduct(tx, source.productId);
    if (!product) throw new HttpProblem('badRequest', 'This form is retired: no new assessment can be given with it.');
    const responses = input.copyResponses ? source.responses : {};
    const row = await repositories(tx, scopeOf(actor)).assessments.create(
      {
        examineeRecordId: source.examineeRecordId,
        productId: source.productId,
        productVersion: product.version,
        administrationDate: input.administrationDate,
        examinerId: source.examinerId,
        status: statusForResponses(product, responses),
        responses,
        administration: source.administration,
      },
      now,
    );
    return toAssessment(row);
  });
}

/** Why an assessment cannot be scored yet. @throws HttpProblem notFound. */
export async function scorabilityOf(db: Db, actor: Actor, assessmentId: number): Promise<ScorabilityReport> {
  const row = await requireAssessment(db, actor.accountId, assessmentId);
  const product = await productOfAssessment(db, row);
  const examinee = await requireExaminee(db, actor.accountId, row.examineeRecordId);
  const score = scoreAssessment(product, row.responses, {
    demographics: { birthDate: examinee.birthDate, sex: examinee.sex },
    administration: row.administration,
    testDate: row.administrationDate,
  });
  const required = await accountRequiresVerification(db, actor.accountId);
  const verified = row.verifiedAt !== null;
  return {
    scorable: score.scorable && mayScore(required, verified, row.responses, row.responses),
    errors: score.scorabilityErrors,
    verificationRequired: required,
    verified,
  };
}
