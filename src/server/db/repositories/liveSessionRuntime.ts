/**
 * What a live session's socket needs of the account's rows while the session runs (issue #20):
 * the session itself, its participants' presence stamps, the assessments its commands are decided
 * against, its end, and the WebRTC signalling relayed between its two sides. Scoped to the
 * account like every repository; the transaction's legitimate-interest scope narrows it further.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AssessmentStatus } from '../../../domain/assessment';
import type { Locale } from '../../../domain/locale';
import type { SignalData } from '../../../domain/live/liveProtocol';
import type { LiveRole, LiveSessionStatus, VideoMode } from '../../../domain/live/liveSession';
import type { LiveSessionState } from '../../../domain/live/liveState';
import type { Db } from '../client';
import { administrationSessions, assessments, liveSessionParticipants, liveSessionSignals } from '../schema';
import type { AccountScope } from './scope';

/** The PostgreSQL channel a signal's insert notifies on. */
export const LIVE_SIGNAL_CHANNEL = 'qg_live_signal';

/** How long a signalling row is kept: long enough for the other process to read it, then deleted on a later insert. */
export const SIGNAL_KEEP_MS = 2 * 60 * 1000;

/** A live session as its socket sees it. */
export interface LiveSessionRow {
  id: number;
  accountId: number;
  examineeRecordId: number;
  status: LiveSessionStatus;
  locale: Locale;
  examinerId: number | null;
  videoMode: VideoMode;
  videoUrl: string | null;
  lastSequence: number;
  /**
   * The snapshot a command kept (administration_sessions.live_state): the log folded up to
   * `state.sequence` ≤ `lastSequence`; `null` before the first command.
   */
  state: LiveSessionState | null;
}

/** A participant of a live session. */
export interface LiveParticipantRow {
  id: number;
  sessionId: number;
  role: LiveRole;
  userId: number | null;
  remoteLinkId: number | null;
  name: string;
}

/** An assessment of a live session, for the command rules and their side effects. */
export interface LiveAssessmentRow {
  id: number;
  productId: string;
  productVersion: number;
  status: AssessmentStatus;
}

/** A notification's payload on {@link LIVE_SIGNAL_CHANNEL}: the row to read, in its account. */
export interface LiveSignalNotice {
  accountId: number;
  sessionId: number;
  id: number;
}

/** A stored signal. */
export interface LiveSignalRow {
  id: number;
  sessionId: number;
  fromRole: LiveRole;
  data: SignalData;
}

/** Parses a signal notification's payload; `null` for anything else. */
export function parseLiveSignalNotice(payload: string): LiveSignalNotice | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { accountId, sessionId, id } = value as Record<string, unknown>;
    return [accountId, sessionId, id].every((n) => typeof n === 'number' && Number.isInteger(n)) ? ({ accountId, sessionId, id } as LiveSignalNotice) : null;
  } catch {
    return null;
  }
}

/** The account's live sessions at run time. */
export interface LiveSessionRuntimeRepository {
  /**
   * A live session of the account (and of the transaction's legitimate interest); `null` otherwise.
   * @param options.forUpdate lock its row until the transaction ends (a command is decided on
   *   the state it sees, so commands to one session are decided one after another).
   */
  session(sessionId: number, options?: { forUpdate?: boolean }): Promise<LiveSessionRow | null>;
  /** The live session a live link belongs to. */
  participantOfLink(remoteLinkId: number): Promise<LiveParticipantRow | null>;
  /**
   * The examiner's participant row of a session: the one of this user, made (with their name)
   * when the session has none for them yet.
   */
  examinerParticipant(sessionId: number, userId: number, name: string, now: Date): Promise<LiveParticipantRow>;
  /** Stamps a screen's join: `first_joined_at` the first time, `last_seen_at` every time. */
  stampJoined(participantId: number, now: Date): Promise<void>;
  /** Stamps a screen's leave (`last_seen_at`). */
  stampSeen(participantId: number, now: Date): Promise<void>;
  /** The session's assessments, in id order. */
  assessmentsOf(sessionId: number): Promise<LiveAssessmentRow[]>;
  /** Marks the session `ended` at `now` (its status and `ended_at`). */
  end(sessionId: number, now: Date): Promise<void>;
  /**
   * Stores a signal and notifies {@link LIVE_SIGNAL_CHANNEL} with its id (delivered on commit);
   * deletes the account's signals older than {@link SIGNAL_KEEP_MS}.
   * @returns the row's id.
   */
  addSignal(sessionId: number, fromRole: LiveRole, data: SignalData, now: Date): Promise<number>;
  /** A stored signal, or `null` once deleted. */
  signal(id: number): Promise<LiveSignalRow | null>;
}

const participantColumns = {
  id: liveSessionParticipants.id,
  sessionId: liveSessionParticipants.sessionId,
  role: liveSessionParticipants.role,
  userId: liveSessionParticipants.userId,
  remoteLinkId: liveSessionParticipants.remoteLinkId,
  name: liveSessionParticipants.name,
};

/** The runtime repository of `scope`'s account over `db`. */
export function liveSessionRuntimeRepository(db: Db, scope: AccountScope): LiveSessionRuntimeRepository {
  const ofAccount = eq(liveSessionParticipants.accountId, scope.accountId);
  return {
    async session(sessionId, options = {}) {
      const query = db
        .select({
          id: administrationSessions.id,
          accountId: administrationSessions.accountId,
          examineeRecordId: administrationSessions.examineeRecordId,
          status: administrationSessions.status,
          locale: administrationSessions.locale,
          examinerId: administrationSessions.examinerId,
          videoMode: administrationSessions.videoMode,
          videoUrl: administrationSessions.videoUrl,
          lastSequence: administrationSessions.lastSequence,
          state: administrationSessions.liveState,
        })
        .from(administrationSessions)
        .where(and(eq(administrationSessions.id, sessionId), eq(administrationSessions.accountId, scope.accountId), eq(administrationSessions.delivery, 'live')));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      if (!row || row.status === null || row.locale === null || row.videoMode === null) return null;
      return { ...row, status: row.status, locale: row.locale, videoMode: row.videoMode };
    },
    async participantOfLink(remoteLinkId) {
      const [row] = await db.select(participantColumns).from(liveSessionParticipants).where(and(ofAccount, eq(liveSessionParticipants.remoteLinkId, remoteLinkId)));
      return row ?? null;
    },
    async examinerParticipant(sessionId, userId, name, now) {
      const mine = and(ofAccount, eq(liveSessionParticipants.sessionId, sessionId), eq(liveSessionParticipants.role, 'examiner'), eq(liveSessionParticipants.userId, userId));
      const [found] = await db.select(participantColumns).from(liveSessionParticipants).where(mine).orderBy(asc(liveSessionParticipants.id)).limit(1);
      if (found) return found;
      const [made] = await db
        .insert(liveSessionParticipants)
        .values({ accountId: scope.accountId, sessionId, role: 'examiner', userId, name, createdAt: now })
        .returning(participantColumns);
      if (!made) throw new Error('The participant insert returned nothing.');
      return made;
    },
    async stampJoined(participantId, now) {
      await db
        .update(liveSessionParticipants)
        .set({ firstJoinedAt: sql`coalesce(${liveSessionParticipants.firstJoinedAt}, ${now})`, lastSeenAt: now })
        .where(and(ofAccount, eq(liveSessionParticipants.id, participantId)));
    },
    async stampSeen(participantId, now) {
      await db.update(liveSessionParticipants).set({ lastSeenAt: now }).where(and(ofAccount, eq(liveSessionParticipants.id, participantId)));
    },
    async assessmentsOf(sessionId) {
      return db
        .select({ id: assessments.id, productId: assessments.productId, productVersion: assessments.productVersion, status: assessments.status })
        .from(assessments)
        .where(and(eq(assessments.accountId, scope.accountId), eq(assessments.sessionId, sessionId), isNull(assessments.deletedAt)))
        .orderBy(asc(assessments.id));
    },
    async end(sessionId, now) {
      await db
        .update(administrationSessions)
        .set({ status: 'ended', endedAt: now })
        .where(and(eq(administrationSessions.id, sessionId), eq(administrationSessions.accountId, scope.accountId), eq(administrationSessions.delivery, 'live')));
    },
    async addSignal(sessionId, fromRole, data, now) {
      await db.delete(liveSessionSignals).where(and(eq(liveSessionSignals.accountId, scope.accountId), lt(liveSessionSignals.createdAt, new Date(now.getTime() - SIGNAL_KEEP_MS))));
      const [row] = await db.insert(liveSessionSignals).values({ accountId: scope.accountId, sessionId, fromRole, data, createdAt: now }).returning({ id: liveSessionSignals.id });
      if (!row) throw new Error('The signal insert returned nothing.');
      const notice: LiveSignalNotice = { accountId: scope.accountId, sessionId, id: row.id };
      await db.execute(sql`SELECT pg_notify(${LIVE_SIGNAL_CHANNEL}, ${JSON.stringify(notice)})`);
      return row.id;
    },
    async signal(id) {
      const [row] = await db
        .select({ id: liveSessionSignals.id, sessionId: liveSessionSignals.sessionId, fromRole: liveSessionSignals.fromRole, data: liveSessionSignals.data })
        .from(liveSessionSignals)
        .where(and(eq(liveSessionSignals.accountId, scope.accountId), eq(liveSessionSignals.id, id)));
      return row ?? null;
    },
  };
}
