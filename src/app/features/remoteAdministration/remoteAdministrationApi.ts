/** Calls of the remote administration panel, through the contract's operations. */
import { createExamineeLink, createQosaLink, launch, linksByAssessmentId, resendLink, revokeLink } from '../../../contract/services/remoteLinks';
import { emailHistory, emailPage, sendEmail, type SendEmailInput, vppEmail, type VppEmailInput } from '../../../contract/services/email';
import { createSession } from '../../../contract/services/sessions';
import type { Locale } from '../../../domain/locale';
import type { RemoteLinkInput } from '../../../domain/remoteLink';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { CreateLinkInput } from './remoteAdministrationSlice';

/** The links of an assessment (its own and its session's), newest first. */
export const fetchLinks = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(linksByAssessmentId, { params: { assessmentId } }, endpoint);

/** What the send screen needs for an examinee: templates, defaults, the examinee's address. */
export const fetchEmailPage = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number) =>
  http.send(emailPage, { params: { examineeRecordId } }, endpoint);

/** Creates a link for an assessment; the answer holds its address once. */
export const postQosaLink = (http: HttpClient, endpoint: ServiceEndpoint, input: CreateLinkInput, idempotencyKey: string) =>
  http.send(createQosaLink, { params: { assessmentId: input.assessmentId }, body: input.link, idempotencyKey }, endpoint);

/** Queues an e-mail carrying a new link, or an open link resent. */
export const postEmail = (http: HttpClient, endpoint: ServiceEndpoint, input: SendEmailInput, idempotencyKey: string) =>
  http.send(sendEmail, { body: input, idempotencyKey }, endpoint);

/** Queues an invitation to a video-proctored appointment, with a new link that opens an hour before it. */
export const postVppEmail = (http: HttpClient, endpoint: ServiceEndpoint, input: VppEmailInput, idempotencyKey: string) =>
  http.send(vppEmail, { body: input, idempotencyKey }, endpoint);

/** Launches the player on this device: an in-person link valid for a day, its address answered once. */
export const postLaunch = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number, locale: Locale, idempotencyKey: string) =>
  http.send(launch, { params: { assessmentId }, body: { locale }, idempotencyKey }, endpoint);

/** Revokes a link. */
export const postRevoke = (http: HttpClient, endpoint: ServiceEndpoint, linkId: number) => http.send(revokeLink, { params: { linkId }, body: {} }, endpoint);

/** Gives an open link a new address (the old one stops working), answered once. */
export const postResend = (http: HttpClient, endpoint: ServiceEndpoint, linkId: number, idempotencyKey: string) =>
  http.send(resendLink, { params: { linkId }, body: {}, idempotencyKey }, endpoint);

/** Every e-mail sent for an examinee, newest first, with its delivery state. */
export const fetchEmailHistory = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number) =>
  http.send(emailHistory, { params: { examineeRecordId } }, endpoint);

/** Makes a session of assessments of one examinee, answered through one link. */
export const postSession = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number, assessmentIds: number[], idempotencyKey: string) =>
  http.send(createSession, { body: { examineeRecordId, assessmentIds, title: '' }, idempotencyKey }, endpoint);

/** Creates a link to a session; the answer holds its address once. */
export const postSessionLink = (http: HttpClient, endpoint: ServiceEndpoint, sessionId: number, link: RemoteLinkInput, idempotencyKey: string) =>
  http.send(createExamineeLink, { params: { sessionId }, body: link, idempotencyKey }, endpoint);
