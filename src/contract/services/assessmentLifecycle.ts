/**
 * Assessment lifecycle calls of the assessment facade: soft delete and recovery (examinees and
 * assessments), clone, the age and retest checks, the graceful create and scorability errors.
 */
import * as yup from 'yup';
import { administrationDateSchema, type Assessment, assessmentCreateSchema } from '../../domain/assessment';
import { isIsoDate } from '../../domain/dates';
import { type AgeCheck, CREATE_WARNING_CODES, type CreateWarning, type CreateWarningCode, type EarlierAdministration } from '../../domain/formEligibility';
import { PERMISSIONS } from '../../domain/permissions';
import { assessmentRecordSchema, scorabilityErrorSchema } from '../assessmentSchemas';
import { defineOperation } from '../operation';
import { ageRangeSchema } from '../responseSchemas';
import type { Agreed, SchemaWrites } from '../schemaAgreement';

const assessmentParams = yup.object({ assessmentId: yup.number().integer().positive().required() });
const examineeParams = yup.object({ examineeRecordId: yup.number().integer().positive().required() });

const testDate = yup
  .string()
  .required('Enter the test date.')
  .test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => !value || isIsoDate(value));

/** The answered shape of a {@link Deletion}. */
const deletionSchema = yup.object({
  id: yup.number().integer().required(),
  /** ISO instant of the deletion. */
  deletedAt: yup.string().required(),
});

/** What a soft delete answers ({@link deletionSchema}). */
export type Deletion = yup.InferType<typeof deletionSchema>;

/** The answered shape of a {@link DeletedAssessment}. */
const deletedAssessmentSchema = yup.object({
  id: yup.number().integer().required(),
  examineeRecordId: yup.number().integer().required(),
  examineeName: yup.string().defined(),
  examineeId: yup.string().defined(),
  productId: yup.string().required(),
  productCode: yup.string().required(),
  administrationDate: yup.string().required(),
  deletedAt: yup.string().required(),
  deletedByName: yup.string().defined(),
  /** False when the examinee was deleted too: recover the examinee first. */
  recoverable: yup.boolean().required(),
});

/** A deleted assessment, as the recovery list shows it ({@link deletedAssessmentSchema}). */
export type DeletedAssessment = yup.InferType<typeof deletedAssessmentSchema>;

/** An earlier administration inside the retest interval, typed by the domain's {@link EarlierAdministration}. */
const earlierAdministrationSchema: yup.ObjectSchema<EarlierAdministration> = yup.object({
  assessmentId: yup.number().integer().required(),
  administrationDate: yup.string().required(),
});

/** The answered shape of a warning of a graceful create, with the values its message names; typed by the domain's {@link CreateWarning}. */
const createWarningSchema: yup.ObjectSchema<CreateWarning> = yup.object({
  code: yup.string<CreateWarningCode>().required(),
  message: yup.string().defined(),
  params: yup
    .object({ product: yup.string().defined(), date: yup.string().defined(), days: yup.number(), years: yup.number(), min: yup.number(), max: yup.number() })
    .required(),
});

/** Deletes an examinee (soft, audited); the examinee's assessments become invisible with it. */
export const deleteExaminee = defineOperation<{ examineeRecordId: number }, Record<string, never>, undefined, Deletion>({
  id: 'assessment.deleteExaminee',
  service: 'assessment',
  method: 'DELETE',
  path: '/examinees/{examineeRecordId}',
  summary: 'Deletes an examinee record and hides its assessments (soft delete, audited).',
  access: [PERMISSIONS.EXAMINEE_EDIT],
  params: examineeParams,
  response: 'json',
  responseSchema: deletionSchema,
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

/** Deletes an assessment (soft, audited, recoverable by an account administrator). */
export const deleteAssessment = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, Deletion>({
  id: 'assessment.delete',
  service: 'assessment',
  method: 'DELETE',
  path: '/assessments/{assessmentId}',
  summary: 'Deletes an assessment (soft delete, audited; an account administrator can recover it).',
  access: [PERMISSIONS.ASSESSMENT_DELETE],
  params: assessmentParams,
  response: 'json',
  responseSchema: deletionSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** The account's deleted assessments, newest deletion first. */
export const deletedAssessments = defineOperation<Record<string, never>, Record<string, never>, undefined, DeletedAssessment[]>({
  id: 'assessment.deletedAssessments',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/deleted',
  summary: "The account's deleted assessments, for recovery by an account administrator.",
  access: [PERMISSIONS.ASSESSMENT_RECOVER],
  response: 'json',
  responseSchema: yup.array(deletedAssessmentSchema).required(),
  audit: { entity: 'assessment', id: null },
});

/** Recovers a deleted assessment. */
export const recoverAssessment = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, Assessment>({
  id: 'assessment.recover',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/recover',
  summary: 'Recovers a deleted assessment (account administrators; audited).',
  access: [PERMISSIONS.ASSESSMENT_RECOVER],
  params: assessmentParams,
  response: 'json',
  responseSchema: assessmentRecordSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** yup schema of {@link CloneInput} (the SPA's copy form uses it too). */
export const cloneBodySchema = yup.object({
  administrationDate: administrationDateSchema,
  /** Copy the item responses too (the copy starts in progress or complete instead of draft). */
  copyResponses: yup.boolean().required('Say whether to copy the responses.'),
});

/** Body of assessment.clone: the new administration date, and whether to copy the responses ({@link cloneBodySchema}). */
export type CloneInput = yup.InferType<typeof cloneBodySchema>;

/** Copies an assessment: same examinee and product, a new administration date, responses optional. */
export const cloneAssessment = defineOperation<{ assessmentId: number }, Record<string, never>, CloneInput, Assessment>({
  id: 'assessment.clone',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/clone',
  summary: 'Copies an assessment for the same examinee and product with a new administration date; responses optional.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  body: cloneBodySchema,
  response: 'json',
  responseSchema: assessmentRecordSchema,
  audit: { entity: 'assessment', id: { response: 'id' } },
  successStatus: 201,
});

/** yup schema of {@link EligibilityQuery}. */
const eligibilityQuery = yup.object({
  examineeRecordId: yup.number().integer().positive().required('Choose an examinee.'),
  productId: yup.string().required('Choose a product.'),
  testDate,
});

/** Query of the age and retest checks: the examinee, the product and the test date ({@link eligibilityQuery}). */
export type EligibilityQuery = yup.InferType<typeof eligibilityQuery>;

/** The answered shape of an age check, typed by the domain's {@link AgeCheck}. */
const ageCheckSchema: yup.ObjectSchema<AgeCheck> = yup.object({
  age: yup.object({ years: yup.number().integer().required(), months: yup.number().integer().required() }).nullable().defined(),
  inRange: yup.boolean().required(),
  birthDateMissing: yup.boolean().required(),
  ageRange: ageRangeSchema,
});

/** Whether the examinee's age on the test date is inside the product's age range. */
export const ageCheck = defineOperation<Record<string, never>, EligibilityQuery, undefined, AgeCheck>({
  id: 'assessment.ageCheck',
  service: 'assessment',
  method: 'GET',
  path: '/age-check',
  summary: "Whether the examinee's age on the test date is inside the form's age range.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  query: eligibilityQuery,
  response: 'json',
  responseSchema: ageCheckSchema,
  audit: { entity: 'examinee', id: { query: 'examineeRecordId' } },
});

/** The answered shape of a {@link RetestVerification}. */
const retestVerificationSchema = yup.object({
  retestIntervalDays: yup.number().integer().nullable().defined(),
  /** Earlier administrations of the product inside the interval, nearest first; empty when none. */
  withinInterval: yup.array(earlierAdministrationSchema).required(),
});

/** What the retest check answers ({@link retestVerificationSchema}). */
export type RetestVerification = yup.InferType<typeof retestVerificationSchema>;

/** Earlier administrations of the same product inside its retest interval. */
export const retestVerification = defineOperation<Record<string, never>, EligibilityQuery, undefined, RetestVerification>({
  id: 'assessment.retestVerification',
  service: 'assessment',
  method: 'GET',
  path: '/retest-verification',
  summary: 'Earlier administrations of the same product to the examinee inside its retest interval.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  query: eligibilityQuery,
  response: 'json',
  responseSchema: retestVerificationSchema,
  audit: { entity: 'examinee', id: { query: 'examineeRecordId' } },
});

/** yup schema of {@link GracefulCreateInput}. */
const gracefulCreateBodySchema = assessmentCreateSchema.shape({
  confirmedWarnings: yup
    .array(yup.string().oneOf([...CREATE_WARNING_CODES], 'Unknown warning code.').required())
    .default([]),
});

/** Body of assessment.gracefulCreate: a create, with the warnings the examiner has confirmed ({@link gracefulCreateBodySchema}). */
export type GracefulCreateInput = yup.InferType<typeof gracefulCreateBodySchema>;

/**
 * The answered shape of a {@link GracefulCreateResult}: one object whose two fields are each
 * optional, as the union cannot be stated without validating differently; checked to write
 * either member whole.
 */
const gracefulCreateResultSchema = yup.object({ created: assessmentRecordSchema.default(undefined).optional(), warnings: yup.array(createWarningSchema).optional() });

/** What a graceful create answers: the assessment, or the warnings still to confirm (nothing created). */
export type GracefulCreateResult = { created: Assessment } | { warnings: CreateWarning[] };

/** The graceful create's schema writes either answer whole (checked when compiling). */
type _GracefulCreateResultAgrees = Agreed<SchemaWrites<typeof gracefulCreateResultSchema, GracefulCreateResult>>;

/** Creates an assessment unless there are warnings the request has not confirmed. */
export const gracefulCreate = defineOperation<Record<string, never>, Record<string, never>, GracefulCreateInput, GracefulCreateResult>({
  id: 'assessment.gracefulCreate',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/graceful',
  summary: 'Creates an assessment, or answers the warnings (retest interval, age range) the examiner must confirm first.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  body: gracefulCreateBodySchema,
  response: 'json',
  responseSchema: gracefulCreateResultSchema,
  audit: { entity: 'assessment', id: { response: 'created.id' } },
});

/** The answered shape of a {@link ScorabilityReport}. */
const scorabilityReportSchema = yup.object({
  scorable: yup.boolean().required(),
  errors: yup.array(scorabilityErrorSchema).required(),
  /** The account requires verified item entry before scoring. */
  verificationRequired: yup.boolean().required(),
  verified: yup.boolean().required(),
});

/** Why an assessment cannot be scored yet ({@link scorabilityReportSchema}). */
export type ScorabilityReport = yup.InferType<typeof scorabilityReportSchema>;

/** Why an assessment cannot be scored yet (missing items, verification). */
export const scorabilityErrors = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, ScorabilityReport>({
  id: 'assessment.scorabilityErrors',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/{assessmentId}/scorability',
  summary: 'Why an assessment cannot be scored yet: missing or invalid responses, item entry not verified.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: assessmentParams,
  response: 'json',
  responseSchema: scorabilityReportSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

export { SCREENS } from './assessmentLifecycleScreens';
