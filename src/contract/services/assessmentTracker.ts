/**
 * The back office's assessment tracker (CATALOGUE.md `/back-office`: backOffice.trackerByAssessmentId,
 * trackerBySession, trackerByExaminee, trackerStatusUpdate; issue #17): a support person looks an
 * assessment of any customer account up and sees its lifecycle as a timeline; a status update
 * reopens a submitted remote assessment, expires a link or marks a failed e-mail delivery
 * resolved. Every call reaches a customer account (`reach: 'allAccounts'`) with the staff
 * member's stated reason; the examinee's names and the responses come only with `reveal` and a
 * second reason, audited on its own.
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { staffReasonSchema, STAFF_REASON_LIMITS } from '../../domain/staffReason';
import { TRACKER_ACTIONS } from '../../domain/trackerActions';
import { assessmentTrackerSchema, trackerMatchSchema } from '../assessmentTrackerSchemas';
import { defineOperation } from '../operation';


const VIEW = [PERMISSIONS.ASSESSMENT_TRACKER_VIEW] as const;

/** One assessment's tracker ({@link assessmentTrackerSchema}). */
export type AssessmentTracker = yup.InferType<typeof assessmentTrackerSchema>;
/** An assessment a lookup found ({@link trackerMatchSchema}). */
export type TrackerMatch = yup.InferType<typeof trackerMatchSchema>;
/** One event of a tracker's timeline. */
export type TrackerEvent = AssessmentTracker['timeline'][number];
/** A link of a tracker. */
export type TrackedLink = AssessmentTracker['links'][number];
/** An e-mail of a tracker. */
export type TrackedEmail = AssessmentTracker['emails'][number];
/** What a stated reason reveals. */
export type RevealedData = NonNullable<AssessmentTracker['revealed']>;

/** The largest record id: ids are PostgreSQL `integer`s, so a larger one names nothing and is refused as bad input. */
const MAX_RECORD_ID = 2_147_483_647;
const recordId = () => yup.number().integer().positive().max(MAX_RECORD_ID).required();

/** yup schema of {@link TrackerQuery}. */
const trackerQuerySchema = yup.object({
  reason: staffReasonSchema,
  /** The account the assessment must be of (the timeline's address names it); another one answers 404. */
  accountId: yup.number().integer().positive().max(MAX_RECORD_ID),
  /** Whether to reveal the examinee's names and the responses; needs `revealReason`. */
  reveal: yup.boolean(),
  /** Why the names and responses are needed; checked by the rule of domain/staffReason.ts when `reveal` is set. */
  revealReason: yup.string().trim().max(STAFF_REASON_LIMITS.max),
});
/** The query of one assessment's tracker. */
export type TrackerQuery = yup.InferType<typeof trackerQuerySchema>;

/** One assessment's tracker, found by its id in whichever customer account holds it. */
export const trackerByAssessmentId = defineOperation<{ assessmentId: number }, TrackerQuery, undefined, AssessmentTracker>({
  id: 'backOffice.trackerByAssessmentId',
  service: 'backOffice',
  method: 'GET',
  path: '/tracker/assessments/{assessmentId}',
  summary: "An assessment's lifecycle as a timeline, in any customer account, with a stated reason; names and responses only with reveal and a second reason.",
  access: VIEW,
  reach: 'allAccounts',
  params: yup.object({ assessmentId: recordId() }),
  query: trackerQuerySchema,
  response: 'json',
  responseSchema: assessmentTrackerSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** yup schema of {@link SessionLookupQuery}. */
const sessionLookupQuerySchema = yup.object({
  reason: staffReasonSchema,
  /** `administration`: an administration session's id; `link`: a remote link's id (its session, or its one assessment). */
  kind: yup.string().oneOf(['administration', 'link'] as const, 'Choose an administration session or a remote link.').required('Choose an administration session or a remote link.'),
});
/** The query of a lookup by session. */
export type SessionLookupQuery = yup.InferType<typeof sessionLookupQuerySchema>;

/** The assessments of an administration session or of a remote link's session, in any customer account. */
export const trackerBySession = defineOperation<{ sessionId: number }, SessionLookupQuery, undefined, TrackerMatch[]>({
  id: 'backOffice.trackerBySession',
  service: 'backOffice',
  method: 'GET',
  path: '/tracker/sessions/{sessionId}',
  summary: 'The assessments of an administration session, or of the session (or assessment) a remote link answers, with a stated reason.',
  access: VIEW,
  reach: 'allAccounts',
  params: yup.object({ sessionId: recordId() }),
  query: sessionLookupQuerySchema,
  response: 'json',
  responseSchema: yup.array(trackerMatchSchema).required(),
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** yup schema of {@link ExamineeLookupQuery}. */
const examineeLookupQuerySchema = yup.object({
  reason: staffReasonSchema,
  /** The account's own id of the examinee (exact, any case). */
  examineeId: yup.string().trim().required('Enter an examinee id.').max(50, 'Must be at most 50 characters.'),
});
/** The query of a lookup by examinee. */
export type ExamineeLookupQuery = yup.InferType<typeof examineeLookupQuerySchema>;

/** The assessments of an examinee id in one customer account. */
export const trackerByExaminee = defineOperation<{ accountId: number }, ExamineeLookupQuery, undefined, TrackerMatch[]>({
  id: 'backOffice.trackerByExaminee',
  service: 'backOffice',
  method: 'GET',
  path: '/tracker/accounts/{accountId}/examinee-assessments',
  summary: "The assessments, newest first, of the examinee with an examinee id in a customer account, with a stated reason.",
  access: VIEW,
  reach: 'allAccounts',
  params: yup.object({ accountId: recordId() }),
  query: examineeLookupQuerySchema,
  response: 'json',
  responseSchema: yup.array(trackerMatchSchema).required(),
  audit: { entity: 'account', id: { params: 'accountId' } },
});

/** yup schema of {@link TrackerStatusBody}. */
const trackerStatusBodySchema = yup.object({
  action: yup.string().oneOf([...TRACKER_ACTIONS], 'Choose reopen, expire a link or resolve an e-mail.').required('Choose reopen, expire a link or resolve an e-mail.'),
  /** The link to expire (`expireLink`). */
  linkId: yup.number().integer().positive().max(MAX_RECORD_ID),
  /** The e-mail whose failed delivery is resolved (`resolveEmail`). */
  messageId: yup.number().integer().positive().max(MAX_RECORD_ID),
  reason: staffReasonSchema,
});
/** A status update with its reason. */
export type TrackerStatusBody = yup.InferType<typeof trackerStatusBodySchema>;

/** Reopens a submitted remote assessment, expires one of its links, or marks a failed e-mail delivery resolved. */
export const trackerStatusUpdate = defineOperation<{ accountId: number; assessmentId: number }, Record<string, never>, TrackerStatusBody, AssessmentTracker>({
  id: 'backOffice.trackerStatusUpdate',
  service: 'backOffice',
  method: 'POST',
  path: '/tracker/accounts/{accountId}/assessments/{assessmentId}/status',
  summary: 'Reopens a submitted remote assessment, expires a link now or marks a failed e-mail delivery resolved, with a stated reason; answers the tracker.',
  access: VIEW,
  reach: 'allAccounts',
  params: yup.object({ accountId: recordId(), assessmentId: recordId() }),
  body: trackerStatusBodySchema,
  response: 'json',
  responseSchema: assessmentTrackerSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

export { SCREENS } from './assessmentTrackerScreens';
