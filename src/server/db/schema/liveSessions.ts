/**
 * Live sessions (issue #20): who takes part, and every event of a session in order. A live
 * session itself is an administration session with delivery `live` (assessments.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LiveEventBody } from '../../../domain/live/liveEvents';
import type { LiveRole } from '../../../domain/live/liveSession';
import type { SignalData } from '../../../domain/live/liveProtocol';
import { createdAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { administrationSessions } from './assessments';
import { remoteLinks } from './remoteLinks';

/**
 * The participants of a live session: its examiner (a user) and each screen invited on the
 * examinee's side (by a live link: the examinee, or a parent sitting with a child).
 */
export const liveSessionParticipants = pgTable(
  'live_session_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => administrationSessions.id),
    role: text('role').$type<LiveRole>().notNull(),
    /** The examiner's user; `null` on the examinee's side. */
    userId: integer('user_id').references(() => users.id),
    /** The link the examinee's side joins by; `null` for the examiner. */
    remoteLinkId: integer('remote_link_id').references(() => remoteLinks.id),
    /** As the other side sees it: the examiner's name, or "Ava" / "Parent of Ava". */
    name: text('name').notNull(),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('live_session_participants_session_idx').on(t.sessionId), uniqueIndex('live_session_participants_link_key').on(t.remoteLinkId)],
);

/**
 * The events of a live session (prosa.event), append-only: `sequence` is 1, 2, 3… per session
 * without gaps, allocated from administration_sessions.last_sequence in the appending transaction.
 */
export const liveSessionEvents = pgTable(
  'live_session_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => administrationSessions.id),
    sequence: integer('sequence').notNull(),
    /** The body's `type`, for the tracker's and the log's filters. */
    type: text('type').$type<LiveEventBody['type']>().notNull(),
    body: jsonb('body').$type<LiveEventBody>().notNull(),
    /** Whose screen caused it. */
    by: text('by').$type<LiveRole | 'system'>().notNull(),
    participantId: integer('participant_id').references(() => liveSessionParticipants.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_session_events_sequence_key').on(t.sessionId, t.sequence),
    // An item's last answer before a `step.shown` (the page's content shows it) in one index probe.
    index('live_session_events_answer_idx')
      .on(t.sessionId, sql`(${t.body}->>'assessmentId')`, sql`(${t.body}->>'itemId')`, t.sequence)
      .where(sql`${t.type} = 'item.answered'`),
  ],
);

/**
 * WebRTC signalling in flight between the two sides of a live session (an offer, an answer, ICE
 * candidates, devices, hangup): written in a short transaction that notifies `qg_live_signal`
 * with the row's id, read by the process holding the other side's socket and relayed. A NOTIFY
 * payload is limited to 8000 bytes and a session description may be larger, hence a row. Never
 * kept: rows older than two minutes are deleted on each insert.
 */
export const liveSessionSignals = pgTable(
  'live_session_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => administrationSessions.id),
    /** The sender's side; the other side's screens receive it. */
    fromRole: text('from_role').$type<LiveRole>().notNull(),
    data: jsonb('data').$type<SignalData>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_session_signals_created_idx').on(t.createdAt)],
);
