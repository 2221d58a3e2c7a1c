/**
 * The answered shape of an assessment ({@link import('../domain/assessment').Assessment}): its
 * record's fields by name. The responses (item id to value, as entered) and the score (the
 * product's scales, as the scoring engine wrote them) are passed through as they are stored.
 * Also the shapes of scoring that answers name field by field: a score the engine has just
 * computed (on-the-fly scoring), its scorability errors, and an assessment's row in a history
 * or list with its headline scores.
 */
import * as yup from 'yup';

/** An assessment as answered by create, save, recover, clone and essay scoring. */
export const assessmentRecordSchema = yup.object({
  id: yup.number().integer().required(),
  accountId: yup.number().integer().required(),
  examineeRecordId: yup.number().integer().required(),
  productId: yup.string().required(),
  administrationDate: yup.string().required(),
  examinerId: yup.number().integer().required(),
  status: yup.string().required(),
  responses: yup.mixed().defined(),
  administration: yup.object({ grade: yup.number().integer(), season: yup.string(), comparisonGroupId: yup.string() }).defined(),
  score: yup.mixed().nullable().defined(),
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

/** A score derived from norms ({@link import('../domain/scoring/scoreTypes').DerivedScore}). */
export const derivedScoreSchema = yup.object({
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

/** Why an assessment cannot be scored (yet) ({@link import('../domain/scoring/scoreTypes').ScorabilityError}). */
export const scorabilityErrorSchema = yup.object({ code: yup.string().required(), message: text(), itemNumbers: yup.array(yup.number().integer().required()).required() });

/**
 * A score as the scoring engine answers it ({@link import('../domain/scoring/scoreTypes').ScoreResult}):
 * each scale with its band and derived score, the raised flags and the scorability errors.
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
        itemCount: integer(),
        missingItemNumbers: yup.array(yup.number().integer().required()).required(),
        scorable: yup.boolean().required(),
        prorated: yup.boolean().required(),
        band: yup.object({ label: text(), interpretation: text() }).nullable().defined(),
        derived: derivedScoreSchema.nullable().defined(),
      }),
    )
    .required(),
  flags: yup.array(yup.object({ id: yup.string().required(), label: text(), severity: yup.string().required(), action: text() })).required(),
  scorabilityErrors: yup.array(scorabilityErrorSchema).required(),
});

/** One headline scale's score in a list row ({@link import('./types').HeadlineScore}). */
export const headlineScoreSchema = yup.object({
  scaleId: yup.string().required(),
  name: text(),
  raw: yup.number().required(),
  band: yup.string().nullable().defined(),
  derived: derivedScoreSchema.nullable().defined(),
});

/** An assessment in an examinee's history ({@link import('./types').AssessmentSummary}); the account's list adds the examinee to it. */
export const assessmentSummarySchema = yup.object({
  id: integer(),
  productId: yup.string().required(),
  productCode: yup.string().required(),
  administrationDate: yup.string().required(),
  status: yup.string().required(),
  examinerName: text(),
  headlineScores: yup.array(headlineScoreSchema).required(),
  criticalFlags: integer(),
  updatedAt: yup.string().required(),
});
