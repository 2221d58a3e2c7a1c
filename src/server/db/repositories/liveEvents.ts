/**
 * The event log of the account's live sessions (issue #20, prosa.event): appended in order, read
 * in order. Appending bumps the session's `last_sequence` in the same statement, which locks the
 * session's row until the transaction ends, so two processes appending to one session at once
 * are serialized and the sequence has no gaps. The append also queues a NOTIFY on
 * {@link LIVE_CHANNEL}, delivered when the transaction commits (never for a rolled-back append):
 * every server process listening hears that the session has new events.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { LiveEvent, LiveEventBody } from '../../../domain/live/liveEvents';
import type { LiveRole } from '../../../domain/live/liveSession';
import type { Db } from '../client';
import { administrationSessions, liveSessionEvents } from '../schema';
import type { AccountScope } from './scope';

/** The PostgreSQL channel the append notifies on. */
export const LIVE_CHANNEL = 'qg_live';

/**
 * A notification's payload (JSON): the account and the session, and the sequence of its newest
 * event. A listener reads the events after the last sequence it delivered.
 */
export interface LiveNotice {
  accountId: number;
  sessionId: number;
  sequence: number;
}

/** Parses a notification's payload; `null` for anything else. */
export function parseLiveNotice(payload: string): LiveNotice | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { accountId, sessionId, sequence } = value as Record<string, unknown>;
    return [accountId, sessionId, sequence].every((n) => typeof n === 'number' && Number.isInteger(n)) ? { accountId, sessionId, sequence } as LiveNotice : null;
  } catch {
    return null;
  }
}

/** The account's live session event log. */
export interface LiveEventRepository {
  /**
   * Appends events to a live session of the account, in order, stamped `now`, and notifies.
   * @returns the stored events with their sequences; `[]` when `bodies` is empty.
   * @throws Error when the session is not a live session of the account.
   */
  append(sessionId: number, bodies: readonly LiveEventBody[], by: LiveRole | 'system', participantId: number | null, now: Date): Promise<LiveEvent[]>;
  /** The session's events after sequence `after`, in order, at most `limit`. */
  list(sessionId: number, after: number, limit: number): Promise<LiveEvent[]>;
}

type EventRow = typeof liveSessionEvents.$inferSelect;

const toEvent = (row: EventRow): LiveEvent => ({ ...row.body, sequence: row.sequence, at: row.createdAt.toISOString(), by: row.by }) as LiveEvent;

/** The live event repository of `scope`'s account over `db` (a transaction for appends). */
export function liveEventRepository(db: Db, scope: AccountScope): LiveEventRepository {
  return {
    async append(sessionId, bodies, by, participantId, now) {
      if (bodies.length === 0) return [];
      const [session] = await db
        .update(administrationSessions)
        .set({ lastSequence: sql`${administrationSessions.lastSequence} + ${bodies.length}` })
        .where(and(eq(administrationSessions.id, sessionId), eq(administrationSessions.accountId, scope.accountId), eq(administrationSessions.delivery, 'live')))
        .returning({ lastSequence: administrationSessions.lastSequence });
      if (!session) throw new Error(`Session ${sessionId} is not a live session of account ${scope.accountId}.`);
      const first = session.lastSequence - bodies.length + 1;
      const rows = await db
        .insert(liveSessionEvents)
        .values(bodies.map((body, index) => ({ accountId: scope.accountId, sessionId, sequence: first + index, type: body.type, body, by, participantId, createdAt: now })))
        .returning();
      const notice: LiveNotice = { accountId: scope.accountId, sessionId, sequence: session.lastSequence };
      await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
      return rows.sort((a, b) => a.sequence - b.sequence).map(toEvent);
    },
    async list(sessionId, after, limit) {
      const rows = await db
        .select()
        .from(liveSessionEvents)
        .where(and(eq(liveSessionEvents.accountId, scope.accountId), eq(liveSessionEvents.sessionId, sessionId), gt(liveSessionEvents.sequence, after)))
        .orderBy(asc(liveSessionEvents.sequence))
        .limit(limit);
      return rows.map(toEvent);
    },
  };
}
