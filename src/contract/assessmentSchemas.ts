/**
 * The answered shape of an assessment ({@link import('../domain/assessment').Assessment}): its
 * record's fields by name. The responses (item id to value, as entered) and the score (the
 * product's scales, as the scoring engine wrote them) are passed through as they are stored.
 * Also the shapes of scoring that answers name field by field: a score the engine has just
 * computed (on-the-fly scoring), its scorability errors, and an assessment's row in a history
 * or list with its headline scores.
 */
import * as yup from 'yup';
import type { Assessment, AssessmentStatus, Season } from '../domain/assessment';
import type { DerivedScore, RaisedFlag, Responses, ScorabilityError, ScoreResult } from '../domain/scoring/scoreTypes';
import type { Agreed, SchemaWrites } from './schemaAgreement';

/**
 * An assessment as answered by create, save, recover, clone and essay scoring. Typed by the
 * domain's {@link Assessment}, so a field the domain adds cannot be left out of the answer.
 */
export const assessmentRecordSchema: yup.ObjectSchema<Assessment> = yup.object({
  id: yup.number().integer().required(),
  accountId: yup.number().integer().required(),
  examineeRecordId: yup.number().integer().required(),
  productId: yup.string().required(),
  administrationDate: yup.string().required(),
  examinerId: yup.number().integer().required(),
  status: yup.string<AssessmentStatus>().required(),
  responses: yup.mixed<Responses>().defined(),
  administration: yup.object({ grade: yup.number().integer(), season: yup.string<Season>(), comparisonGroupId: yup.string() }).defined(),
  score: yup.mixed<ScoreResult>().nullable().defined(),
  scoredAt: yup.string().nullable().defined(),
  version: yup.number().integer().required(),
  createdAt: yup.string().required(),
  updatedAt: yup.string().required(),
});

/** An id, a version or a count. */
const integer = () => yup.number().integer().required();
const text = () => yup.string().defined();
/** A score or a percentile: may be fractional (mean scales, proration), so never written as an integer. */
const nullableScore = () => yup.number().nullable().defined();

/** A score derived from norms, typed by the domain's {@link DerivedScore}. */
export const derivedScoreSchema: yup.ObjectSchema<DerivedScore> = yup.object({
  comparisonGroupId: yup.string().required(),
  comparisonGroupLabel: text(),
  cell: text(),
  percentileBand: yup.string().nullable().defined(),
  bandFloor: nullableScore(),
  bandCeiling: nullableScore(),
  tScore: nullableScore(),
  percentile: nullableScore(),
  unverified: yup.boolean().required(),
});

/** Why an assessment cannot be scored (yet), typed by the domain's {@link ScorabilityError}. */
export const scorabilityErrorSchema: yup.ObjectSchema<ScorabilityError> = yup.object({
  code: yup.string<ScorabilityError['code']>().required(),
  message: text(),
  itemNumbers: yup.array(yup.number().integer().required()).required(),
});

/**
 * A score as the scoring engine answers it ({@link ScoreResult}): each scale with its band and
 * derived score, the raised flags and the scorability errors. A scale's `range` is a pair the
 * schema reads as an array, so it agrees with the domain's type by {@link SchemaWrites}.
 */
export const scoreResultSchema = yup.object({
  productId: yup.string().required(),
  productVersion: integer(),
  scorable: yup.boolean().required(),
  scales: yup
    .array(
      yup.object({
        scaleId: yup.string().required(),
        name: text(),
        raw: nullableScore(),
        range: yup.array(yup.number().required()).required(),
        answered: integer(),
        /** Absent in scores stored before skip rules were counted: none skipped. */
        skipped: yup.number().integer().min(0).optional(),
        itemCount: integer(),
        missingItemNumbers: yup.array(yup.number().integer().required()).required(),
        scorable: yup.boolean().required(),
        prorated: yup.boolean().required(),
        band: yup.object({ label: text(), interpretation: text() }).nullable().defined(),
        derived: derivedScoreSchema.nullable().defined(),
      }),
    )
    .required(),
  flags: yup.array(yup.object({ id: yup.string().required(), label: text(), severity: yup.string<RaisedFlag['severity']>().required(), action: text() })).required(),
  scorabilityErrors: yup.array(scorabilityErrorSchema).required(),
});

/** The score schema writes every {@link ScoreResult} whole (checked when compiling). */
type _ScoreResultAgrees = Agreed<SchemaWrites<typeof scoreResultSchema, ScoreResult>>;

/** One headline scale's score in a list row ({@link HeadlineScore}). */
export const headlineScoreSchema = yup.object({
  scaleId: yup.string().required(),
  name: text(),
  raw: yup.number().required(),
  /** The interpretive band's label, in the reader's language; `null` when the scale has none. */
  band: yup.string().nullable().defined(),
  /** The norm-referenced score (ORF's percentile band), for the SPA to write in its language; `null` without norms. */
  derived: derivedScoreSchema.nullable().defined(),
});

/** One headline scale's score in a list row ({@link headlineScoreSchema}). */
export type HeadlineScore = yup.InferType<typeof headlineScoreSchema>;

/** One assessment in an examinee's history ({@link AssessmentSummary}); the account's list adds the examinee to it. */
export const assessmentSummarySchema = yup.object({
  id: integer(),
  productId: yup.string().required(),
  productCode: yup.string().required(),
  administrationDate: yup.string().required(),
  status: yup.string<AssessmentStatus>().required(),
  examinerName: text(),
  /**
   * The raw score and band of each headline scale (see `headlineScales`), in product order, when
   * scored; empty otherwise. `name` is the scale's name (DASS-21: Depression, Anxiety, Stress).
   */
  headlineScores: yup.array(headlineScoreSchema).required(),
  criticalFlags: integer(),
  updatedAt: yup.string().required(),
});

/** One assessment in an examinee's history ({@link assessmentSummarySchema}). */
export type AssessmentSummary = yup.InferType<typeof assessmentSummarySchema>;
