/**
 * Remote administration links of the assessment facade (QOSA): create for an assessment or a
 * session, list, revoke, resend, and launch on the examiner's own device.
 */
import * as yup from 'yup';
import type { Locale } from '../../domain/locale';
import { PERMISSIONS } from '../../domain/permissions';
import { type LinkKind, type LinkRespondent, type LinkState, type RemoteLinkInput, remoteLinkInputSchema } from '../../domain/remoteLink';
import { SUPPORTED_LOCALES } from '../../domain/locale';
import { defineOperation } from '../operation';

const assessmentParams = yup.object({ assessmentId: yup.number().integer().positive().required() });
const sessionParams = yup.object({ sessionId: yup.number().integer().positive().required() });
const linkParams = yup.object({ linkId: yup.number().integer().positive().required() });

const nullableId = () => yup.number().integer().nullable().defined();
const nullableText = () => yup.string().nullable().defined();

/** The answered shape of a {@link RemoteLinkSummary}: whatever else a link row holds (its token's hash) stays on the server. */
const remoteLinkSummarySchema = yup.object({
  id: yup.number().integer().required(),
  /** The assessment the link answers, or null for a session link. */
  assessmentId: nullableId(),
  /** The session whose assessments the link answers, or null for an assessment link. */
  sessionId: nullableId(),
  kind: yup.string<LinkKind>().required(),
  respondent: yup.string<LinkRespondent>().required(),
  locale: yup.string<Locale>().required(),
  /** The state now (an open link past its expiry reads `expired`). */
  state: yup.string<LinkState>().required(),
  createdAt: yup.string().required(),
  createdByName: yup.string().defined(),
  /** ISO instant from which the link opens. */
  startsAt: yup.string().required(),
  expiresAt: yup.string().required(),
  openedAt: nullableText(),
  /** When the respondent left the instructions and began. */
  launchedAt: nullableText(),
  completedAt: nullableText(),
  revokedAt: nullableText(),
  /** The address of the e-mail that carries the link, when it was e-mailed (the newest such e-mail). */
  emailedTo: nullableText(),
});

/** A link as the examiner sees it, never its token ({@link remoteLinkSummarySchema}). */
export type RemoteLinkSummary = yup.InferType<typeof remoteLinkSummarySchema>;

/** The answered shape of a {@link CreatedRemoteLink}. */
const createdRemoteLinkSchema = yup.object({
  link: remoteLinkSummarySchema.required(),
  /** The player's address with the token in its fragment (never sent to a server in a request line or a Referer). */
  url: yup.string().required(),
});

/** What creating (or resending) a link answers: the link, and its address with the token, shown this once ({@link createdRemoteLinkSchema}). */
export type CreatedRemoteLink = yup.InferType<typeof createdRemoteLinkSchema>;

/** Creates a link for an examinee (or a parent or teacher) to complete an assessment on their own device. */
export const createQosaLink = defineOperation<{ assessmentId: number }, Record<string, never>, Partial<RemoteLinkInput>, CreatedRemoteLink>({
  id: 'assessment.createQosaLink',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/qosa-links',
  summary: 'Creates a remote on-screen administration link for an assessment that is not yet complete; the answer holds the token once.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  body: remoteLinkInputSchema,
  response: 'json',
  responseSchema: createdRemoteLinkSchema,
  audit: { entity: 'remoteLink', id: { response: 'link.id' } },
  successStatus: 201,
});

/** Creates a link for an examinee to answer every assessment of a session, in order. */
export const createExamineeLink = defineOperation<{ sessionId: number }, Record<string, never>, Partial<RemoteLinkInput>, CreatedRemoteLink>({
  id: 'assessment.createExamineeLink',
  service: 'assessment',
  method: 'POST',
  path: '/sessions/{sessionId}/examinee-links',
  summary: 'Creates a remote link to a session: the respondent answers each of its assessments still to be answered, in order; the answer holds the token once.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: sessionParams,
  body: remoteLinkInputSchema,
  response: 'json',
  responseSchema: createdRemoteLinkSchema,
  audit: { entity: 'remoteLink', id: { response: 'link.id' } },
  successStatus: 201,
});

/** The links of an assessment, newest first. */
export const linksByAssessmentId = defineOperation<{ assessmentId: number }, Record<string, never>, undefined, RemoteLinkSummary[]>({
  id: 'assessment.linksByAssessmentId',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/{assessmentId}/links',
  summary: 'The remote links of an assessment (its own and those of its session) with their states, newest first.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: assessmentParams,
  response: 'json',
  responseSchema: yup.array(remoteLinkSummarySchema).required(),
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/** The links of a session, newest first. */
export const linksBySessionId = defineOperation<{ sessionId: number }, Record<string, never>, undefined, RemoteLinkSummary[]>({
  id: 'assessment.linksBySessionId',
  service: 'assessment',
  method: 'GET',
  path: '/sessions/{sessionId}/links',
  summary: 'The remote links of a session with their states, newest first.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: sessionParams,
  response: 'json',
  responseSchema: yup.array(remoteLinkSummarySchema).required(),
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** Revokes a link: it no longer opens and takes no answers. */
export const revokeLink = defineOperation<{ linkId: number }, Record<string, never>, Record<string, never>, RemoteLinkSummary>({
  id: 'assessment.revokeLink',
  service: 'assessment',
  method: 'POST',
  path: '/links/{linkId}/revoke',
  summary: 'Revokes a remote link; answers already saved stay with the assessment.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: linkParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: remoteLinkSummarySchema,
  audit: { entity: 'remoteLink', id: { params: 'linkId' } },
});

/**
 * Resends a link that can still be answered: a new token replaces the old one (the old address
 * stops working), answers already saved stay. The answer holds the new address once.
 */
export const resendLink = defineOperation<{ linkId: number }, Record<string, never>, Record<string, never>, CreatedRemoteLink>({
  id: 'assessment.resendLink',
  service: 'assessment',
  method: 'POST',
  path: '/links/{linkId}/resend',
  summary: 'Issues a new token for an open link (the old address stops working) and answers the new address once.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: linkParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: createdRemoteLinkSchema,
  audit: { entity: 'remoteLink', id: { params: 'linkId' } },
});

/** yup schema of {@link LaunchInput}. */
const launchBodySchema = yup.object({ locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').default('en_us') });

/** What launching an on-screen administration here takes: the player's language ({@link launchBodySchema}). */
export type LaunchInput = yup.InferType<typeof launchBodySchema>;

/**
 * Launches an on-screen administration of an assessment on the examiner's own device (the
 * examinee answers in the player, in a new tab): an `inPerson` link valid for one day.
 */
export const launch = defineOperation<{ assessmentId: number }, Record<string, never>, LaunchInput, CreatedRemoteLink>({
  id: 'assessment.launch',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/{assessmentId}/launch',
  summary: 'Launches an on-screen administration on this device: an in-person link valid for one day, whose address is answered once.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assessmentParams,
  body: launchBodySchema,
  response: 'json',
  responseSchema: createdRemoteLinkSchema,
  audit: { entity: 'remoteLink', id: { response: 'link.id' } },
  successStatus: 201,
});
