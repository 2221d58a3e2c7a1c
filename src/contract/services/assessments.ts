/** Assessment calls of the assessment facade. */
import * as yup from 'yup';
import {
  type AdministrationDetails,
  administrationSchema,
  type Assessment,
  assessmentCreateSchema,
  assessmentSaveSchema,
  type AssessmentStatus,
} from '../../domain/assessment';
import { SEXES } from '../../domain/examinee';
import { PERMISSIONS } from '../../domain/permissions';
import type { Responses, ScoreResult, ScoringContext } from '../../domain/scoring/scoreTypes';
import { assessmentRecordSchema, scoreResultSchema } from '../assessmentSchemas';
import { defineOperation } from '../operation';
import type { AssessmentDetails } from '../types';
import type { Screen } from '../screen';
import { examineeRecordSchema } from './examinees';

const assessmentParams = yup.object({ assessmentId: yup.number().integer().positive().required() });

/** Body of assessment.create. */
export interface AssessmentCreateInput {
  examineeRecordId: number;
  productId: string;
  administrationDate: string;
  examinerId: number;
  /** Grade, season and comparison group; `{}` when absent. */
  administration?: AdministrationDetails;
}

/** Body of assessment.save. */
export interface AssessmentSaveInput {
  /** The version the client last read; a save of an older version answers 409. */
  version: number;
  responses: Responses;
  administrationDate: string;
  examinerId: number;
  /** Grade, season and comparison group; the stored ones are kept when absent. */
  administration?: AdministrationDetails;
  /** `scored` asks for the score of record (400 `notScorable` when responses are missing). */
  status: AssessmentStatus;
}

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

/** The answered shape of a {@link import('../../domain/scoreChange').ScoreChange}: raw scores, which may be fractional. */
const scoreChangeSchema = yup.object({
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
  product: yup.mixed().defined(),
  examinerName: yup.string().defined(),
  changes: yup.array(scoreChangeSchema).optional(),
});

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

/** Scores responses without saving them. */
export const onTheFlyScoring = defineOperation<
  Record<string, never>,
  Record<string, never>,
  { productId: string; responses: Responses; context?: ScoringContext },
  ScoreResult
>({
  id: 'assessment.onTheFlyScoring',
  service: 'assessment',
  method: 'POST',
  path: '/scoring/on-the-fly',
  summary: 'Scores the responses entered so far, without saving them.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  body: yup.object({
    productId: yup.string().required('Choose a product.'),
    responses: assessmentSaveSchema.fields.responses,
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
  }),
  response: 'json',
  responseSchema: scoreResultSchema,
  audit: 'none',
});

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/assessments/:assessmentId',
    opensWith: [PERMISSIONS.ASSESSMENT_VIEW],
    help: 'assessment.html#assessment-page',
    name: {
      da_dk: 'Indtastning af items, scorer og rapporter',
      de_de: 'Item-Eingabe, Werte und Berichte',
      en_us: 'Item entry, scores and reports',
      en_au: 'Item entry, scores and reports',
      en_gb: 'Item entry, scores and reports',
      es_es: 'Introducción de ítems, puntuaciones e informes',
      fr_fr: 'Saisie des items, scores et rapports',
      fr_ca: 'Saisie des items, scores et rapports',
      nl_nl: 'Items invoeren, scores en rapporten',
      nb_no: 'Registrering av ledd, skårer og rapporter',
      sv_se: 'Inmatning av uppgifter, poäng och rapporter',
    },
  },
];
