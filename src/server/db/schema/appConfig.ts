/**
 * The app configuration (`config.json`, served at `/assets/config/config.json`) as stored
 * versions (issue #17): platform data, no account. The highest version is the current one; a
 * change or a rollback appends a version, none is ever changed (a trigger refuses it).
 */
import { integer, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The versions of config.json, append-only. */
export const appConfigVersions = pgTable('app_config_versions', {
  /** 1 for the seed from the file, then one more per change: the primary key refuses a second edit of the same version. */
  version: integer('version').primaryKey(),
  /** The document as accepted, keys in the order written (`json`, not `jsonb`, which reorders them). */
  config: json('config').$type<Record<string, unknown>>().notNull(),
  /** The staff member who made the version; null for the seed from the file. */
  userId: integer('user_id').references(() => users.id),
  /** Their name when they made it (`APP_CONFIG_FILE` for the seed). */
  userName: text('user_name').notNull(),
  /** Why: the stated reason (staff reason rules), or the seed's own words. */
  reason: text('reason').notNull(),
  /** For a rollback: the version whose content this one restores. */
  restoredFrom: integer('restored_from'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
