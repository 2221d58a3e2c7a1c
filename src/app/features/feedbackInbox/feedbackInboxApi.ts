/** Calls of the back office's feedback inbox, through the contract's operations. */
import { feedbackInbox } from '../../../contract';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { FeedbackKey, InboxCriteria } from './feedbackInboxSlice';

/** The staff who may be assigned feedback. */
export const fetchStaff = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(feedbackInbox.feedbackStaff, {}, endpoint);

/** A page of the inbox. */
export const fetchInboxPage = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, criteria: InboxCriteria, page: number, pageSize: number) =>
  http.send(
    feedbackInbox.feedbackInbox,
    {
      query: {
        reason,
        page,
        pageSize,
        ...(criteria.status ? { status: criteria.status } : {}),
        ...(criteria.category ? { category: criteria.category } : {}),
        ...(criteria.assigneeId ? { assigneeId: Number(criteria.assigneeId) } : {}),
        ...(criteria.account.trim() ? { account: criteria.account.trim() } : {}),
      },
    },
    endpoint,
  );

/** One piece of feedback with its thread. */
export const fetchFeedback = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, key: FeedbackKey) =>
  http.send(feedbackInbox.feedbackItem, { params: key, query: { reason } }, endpoint);

/** Assigns it (with an Idempotency-Key, so a retried request assigns once). */
export const postAssignment = (http: HttpClient, endpoint: ServiceEndpoint, key: FeedbackKey, body: { assigneeId: number; reason: string }, idempotencyKey: string) =>
  http.send(feedbackInbox.assignFeedback, { params: key, body, idempotencyKey }, endpoint);

/** Answers it (a retried request answers once, so the sender is told once). */
export const postAnswer = (http: HttpClient, endpoint: ServiceEndpoint, key: FeedbackKey, body: { message: string; reason: string }, idempotencyKey: string) =>
  http.send(feedbackInbox.answerFeedback, { params: key, body, idempotencyKey }, endpoint);

/** Closes or reopens it. */
export const postFeedbackStatus = (http: HttpClient, endpoint: ServiceEndpoint, key: FeedbackKey, action: 'close' | 'reopen', reason: string, idempotencyKey: string) =>
  http.send(action === 'close' ? feedbackInbox.closeFeedback : feedbackInbox.reopenFeedback, { params: key, body: { reason }, idempotencyKey }, endpoint);
