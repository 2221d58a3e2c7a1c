/**
 * The account's live sessions and their event logs as its data export writes them (issue #20):
 * every live session, and every event of each, in order.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { administrationSessions, liveSessionEvents } from '../schema';
import type { AccountScope } from './scope';

/** A live session row of live_sessions.csv. */
export interface ExportLiveSession {
  id: number;
  examineeRecordId: number;
  title: string;
  status: string | null;
  scheduledAt: Date | null;
  durationMinutes: number | null;
  locale: string | null;
  examinerId: number | null;
  videoMode: string | null;
  videoUrl: string | null;
  licenseValidatedAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
}

/** An event row of live_session_events.csv (its body as JSON). */
export interface ExportLiveEvent {
  sessionId: number;
  sequence: number;
  type: string;
  by: string;
  participantId: number | null;
  body: unknown;
  createdAt: Date;
}

/** The export queries of the account's live sessions. */
export interface LiveSessionExportQueries {
  /** Every live session of the account, oldest first. */
  exportSessions(): Promise<ExportLiveSession[]>;
  /** Every event of the account's live sessions, by session and sequence. */
  exportEvents(): Promise<ExportLiveEvent[]>;
}

/** The export queries of `scope`'s account over `db`. */
export function liveSessionExportQueries(db: Db, scope: AccountScope): LiveSessionExportQueries {
  return {
    exportSessions: () =>
      db
        .select({
          id: administrationSessions.id,
          examineeRecordId: administrationSessions.examineeRecordId,
          title: administrationSessions.title,
          status: administrationSessions.status,
          scheduledAt: administrationSessions.scheduledAt,
          durationMinutes: administrationSessions.durationMinutes,
          locale: administrationSessions.locale,
          examinerId: administrationSessions.examinerId,
          videoMode: administrationSessions.videoMode,
          videoUrl: administrationSessions.videoUrl,
          licenseValidatedAt: administrationSessions.licenseValidatedAt,
          startedAt: administrationSessions.startedAt,
          endedAt: administrationSessions.endedAt,
          createdAt: administrationSessions.createdAt,
        })
        .from(administrationSessions)
        .where(and(eq(administrationSessions.accountId, scope.accountId), eq(administrationSessions.delivery, 'live')))
        .orderBy(asc(administrationSessions.id)),
    exportEvents: () =>
      db
        .select({
          sessionId: liveSessionEvents.sessionId,
          sequence: liveSessionEvents.sequence,
          type: liveSessionEvents.type,
          by: liveSessionEvents.by,
          participantId: liveSessionEvents.participantId,
          body: liveSessionEvents.body,
          createdAt: liveSessionEvents.createdAt,
        })
        .from(liveSessionEvents)
        .where(eq(liveSessionEvents.accountId, scope.accountId))
        .orderBy(asc(liveSessionEvents.sessionId), asc(liveSessionEvents.sequence)),
  };
}
