/**
 * The event log of the account's live sessions (issue #20, prosa.event): appended in order, read
 * in order. Appending bumps the session's `last_sequence` in the same statement, which locks the
 * session's row until the transaction ends, so two processes appending to one session at once
 * are serialized and the sequence has no gaps. The same statement queues a NOTIFY on
 * {@link LIVE_CHANNEL}, delivered when the transaction commits (never for a rolled-back append):
 * every server process listening hears that the session has new events. A caller that folded the
 * log up to its head (a command, under the row lock) passes that state, and the same statement
 * keeps the state after the appended events as the session's snapshot (`live_state`).
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { LiveEvent, LiveEventBody } from '../../../domain/live/liveEvents';
import type { LiveRole } from '../../../domain/live/liveSession';
import { foldLiveEvents, type LiveSessionState } from '../../../domain/live/liveState';
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
  append(sessionId: number, bodies: readonly LiveEventBody[], by: LiveRole | 'system', participantId: number | null, now: Date, options?: AppendOptions): Promise<LiveEvent[]>;
  /** The session's events after sequence `after`, in order, at most `limit`. */
  list(sessionId: number, after: number, limit: number): Promise<LiveEvent[]>;
  /**
   * The value of the last `item.answered` of item `itemId` of assessment `assessmentId` before
   * sequence `before` (`null` when it removed the answer), or `undefined` when there was none:
   * what the log folded up to that point holds in `answers[assessmentId][itemId]`, in one probe
   * of the index live_session_events_answer_idx.
   */
  answerBefore(sessionId: number, assessmentId: number, itemId: string, before: number): Promise<number | null | undefined>;
}

/** Options of {@link LiveEventRepository.append}. */
export interface AppendOptions {
  /**
   * The session's log folded up to its last sequence, read under the row lock: the state after
   * the appended events is kept as the session's snapshot. It is written only when the session's
   * last sequence is still `state.sequence`, so a state that is not the head is never stored.
   */
  state?: LiveSessionState;
}

type EventRow = typeof liveSessionEvents.$inferSelect;

const toEvent = (row: EventRow): LiveEvent => ({ ...row.body, sequence: row.sequence, at: row.createdAt.toISOString(), by: row.by }) as LiveEvent;

/** The live event repository of `scope`'s account over `db` (a transaction for appends). */
export function liveEventRepository(db: Db, scope: AccountScope): LiveEventRepository {
  return {
    async append(sessionId, bodies, by, participantId, now, options = {}) {
      if (bodies.length === 0) return [];
      const { state } = options;
      // The events as they will be stored when the state is the head (checked in the statement).
      const snapshot = state ? foldLiveEvents(state, bodies.map((body, index) => ({ ...body, sequence: state.sequence + index + 1, at: now.toISOString(), by }) as LiveEvent)) : null;
      const last = administrationSessions.lastSequence;
      const [session] = await db
        .update(administrationSessions)
        .set({
          lastSequence: sql`${last} + ${bodies.length}`,
          ...(state && snapshot ? { liveState: sql`CASE WHEN ${last} = ${state.sequence} THEN ${JSON.stringify(snapshot)}::jsonb ELSE ${administrationSessions.liveState} END` } : {}),
        })
        .where(and(eq(administrationSessions.id, sessionId), eq(administrationSessions.accountId, scope.accountId), eq(administrationSessions.delivery, 'live')))
        .returning({
          lastSequence: last,
          // RETURNING sees the bumped sequence: the notice names the newest event (LiveNotice).
          notified: sql<string>`pg_notify(${LIVE_CHANNEL}, json_build_object('accountId', ${administrationSessions.accountId}, 'sessionId', ${administrationSessions.id}, 'sequence', ${last})::text)::text`,
        });
      if (!session) throw new Error(`Session ${sessionId} is not a live session of account ${scope.accountId}.`);
      const first = session.lastSequence - bodies.length + 1;
      const rows = await db
        .insert(liveSessionEvents)
        .values(bodies.map((body, index) => ({ accountId: scope.accountId, sessionId, sequence: first + index, type: body.type, body, by, participantId, createdAt: now })))
        .returning();
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
    async answerBefore(sessionId, assessmentId, itemId, before) {
      // The expressions are those of the index, so the planner probes it from the end.
      const [row] = await db
        .select({ body: liveSessionEvents.body })
        .from(liveSessionEvents)
        .where(
          and(
            eq(liveSessionEvents.accountId, scope.accountId),
            eq(liveSessionEvents.sessionId, sessionId),
            eq(liveSessionEvents.type, 'item.answered'),
            sql`(${liveSessionEvents.body}->>'assessmentId') = ${String(assessmentId)}`,
            sql`(${liveSessionEvents.body}->>'itemId') = ${itemId}`,
            lt(liveSessionEvents.sequence, before),
          ),
        )
        .orderBy(desc(liveSessionEvents.sequence))
        .limit(1);
      return row && row.body.type === 'item.answered' ? row.body.value : undefined;
    },
  };
}
