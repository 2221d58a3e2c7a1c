/**
 * Administration sessions (prosa facade): several assessments of one examinee given together, so
 * that one remote link (assessment.createExamineeLink) answers them all, in order.
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { SESSION_DELIVERIES, type SessionDelivery } from '../../domain/live/liveSession';
import { type Locale, SUPPORTED_LOCALES } from '../../domain/locale';
import { defineOperation } from '../operation';
import { videoInputSchema } from './liveSessions';

/** The answered shape of an {@link AdministrationSession}. */
const administrationSessionSchema = yup.object({
  id: yup.number().integer().required(),
  examineeRecordId: yup.number().integer().required(),
  title: yup.string().defined(),
  /** `link` or `live` (issue #20). */
  delivery: yup.string<SessionDelivery>().required(),
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
  /** `link`: answered alone through one remote link; `live`: held live with the examiner (issue #20). */
  delivery: yup.string<SessionDelivery>().oneOf([...SESSION_DELIVERIES]).default('link'),
  /** Assessments of the examinee still to be answered, in order; none may be in another session. A link session has two or more. */
  assessmentIds: yup
    .array(yup.number().integer().positive().required())
    .max(20, 'A session has at most 20 assessments.')
    .default([])
    .test('distinct', 'Each assessment may appear once.', (ids) => !ids || new Set(ids).size === ids.length)
    .when('delivery', {
      is: 'link',
      then: (schema) => schema.min(2, 'A session has at least two assessments; send a single assessment with its own link.').required('Choose the assessments of the session.'),
    }),
  /** Live sessions: products to give, each becoming a new draft assessment of the examinee, after `assessmentIds`. */
  productIds: yup
    .array(yup.string().max(100).required())
    .max(10, 'A session has at most 10 new forms.')
    .default([])
    .when('delivery', {
      is: 'live',
      then: (schema) =>
        schema.test('forms', 'Choose at least one form for the session.', (ids, context) => (ids?.length ?? 0) + ((context.parent as { assessmentIds?: number[] }).assessmentIds?.length ?? 0) > 0),
      otherwise: (schema) => schema.max(0, 'A link session holds existing assessments only.'),
    }),
  title: yup.string().trim().max(200, 'A title has at most 200 characters.').default(''),
  /** Live sessions: ISO instant of the appointment. */
  scheduledAt: yup
    .string()
    .nullable()
    .default(null)
    .test('iso', 'Enter a date and time.', (value) => !value || !Number.isNaN(Date.parse(value)))
    .when('delivery', { is: 'live', then: (schema) => schema.required('Choose the appointment.') }),
  /** Live sessions: the appointment's length in minutes. */
  durationMinutes: yup.number().integer().min(10, 'A session lasts at least 10 minutes.').max(240, 'A session lasts at most 4 hours.').default(60),
  /** Live sessions: the examinee's language for the screen and the content. */
  locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').default('en_us'),
  /** Live sessions: the video; `null` takes the account's default. */
  video: videoInputSchema.nullable().default(null),
});

/** What creating a session takes: the examinee, the assessments and a title ({@link sessionInputSchema}). */
export type SessionInput = yup.InferType<typeof sessionInputSchema>;

/** What a client sends to create a session: the examinee, and any field of {@link SessionInput} whose default does not do. */
export type SessionRequest = Pick<SessionInput, 'examineeRecordId'> & Partial<SessionInput>;

/** Creates a session of assessments of one examinee. */
export const createSession = defineOperation<Record<string, never>, Record<string, never>, SessionRequest, AdministrationSession>({
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
