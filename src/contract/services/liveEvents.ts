/**
 * The event log of a live session (prosa.event, issue #20): every page shown, answer, presence
 * change, probe mark and video change, in order. Written by the live socket (src/server/live);
 * read here by the examiner's screen, the session's record and the assessment tracker.
 */
import * as yup from 'yup';
import type { LiveEvent } from '../../domain/live/liveEvents';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';

const sessionParams = yup.object({ sessionId: yup.number().integer().positive().required() });

/** yup schema of the event log's page. */
const eventQuerySchema = yup.object({
  /** Events after this sequence (0: from the first). */
  after: yup.number().integer().min(0).default(0),
  limit: yup.number().integer().min(1).max(1000).default(500),
});

/** A session's persisted events in order: the session's record and what a reconnect rebuilds from. */
export const events = defineOperation<{ sessionId: number }, yup.InferType<typeof eventQuerySchema>, undefined, LiveEvent[]>({
  id: 'prosa.event',
  service: 'prosa',
  method: 'GET',
  path: '/live-sessions/{sessionId}/events',
  summary: "A live session's events in order after a sequence number: every page shown, answer, presence change, probe mark and video change.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: sessionParams,
  query: eventQuerySchema,
  response: 'json',
  responseSchema: yup.array(yup.mixed<LiveEvent>().required()).required(),
  audit: { entity: 'session', id: { params: 'sessionId' } },
});
