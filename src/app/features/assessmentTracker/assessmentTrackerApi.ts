/** Calls of the back office's assessment tracker, through the contract's operations. */
import { assessmentTracker } from '../../../contract';
import type { TrackerStatusBody } from '../../../contract/services/assessmentTracker';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { TrackerKey } from './assessmentTrackerSlice';

/** One assessment's tracker, found by its id alone (its account comes with it). */
export const fetchTrackerById = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, assessmentId: number) =>
  http.send(assessmentTracker.trackerByAssessmentId, { params: { assessmentId }, query: { reason } }, endpoint);

/** One assessment's tracker in the account named; with `revealReason`, its names and responses too (audited). */
export const fetchTracker = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, key: TrackerKey, revealReason: string | null = null) =>
  http.send(
    assessmentTracker.trackerByAssessmentId,
    { params: { assessmentId: key.assessmentId }, query: { reason, accountId: key.accountId, ...(revealReason === null ? {} : { reveal: true, revealReason }) } },
    endpoint,
  );

/** The assessments of an administration session or of a remote link. */
export const fetchBySession = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, kind: 'administration' | 'link', sessionId: number) =>
  http.send(assessmentTracker.trackerBySession, { params: { sessionId }, query: { reason, kind } }, endpoint);

/** The assessments of an examinee id in an account. */
export const fetchByExaminee = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, accountId: number, examineeId: string) =>
  http.send(assessmentTracker.trackerByExaminee, { params: { accountId }, query: { reason, examineeId } }, endpoint);

/** A status update (with an Idempotency-Key, so a retried request changes once). */
export const postStatusUpdate = (http: HttpClient, endpoint: ServiceEndpoint, key: TrackerKey, body: TrackerStatusBody, idempotencyKey: string) =>
  http.send(assessmentTracker.trackerStatusUpdate, { params: key, body, idempotencyKey }, endpoint);
