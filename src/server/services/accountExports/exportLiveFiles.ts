/**
 * The live session files of an account export (issue #20): live_sessions.csv (one row per live
 * session) and live_session_events.csv (every event of each session's log, its body as JSON), so
 * that what happened in each session leaves with the account's data.
 */
import type { ExportLiveEvent, ExportLiveSession } from '../../db/repositories/liveSessionExport';
import type { CsvColumn } from './csv';

/** live_sessions.csv */
export const LIVE_SESSION_COLUMNS: CsvColumn<ExportLiveSession>[] = [
  { header: 'sessionId', value: (r) => r.id },
  { header: 'examineeRecordId', value: (r) => r.examineeRecordId },
  { header: 'title', value: (r) => r.title },
  { header: 'status', value: (r) => r.status },
  { header: 'scheduledAt', value: (r) => r.scheduledAt },
  { header: 'durationMinutes', value: (r) => r.durationMinutes },
  { header: 'locale', value: (r) => r.locale },
  { header: 'examinerId', value: (r) => r.examinerId },
  { header: 'videoMode', value: (r) => r.videoMode },
  { header: 'videoUrl', value: (r) => r.videoUrl },
  { header: 'licenseValidatedAt', value: (r) => r.licenseValidatedAt },
  { header: 'startedAt', value: (r) => r.startedAt },
  { header: 'endedAt', value: (r) => r.endedAt },
  { header: 'createdAt', value: (r) => r.createdAt },
];

/** live_session_events.csv */
export const LIVE_EVENT_COLUMNS: CsvColumn<ExportLiveEvent>[] = [
  { header: 'sessionId', value: (r) => r.sessionId },
  { header: 'sequence', value: (r) => r.sequence },
  { header: 'type', value: (r) => r.type },
  { header: 'by', value: (r) => r.by },
  { header: 'participantId', value: (r) => r.participantId },
  { header: 'body', value: (r) => JSON.stringify(r.body) },
  { header: 'at', value: (r) => r.createdAt },
];
