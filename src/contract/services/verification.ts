/** Item entry verification calls of the assessment facade (a second, blind entry and its comparison). */
import * as yup from 'yup';
import type { Discrepancy } from '../../domain/itemEntryVerification';
import { PERMISSIONS } from '../../domain/permissions';
import type { Responses } from '../../domain/scoring/scoreTypes';
import { defineOperation } from '../operation';

const assessmentParams = yup.object({ assessmentId: yup.number().integer().positive().required() });

/** One discrepant item, typed by the domain's {@link Discrepancy}. */
const discrepancySchema: yup.ObjectSchema<Discrepancy> = yup.object({
  itemId: yup.string().required(),
  itemNumber: yup.number().integer().required(),
  firstValue: yup.number().nullable().defined(),
  secondValue: yup.number().nullable().defined(),
});

/** The answered shape of a {@link VerificationState}: the second entry's values appear only as discrepancies, after its end. */
const verificationStateSchema = yup.object({
  assessmentId: yup.number().integer().required(),
  /** The assessment's version (a save changes it and voids a comparison under way). */
  assessmentVersion: yup.number().integer().required(),
  /** The account requires verification before scoring. */
  required: yup.boolean().required(),
  /** The last completed verification, while the responses are unchanged since. */
  verified: yup.object({ at: yup.string().required(), byName: yup.string().defined() }).nullable().defined(),
  /** The verification under way, if any. */
  session: yup
    .object({
      begunAt: yup.string().required(),
      begunByName: yup.string().defined(),
      discrepancies: yup.array(discrepancySchema).nullable().defined(),
    })
    .nullable()
    .defined(),
});

/**
 * The verification state of an assessment ({@link verificationStateSchema}). It never carries the
 * first entry's values except in the discrepancies, once the second entry is in: the second entry is blind.
 */
export type VerificationState = yup.InferType<typeof verificationStateSchema>;

/** A map of item id to value or `null`, as its test checks. */
const valueMap = (label: string): yup.ObjectSchema<Responses> =>
  yup
    .object()
    .test(label, `${label} must map item ids to numbers or null.`, (value) =>
      Object.values(value ?? {}).every((v) => v === null || (typeof v === 'number' && Number.isFinite(v))),
    );

/** yup schema of {@link VerificationEndInput}. */
const verificationEndBodySchema = yup.object({
  /**
   * The second entry, item id to value (`null` or absent: left blank). Optional only when
   * resolving the discrepancies of a second entry already submitted (the stored one is used).
   */
  secondEntry: valueMap('secondEntry').optional().default(undefined),
  /** The correct value of each discrepant item ({@link import('../../domain/itemEntryVerification').Resolutions}); omit to get the discrepancy list first. */
  resolutions: valueMap('resolutions').optional().default(undefined),
});

/** Body of assessment.itemEntryVerificationEnd: the second entry and the resolutions ({@link verificationEndBodySchema}). */
export type VerificationEndInput = yup.InferType<typeof verificationEndBodySchema>;

/** The verification state of an assessment (no values of the first entry). */
export const itemEntryVerificationStatus = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, VerificationState>({
  id: 'assessment.itemEntryVerificationStatus',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/{assessmentId}/verification',
  summary: 'Whether an assessment is verified, whether verification is required, and the verification under way.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: assessmentParams,
  response: 'json',
  responseSchema: verificationStateSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** Begins a verification: the second entry starts blank. */
export const itemEntryVerificationBegin = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, VerificationState>({
  id: 'assessment.itemEntryVerificationBegin',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/verification',
  summary: 'Begins the second, blind entry of the item responses (restarts one under way).',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  response: 'json',
  responseSchema: verificationStateSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/**
 * Ends a verification: compares the second entry with the first. With discrepancies and no
 * resolutions it answers them; with a resolution for each it applies them and marks the assessment verified.
 */
export const itemEntryVerificationEnd = defineOperation<{ assessmentId: number }, Record<string, never>, VerificationEndInput, VerificationState>({
  id: 'assessment.itemEntryVerificationEnd',
  service: 'assessment',
  method: 'PUT',
  path: '/assessments/{assessmentId}/verification',
  summary: 'Submits the second entry (and the resolution of each discrepancy); marks the assessment verified when they agree.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  body: verificationEndBodySchema,
  response: 'json',
  responseSchema: verificationStateSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** Cancels the verification under way (a completed verification stays). */
export const itemEntryVerificationCancel = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, VerificationState>({
  id: 'assessment.itemEntryVerificationCancel',
  service: 'assessment',
  method: 'DELETE',
  path: '/assessments/{assessmentId}/verification',
  summary: 'Cancels the verification under way; nothing of the second entry is kept.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  response: 'json',
  responseSchema: verificationStateSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

export { SCREENS } from './verificationScreens';
