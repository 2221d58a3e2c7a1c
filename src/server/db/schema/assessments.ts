/** Assessments and the administration sessions that group them. */
import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, jsonb, pgTable, type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdministrationDetails, AssessmentStatus } from '../../../domain/assessment';
import type { VerificationSession } from '../../../domain/itemEntryVerification';
import type { LiveSessionStatus, SessionDelivery, VideoMode } from '../../../domain/live/liveSession';
import type { LiveSessionState } from '../../../domain/live/liveState';
import type { Locale } from '../../../domain/locale';
import type { Responses, ScoreResult } from '../../../domain/scoring/scoreTypes';
import { createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { products, productVersions } from './products';
import { examinees } from './examinees';
import { groupAssignments } from './groupAssignments';

/** Assessments: one administration of a product to an examinee. */
export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    examineeRecordId: integer('examinee_record_id')
      .notNull()
      .references(() => examinees.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The product version the assessment was created with. */
    productVersion: integer('product_version').notNull(),
    administrationDate: date('administration_date', { mode: 'string' }).notNull(),
    examinerId: integer('examiner_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<AssessmentStatus>().notNull(),
    responses: jsonb('responses').$type<Responses>().notNull().default({}),
    /** Grade, season and comparison group of this administration (domain/assessment.ts). */
    administration: jsonb('administration').$type<AdministrationDetails>().notNull().default({}),
    /** The score of record; null until scored. */
    score: jsonb('score').$type<ScoreResult>(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** Optimistic concurrency: every save increments it. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: hidden from every query but the account administrator's recovery list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    /** Item entry verification: when and by whom the responses were verified by a second entry; cleared when they change. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id),
    /** The verification under way (second entry, discrepancies), or null. */
    verification: jsonb('verification').$type<VerificationSession>(),
    /** The administration session the assessment belongs to (several forms answered through one link), or null. */
    sessionId: integer('session_id').references((): AnyPgColumn => administrationSessions.id),
    /** Where the assessment comes in its session's answering order (0 first); null outside a session. */
    sessionPosition: integer('session_position'),
    /** The group assignment that made it (issue #19), or null. */
    groupAssignmentId: integer('group_assignment_id').references((): AnyPgColumn => groupAssignments.id),
  },
  (t) => [
    index('assessments_account_examinee_idx').on(t.accountId, t.examineeRecordId),
    // The version an assessment is scored and reported with must stay stored.
    foreignKey({ name: 'assessments_product_version_fk', columns: [t.productId, t.productVersion], foreignColumns: [productVersions.productId, productVersions.version] }),
  ],
);

/**
 * Administration sessions: several assessments of one examinee given together (a PHQ-9 and a
 * GAD-7 answered through one link, in order). An assessment belongs to at most one session.
 */
export const administrationSessions = pgTable(
  'administration_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    examineeRecordId: integer('examinee_record_id')
      .notNull()
      .references(() => examinees.id),
    title: text('title').notNull().default(''),
    /** `link` (answered alone through one remote link) or `live` (held with the examiner, issue #20). */
    delivery: text('delivery').$type<SessionDelivery>().notNull().default('link'),
    /** Live sessions: the lifecycle; `null` for link sessions. */
    status: text('status').$type<LiveSessionStatus>(),
    /** Live sessions: the appointment, its length, the examinee's language and the examiner who holds it. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    locale: text('locale').$type<Locale>(),
    examinerId: integer('examiner_id').references(() => users.id),
    /** Live sessions: the video as planned (changes are events too, so the log replays them). */
    videoMode: text('video_mode').$type<VideoMode>(),
    videoUrl: text('video_url'),
    licenseValidatedAt: timestamp('license_validated_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The sequence of the session's last event. Appending events bumps it in the same statement,
     * which locks the row: appends to one session are serialized across every server process.
     */
    lastSequence: integer('last_sequence').notNull().default(0),
    /**
     * Live sessions: the log folded up to the sequence it names (`LiveSessionState.sequence`),
     * written by a command in the transaction that appends its events, so a command or a welcome
     * folds only the events after it. It may lag behind the log (appends of joins, leaves and the
     * session operations do not write it); it is never ahead. `null` until the first command.
     */
    liveState: jsonb('live_state').$type<LiveSessionState>(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('administration_sessions_account_examinee_idx').on(t.accountId, t.examineeRecordId),
    index('administration_sessions_live_idx').on(t.accountId, t.scheduledAt).where(sql`${t.delivery} = 'live'`),
  ],
);
