/**
 * The age and retest checks and the graceful create: the rules of src/domain/formEligibility
 * over the examinee, the product and the examinee's earlier administrations of the account.
 */
import type { AssessmentCreateInput } from '../../../contract/services/assessments';
import type { EligibilityQuery, GracefulCreateInput, GracefulCreateResult, RetestVerification } from '../../../contract/services/assessmentLifecycle';
import { type AgeCheck, ageCheck, createWarnings, type EarlierAdministration, retestConflicts } from '../../../domain/formEligibility';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { invalidField } from '../../http/problems';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';
import { findProduct } from '../products/service';
import { createAssessment } from './service';
import { accountLicenseRows } from '../licensing/licenses';
import { checkLicenses } from '../licensing/service';

/** A product that must exist. @throws HttpProblem validation naming `productId`. */
export async function requireProductField(db: Db, productId: string): Promise<ProductDefinition> {
  const product = await findProduct(db, productId);
  if (!product) throw invalidField('productId', 'Choose a product that exists.');
  return product;
}

/** The examinee's administrations (not deleted) of a product, in the account. */
export const earlierAdministrations = (db: Db, accountId: number, examineeRecordId: number, productId: string): Promise<EarlierAdministration[]> =>
  repositories(db, { accountId, userId: null }).assessments.administrationsOf(examineeRecordId, productId);

/** The age check of an examinee of the account. @throws HttpProblem notFound, validation (`productId`). */
export async function checkAge(db: Db, actor: Actor, query: EligibilityQuery): Promise<AgeCheck> {
  const examinee = await requireExaminee(db, actor.accountId, query.examineeRecordId);
  const product = await requireProductField(db, query.productId);
  return ageCheck(product, examinee.birthDate, query.testDate);
}

/** The retest check of an examinee of the account. @throws HttpProblem notFound, validation (`productId`). */
export async function verifyRetest(db: Db, actor: Actor, query: EligibilityQuery): Promise<RetestVerification> {
  const examinee = await requireExaminee(db, actor.accountId, query.examineeRecordId);
  const product = await requireProductField(db, query.productId);
  const earlier = await earlierAdministrations(db, actor.accountId, examinee.id, product.id);
  return { retestIntervalDays: product.retestIntervalDays, withinInterval: retestConflicts(product, earlier, query.testDate) };
}

/**
 * Creates an assessment when every warning (retest interval, age range, no license for its report) is among the confirmed
 * ones; otherwise creates nothing and answers the warnings still to confirm.
 * @throws HttpProblem as {@link createAssessment}.
 */
export async function gracefulCreate(db: Db, actor: Actor, input: GracefulCreateInput, now: Date): Promise<GracefulCreateResult> {
  const examinee = await requireExaminee(db, actor.accountId, input.examineeRecordId);
  const product = await requireProductField(db, input.productId);
  const earlier = await earlierAdministrations(db, actor.accountId, examinee.id, product.id);
  const reportLicensed = checkLicenses(await accountLicenseRows(db, actor.accountId), product.id, 'score', now).available;
  const warnings = createWarnings(product, examinee.birthDate, input.administrationDate, earlier, reportLicensed);
  const unconfirmed = warnings.filter((warning) => !input.confirmedWarnings.includes(warning.code));
  if (unconfirmed.length > 0) {
    return { warnings: unconfirmed };
  }
  const create: AssessmentCreateInput = {
    examineeRecordId: input.examineeRecordId,
    productId: input.productId,
    administrationDate: input.administrationDate,
    examinerId: input.examinerId,
    ...(input.administration ? { administration: input.administration } : {}),
  };
  const ageOutOfRangeConfirmed = warnings.some((warning) => warning.code === 'ageOutOfRange');
  return { created: await createAssessment(db, actor, create, now, { ageOutOfRangeConfirmed }) };
}
