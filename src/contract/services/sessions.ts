/**
 * Administration sessions (prosa facade): several assessments of one examinee given together, so
 * that one remote link (assessment.createExamineeLink) answers them all, in order.
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';

/** The answered shape of an {@link AdministrationSession}. */
const administrationSessionSchema = yup.object({
  id: yup.number().integer().required(),
  examineeRecordId: yup.number().integer().required(),
  title: yup.string().defined(),
  createdAt: yup.string().required(),
  createdByName: yup.string().defined(),
  assessments: yup
    .array(yup.object({ assessmentId: yup.number().integer().required(), productCode: yup.string().required(), productName: yup.string().defined(), status: yup.string().required() }))
    .required(),
});

/** A session and its assessments, in the order the respondent answers them (the order they were given in; {@link administrationSessionSchema}). */
export type AdministrationSession = yup.InferType<typeof administrationSessionSchema>;

/** yup schema of {@link SessionInput}. */
export const sessionInputSchema = yup.object({
  examineeRecordId: yup.number().integer().positive().required('Choose the examinee.'),
  /** Two or more assessments of the examinee still to be answered, in order; none may be in another session. */
  assessmentIds: yup
    .array(yup.number().integer().positive().required())
    .min(2, 'A session has at least two assessments; send a single assessment with its own link.')
    .max(20, 'A session has at most 20 assessments.')
    .required('Choose the assessments of the session.')
    .test('distinct', 'Each assessment may appear once.', (ids) => !ids || new Set(ids).size === ids.length),
  title: yup.string().trim().max(200, 'A title has at most 200 characters.').default(''),
});

/** What creating a session takes: the examinee, the assessments and a title ({@link sessionInputSchema}). */
export type SessionInput = yup.InferType<typeof sessionInputSchema>;

/** Creates a session of assessments of one examinee. */
export const createSession = defineOperation<Record<string, never>, Record<string, never>, SessionInput, AdministrationSession>({
  id: 'prosa.session',
  service: 'prosa',
  method: 'POST',
  path: '/sessions',
  summary: 'Creates an administration session: assessments of one examinee, still to be answered, given together through one link.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  body: sessionInputSchema,
  response: 'json',
  responseSchema: administrationSessionSchema,
  audit: { entity: 'session', id: { response: 'id' } },
  successStatus: 201,
});

/** The sessions of an examinee, newest first. */
export const examineeSessions = defineOperation<{ examineeRecordId: number }, Record<string, never>, undefined, AdministrationSession[]>({
  id: 'prosa.examineeSessions',
  service: 'prosa',
  method: 'GET',
  path: '/examinees/{examineeRecordId}/sessions',
  summary: 'The administration sessions of an examinee with their assessments, newest first.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: yup.object({ examineeRecordId: yup.number().integer().positive().required() }),
  response: 'json',
  responseSchema: yup.array(administrationSessionSchema).required(),
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});
