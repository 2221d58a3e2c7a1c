/** Remote administration links. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/locale';
import type { LinkKind, LinkRespondent, LinkState } from '../../../domain/remoteLink';
import { createdAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { assessments, administrationSessions } from './assessments';

/**
 * Remote administration links (QOSA): a token, stored only as its SHA-256, that lets an examinee
 * (or a rater) answer one assessment or every assessment of one session without an account.
 */
export const remoteLinks = pgTable(
  'remote_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The one assessment the link answers; null for a session link. */
    assessmentId: integer('assessment_id').references(() => assessments.id),
    /** The session whose assessments the link answers; null for an assessment link. */
    sessionId: integer('session_id').references(() => administrationSessions.id),
    /** `remote` (sent to the examinee's device) or `inPerson` (launched on the examiner's device). */
    kind: text('kind').$type<LinkKind>().notNull().default('remote'),
    /** Hex SHA-256 of the current token; a resend issues a new token and replaces it. */
    tokenHash: text('token_hash').notNull(),
    respondent: text('respondent').$type<LinkRespondent>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    state: text('state').$type<LinkState>().notNull().default('sent'),
    /** The link opens from here on (a link sent ahead of the appointment). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** When the respondent left the instructions and began (osaLaunchNotification). */
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('remote_links_token_hash_key').on(t.tokenHash),
    index('remote_links_assessment_idx').on(t.assessmentId),
    index('remote_links_session_idx').on(t.sessionId),
    check('remote_links_one_target', sql`(${t.assessmentId} is null) <> (${t.sessionId} is null)`),
  ],
);
