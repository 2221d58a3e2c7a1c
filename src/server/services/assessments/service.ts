/**
 * Assessments: create, save (optimistic concurrency, item validation, scoring of record), details
 * and an examinee's history. Rules come from src/domain (responseErrors, statusForResponses,
 * scoreAssessment); this file adds storage, tenancy, transactions and the audit.
 */
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import { scoreIn } from '../../../domain/product/productText';
import type { AssessmentCreateInput, AssessmentSaveInput } from '../../../contract/services/assessments';
import type { AssessmentDetails, AssessmentSummary, HeadlineScore } from '../../../contract/types';
import { type AdministrationDetails, type Assessment, responseErrors, statusForResponses } from '../../../domain/assessment';
import { headlineScales, type ProductDefinition } from '../../../domain/product/productDefinition';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';
import type { Responses, ScoreResult, ScoringContext } from '../../../domain/scoring/scoreTypes';
import type { Db } from '../../db/client';
import { type AccountScope, repositories } from '../../db/repositories';
import type { AssessmentRow } from '../../db/repositories/assessments';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';
import { findCatalogueProduct, findProduct, findProductVersion, listCatalogueProducts, productOfAssessment } from '../products/service';
import { requireAgeInRange } from './ageRule';
import { scoreChangesOf } from './scoreChanges';
import { requireVerifiedForScoring, verificationAfterSave } from './verificationRule';

export type { AssessmentRow } from '../../db/repositories/assessments';

/** The scope of an actor's repositories: their account, and them as the author of what they write. */
export const scopeOf = (actor: Actor): AccountScope => ({ accountId: actor.accountId, userId: actor.userId });

/** A stored row as the domain's assessment. */
export const toAssessment = (row: AssessmentRow): Assessment => ({
  id: row.id,
  accountId: row.accountId,
  examineeRecordId: row.examineeRecordId,
  productId: row.productId,
  administrationDate: row.administrationDate,
  examinerId: row.examinerId,
  status: row.status,
  responses: row.responses,
  administration: row.administration ?? {},
  score: row.score,
  scoredAt: row.scoredAt?.toISOString() ?? null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * An assessment of the account.
 * @param lock take a row lock until the transaction `db` ends (saves and report numbering).
 * @throws HttpProblem notFound, also for another account's assessment.
 */
export async function requireAssessment(db: Db, accountId: number, assessmentId: number, lock = false): Promise<AssessmentRow> {
  const row = await repositories(db, { accountId, userId: null }).assessments.find(assessmentId, { forUpdate: lock });
  if (!row) throw notFound('The assessment');
  return row;
}

/** A product that must exist. @throws HttpProblem validation naming field `productId`. */
async function requireProduct(db: Db, productId: string): Promise<ProductDefinition> {
  const product = await findProduct(db, productId);
  if (!product) throw invalidField('productId', 'Choose a product that exists.');
  return product;
}

/** The display name of an examiner of the account. @throws HttpProblem validation naming `examinerId`. */
async function requireExaminer(db: Db, accountId: number, examinerId: number): Promise<string> {
  const name = await repositories(db, { accountId, userId: null }).assessments.activeExaminerName(examinerId);
  if (name === null) throw invalidField('examinerId', 'Choose an examiner of your account.');
  return name;
}

/** The name of any user of the account (the examiner of an old assessment may no longer be active). */
export async function userName(db: Db, accountId: number, userId: number): Promise<string> {
  return (await repositories(db, { accountId, userId: null }).assessments.userName(userId)) ?? '';
}

/** Responses without omitted (null) entries: null and absent mean the same, so both store the same. */
const answeredOnly = (responses: Responses): Responses =>
  Object.fromEntries(Object.entries(responses).filter(([, value]) => value !== null && value !== undefined));

const sameResponses = (a: Responses, b: Responses): boolean => {
  const left = answeredOnly(a);
  const right = answeredOnly(b);
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
};

/**
 * Creates a draft assessment.
 * @param options.ageOutOfRangeConfirmed the examiner confirmed an age outside the form's range (graceful create).
 * @throws HttpProblem notFound (the examinee is not in the account), validation (`productId`
 *   unknown or outside the examinee's age on the administration date, `examinerId` not an
 *   examiner of the account).
 */
export async function createAssessment(
  db: Db,
  actor: Actor,
  input: AssessmentCreateInput,
  now: Date,
  options: { ageOutOfRangeConfirmed?: boolean } = {},
): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const examinee = await requireExaminee(tx, actor.accountId, input.examineeRecordId);
    const product = await requireProduct(tx, input.productId);
    if (!options.ageOutOfRangeConfirmed) requireAgeInRange(product, examinee.birthDate, input.administrationDate);
    await requireExaminer(tx, actor.accountId, input.examinerId);
    const row = await repositories(tx, scopeOf(actor)).assessments.create(
      {
        examineeRecordId: input.examineeRecordId,
        productId: product.id,
        productVersion: product.version,
        administrationDate: input.administrationDate,
        examinerId: input.examinerId,
        status: 'draft',
        responses: {},
        administration: input.administration ?? {},
      },
      now,
    );
    return toAssessment(row);
  });
}

/** Whether two administrations name the same grade, season and comparison group. */
const sameAdministration = (a: AdministrationDetails, b: AdministrationDetails): boolean =>
  a.grade === b.grade && a.season === b.season && a.comparisonGroupId === b.comparisonGroupId;

/** The status and score a save stores (see {@link saveAssessment}); `context` is the saved administration's. */
function nextScore(
  product: ProductDefinition,
  stored: AssessmentRow,
  responses: Responses,
  asked: AssessmentSaveInput['status'],
  context: ScoringContext,
  now: Date,
): { status: Assessment['status']; score: ScoreResult | null; scoredAt: Date | null } {
  if (asked === 'scored') {
    const score = scoreAssessment(product, responses, context);
    if (!score.scorable) {
      const messages = score.scorabilityErrors.map((error) => error.message);
      throw new HttpProblem(
        'notScorable',
        messages.join(' '),
        messages.map((message) => ({ field: 'responses', message })),
      );
    }
    return { status: 'scored', score, scoredAt: now };
  }
  // A scored assessment keeps its score of record until its responses or its norms' facts change.
  if (stored.status === 'scored' && stored.score && sameResponses(stored.responses, responses) && sameAdministration(stored.administration ?? {}, context.administration)) {
    return { status: 'scored', score: stored.score, scoredAt: stored.scoredAt };
  }
  return { status: statusForResponses(product, responses), score: null, scoredAt: null };
}

/**
 * Saves responses, administration details and status in one transaction (nothing is written
 * when any check fails). Status `scored` records the score of record; any other status is
 * derived from the responses (a scored assessment whose responses change loses its score).
 * @throws HttpProblem notFound; conflict (409) when `input.version` is not the stored version;
 *   validation (400) naming each bad response (`responses.<itemId>`) or the examiner;
 *   notScorable (400) with the scorability messages.
 */
export async function saveAssessment(db: Db, actor: Actor, assessmentId: number, input: AssessmentSaveInput, now: Date): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const stored = await requireAssessment(tx, actor.accountId, assessmentId, true);
    if (stored.version !== input.version) {
      throw new HttpProblem('conflict', `The assessment is at version ${stored.version}; this save was made from version ${input.version}.`);
    }
    const product = await productOfAssessment(tx, stored);
    const responses = answeredOnly(input.responses);
    const errors = responseErrors(product, responses);
    if (errors.length > 0) throw new HttpProblem('validation', errors.map((error) => error.message).join(' '), errors);
    await requireExaminer(tx, actor.accountId, input.examinerId);
    if (input.status === 'scored') await requireVerifiedForScoring(tx, actor.accountId, stored, responses);
    const examinee = await requireExaminee(tx, actor.accountId, stored.examineeRecordId);
    const administration = input.administration ?? stored.administration ?? {};
    const context = scoringContextFor(examinee, administration, input.administrationDate);
    const outcome = nextScore(product, stored, responses, input.status, context, now);
    const row = await repositories(tx, scopeOf(actor)).assessments.update(stored.id, {
      responses,
      administration,
      administrationDate: input.administrationDate,
      examinerId: input.examinerId,
      status: outcome.status,
      score: outcome.score,
      scoredAt: outcome.scoredAt,
      version: stored.version + 1,
      updatedAt: now,
      ...verificationAfterSave(stored, responses),
    });
    if (!row) throw new Error('The assessment update returned nothing.');
    return toAssessment(row);
  });
}

/**
 * An assessment with its examinee, product, examiner name and, once scored, the change since the
 * examinee's previous administration of the product. @throws HttpProblem notFound.
 */
export async function loadAssessmentDetails(db: Db, actor: Actor, assessmentId: number): Promise<AssessmentDetails> {
  const row = await requireAssessment(db, actor.accountId, assessmentId);
  const examinee = await requireExaminee(db, actor.accountId, row.examineeRecordId);
  const product = await productOfAssessment(db, row);
  const changes = await scoreChangesOf(db, row, product, row.status === 'scored' ? row.score : null);
  return { assessment: toAssessment(row), examinee, product, examinerName: await userName(db, actor.accountId, row.examinerId), changes };
}

/** The raw score and band of each headline scale of a scored assessment, in product order, in the reader's language. */
function headlineScoresOf(row: AssessmentRow, product: ProductDefinition | undefined, locale: Locale): HeadlineScore[] {
  if (row.status !== 'scored' || !row.score || !product) return [];
  const score = scoreIn(row.score, product, locale);
  return headlineScales(product).flatMap((definition) => {
    const scale = score.scales.find((candidate) => candidate.scaleId === definition.id);
    return scale && scale.raw !== null ? [{ scaleId: scale.scaleId, name: scale.name, raw: scale.raw, band: scale.band?.label ?? null, derived: scale.derived }] : [];
  });
}

/**
 * An assessment row as a history or list row: the headline scores and bands (in `locale`, the
 * reader's language), critical flag count.
 */
export function summaryOf(row: AssessmentRow, product: ProductDefinition | undefined, examinerName: string, locale: Locale = DEFAULT_LOCALE): AssessmentSummary {
  return {
    id: row.id,
    productId: row.productId,
    productCode: product?.code ?? row.productId,
    administrationDate: row.administrationDate,
    status: row.status,
    examinerName,
    headlineScores: headlineScoresOf(row, product, locale),
    criticalFlags: row.score?.flags.filter((flag) => flag.severity === 'critical').length ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An examinee's assessments, newest administration first. @throws HttpProblem notFound. */
export async function examineeHistory(db: Db, actor: Actor, examineeRecordId: number): Promise<AssessmentSummary[]> {
  await requireExaminee(db, actor.accountId, examineeRecordId);
  const rows = await repositories(db, scopeOf(actor)).assessments.listOfExaminee(examineeRecordId);
  const products = new Map((await listCatalogueProducts(db)).map((product) => [product.id, product] as const));
  return rows.map((row) => summaryOf(row.assessment, products.get(row.assessment.productId), row.examinerName, actor.locale));
}

/**
 * Scores responses without saving (on-the-fly scoring), in the context the caller sends (the
 * examinee's demographics and the administration; none for products without norms).
 * @throws HttpProblem validation when the product is unknown.
 */
export async function scoreOnTheFly(db: Db, productId: string, responses: Responses, context: ScoringContext, productVersion?: number): Promise<ScoreResult> {
  if (productVersion === undefined) return scoreAssessment(await requireCatalogueProduct(db, productId), responses, context);
  // An existing assessment is scored with the version it was created with.
  const product = await findProductVersion(db, productId, productVersion);
  if (!product) throw invalidField('productVersion', 'Choose a version of the product that exists.');
  return scoreAssessment(product, responses, context);
}

/** A published product, retired or not (to score an existing assessment's responses). @throws HttpProblem validation naming `productId`. */
async function requireCatalogueProduct(db: Db, productId: string): Promise<ProductDefinition> {
  const product = await findCatalogueProduct(db, productId);
  if (!product) throw invalidField('productId', 'Choose a product that exists.');
  return product;
}
