/** Calls of the live sessions feature (issue #20): plain async functions over the injected http client. */
import { assessments, email, examinees, liveSessions, remoteLinks, sessions, stimulusBooks } from '../../../contract';
import type { ExamineeListQuery } from '../../../contract/services/examinees';
import type { LiveSessionFilter } from '../../../contract/services/liveSessions';
import type { RemoteLinkInput } from '../../../domain/remoteLink';
import type { SessionRequest } from '../../../contract/services/sessions';
import type { VppEmailInput } from '../../../contract/services/email';
import type { Locale } from '../../../domain/locale';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** A page of the account's live sessions with what the setup form offers. */
export const fetchLiveDashboard = (http: HttpClient, endpoint: ServiceEndpoint, query: LiveSessionFilter) =>
  http.send(liveSessions.prosaSetupDashboard, { query }, endpoint);

/** The values the dashboard's filters offer. */
export const fetchSessionFilterValues = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(liveSessions.sessionFilterValues, {}, endpoint);

/** The account's live settings (default video). */
export const fetchBusinessUnit = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(liveSessions.businessUnit, {}, endpoint);

/** Begins a session (validating its licence first when not yet done). */
export const postLaunch = (http: HttpClient, endpoint: ServiceEndpoint, sessionId: number, idempotencyKey: string) =>
  http.send(liveSessions.vppLaunch, { params: { sessionId }, body: {}, idempotencyKey }, endpoint);

/** Cancels a scheduled session. */
export const postCancel = (http: HttpClient, endpoint: ServiceEndpoint, sessionId: number, idempotencyKey: string) =>
  http.send(liveSessions.cancelLiveSession, { params: { sessionId }, body: {}, idempotencyKey }, endpoint);

/** One session with its state, as the live screen opens. */
export const fetchLiveSession = (http: HttpClient, endpoint: ServiceEndpoint, sessionId: number) => http.send(liveSessions.liveSession, { params: { sessionId } }, endpoint);

/** An assessment with its product definition (the live screen's steps). */
export const fetchAssessmentDetails = (http: HttpClient, endpoint: ServiceEndpoint, assessmentId: number) =>
  http.send(assessments.loadAssessmentDetails, { params: { assessmentId } }, endpoint);

/** The stimulus books published in the session's language. */
export const fetchStimulusBooks = (http: HttpClient, endpoint: ServiceEndpoint, locale: Locale) =>
  http.send(stimulusBooks.stimulusBooksByLanguage, { params: { locale } }, endpoint);

/** A page of the examinees the caller sees, for choosing the session's examinee. */
export const fetchExamineeCandidates = (http: HttpClient, endpoint: ServiceEndpoint, query: ExamineeListQuery) => http.send(examinees.listExaminees, { query }, endpoint);

/** An examinee with the forms they may take (in the session's language). */
export const fetchExamineeForms = (http: HttpClient, endpoint: ServiceEndpoint, examineeRecordId: number, language: Locale) =>
  http.send(examinees.loadExamineeAndForms, { params: { examineeRecordId }, query: { language } }, endpoint);

/** Plans a live session. */
export const postLiveSession = (http: HttpClient, endpoint: ServiceEndpoint, input: SessionRequest, idempotencyKey: string) =>
  http.send(sessions.createSession, { body: input, idempotencyKey }, endpoint);

/** A link to the session for the examinee or a parent (its address shown once). */
export const postSessionLink = (http: HttpClient, endpoint: ServiceEndpoint, sessionId: number, input: Partial<RemoteLinkInput>, idempotencyKey: string) =>
  http.send(remoteLinks.createExamineeLink, { params: { sessionId }, body: input, idempotencyKey }, endpoint);

/** E-mails the session's invitation. */
export const postSessionInvitation = (http: HttpClient, endpoint: ServiceEndpoint, input: VppEmailInput, idempotencyKey: string) =>
  http.send(email.vppEmail, { body: input, idempotencyKey }, endpoint);
