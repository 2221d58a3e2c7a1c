/** Assessment calls of the assessment facade. */
import * as yup from 'yup';
import { administrationSchema, type Assessment, assessmentCreateSchema, assessmentSaveSchema, responsesSchema } from '../../domain/assessment';
import { SEXES } from '../../domain/examinee';
import { PERMISSIONS } from '../../domain/permissions';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import type { ScoreChange } from '../../domain/scoreChange';
import type { ScoreResult } from '../../domain/scoring/scoreTypes';
import { assessmentRecordSchema, scoreResultSchema } from '../assessmentSchemas';
import { defineOperation } from '../operation';
import { examineeRecordSchema } from './examinees';

const assessmentParams = yup.object({ assessmentId: yup.number().integer().positive().required() });

/** Body of assessment.create: the examinee, the product, the date, the examiner and the administration (the domain's assessmentCreateSchema). */
export type AssessmentCreateInput = yup.InferType<typeof assessmentCreateSchema>;

/** Body of assessment.save: the version read, the responses, the administration and the status asked for (the domain's assessmentSaveSchema). */
export type AssessmentSaveInput = yup.InferType<typeof assessmentSaveSchema>;

/** Creates an assessment. */
export const createAssessment = defineOperation<Record<string, never>, Record<string, never>, AssessmentCreateInput, Assessment>({
  id: 'assessment.create',
  service: 'assessment',
  method: 'POST',
  path: '/assessments',
  summary: 'Creates an assessment of a product for an examinee.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  body: assessmentCreateSchema,
  response: 'json',
  responseSchema: assessmentRecordSchema,
  audit: { entity: 'assessment', id: { response: 'id' } },
  successStatus: 201,
});

/** Saves responses, administration details and status; scores when asked. */
export const saveAssessment = defineOperation<{ assessmentId: number }, Record<string, never>, AssessmentSaveInput, Assessment>({
  id: 'assessment.save',
  service: 'assessment',
  method: 'PUT',
  path: '/assessments/{assessmentId}',
  summary: 'Saves item responses, administration details and status; status "scored" records the score.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  body: assessmentSaveSchema,
  response: 'json',
  responseSchema: assessmentRecordSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** The answered shape of a {@link ScoreChange}, typed by the domain's type: raw scores, which may be fractional. */
const scoreChangeSchema: yup.ObjectSchema<ScoreChange> = yup.object({
  ruleId: yup.string().required(),
  scaleId: yup.string().required(),
  scaleName: yup.string().defined(),
  label: yup.string().defined(),
  threshold: yup.number().required(),
  source: yup.string().defined(),
  previousAssessmentId: yup.number().integer().required(),
  previousDate: yup.string().required(),
  previous: yup.number().required(),
  current: yup.number().required(),
  difference: yup.number().required(),
  significant: yup.boolean().required(),
});

/**
 * The answered shape of {@link AssessmentDetails}: the assessment record (its responses and score
 * as stored), the examinee record, and the product definition passed through as stored (items,
 * scales, norms and texts: the platform's own data, which the screen reads whole).
 */
const assessmentDetailsSchema = yup.object({
  assessment: assessmentRecordSchema.required(),
  examinee: examineeRecordSchema.required(),
  product: yup.mixed<ProductDefinition>().defined(),
  examinerName: yup.string().defined(),
  /**
   * Once the assessment is scored: the change of its scores since the examinee's most recent
   * earlier scored administration of the same product (earlier date, or the same date and a lower
   * id; deleted ones never count), one entry per change rule of the product. Absent or empty when
   * the product has no change rules or there is no earlier score.
   */
  changes: yup.array(scoreChangeSchema).optional(),
});

/** Everything the assessment screen needs: the assessment, its examinee and product, the examiner's name and the score changes ({@link assessmentDetailsSchema}). */
export type AssessmentDetails = yup.InferType<typeof assessmentDetailsSchema>;

/** An assessment with its examinee and product. */
export const loadAssessmentDetails = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, AssessmentDetails>({
  id: 'assessment.loadDetails',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/{assessmentId}',
  summary: 'An assessment with responses, score of record, examinee and product definition.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: assessmentParams,
  response: 'json',
  responseSchema: assessmentDetailsSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** yup schema of the body of on-the-fly scoring: the product, the responses and, for products with norms, the context. */
const onTheFlyScoringBodySchema = yup.object({
  productId: yup.string().required('Choose a product.'),
  /** The product version to score with (an existing assessment's); the published version when absent. */
  productVersion: yup.number().integer().min(1).max(100_000).optional(),
  responses: responsesSchema.required(),
  // The examinee's demographics and the administration, for products with norms.
  context: yup
    .object({
      demographics: yup
        .object({ birthDate: yup.string().nullable().defined(), sex: yup.mixed<(typeof SEXES)[number]>().oneOf([...SEXES]).nullable().defined() })
        .required(),
      administration: administrationSchema.required(),
      testDate: yup.string().required(),
    })
    .default(undefined),
});

/** Scores responses without saving them. */
export const onTheFlyScoring = defineOperation<Record<string, never>, Record<string, never>, yup.InferType<typeof onTheFlyScoringBodySchema>, ScoreResult>({
  id: 'assessment.onTheFlyScoring',
  service: 'assessment',
  method: 'POST',
  path: '/scoring/on-the-fly',
  summary: 'Scores the responses entered so far, without saving them.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  body: onTheFlyScoringBodySchema,
  response: 'json',
  responseSchema: scoreResultSchema,
  audit: 'none',
});

export { SCREENS } from './assessmentScreens';
