/**
 * Removing every row of a purged account, of its users and of its examinees, in every table
 * (issue #18). Platform data: the purge runs as the owner, in the one transaction of the account's
 * purge, with `qg.purge_account_id` set so the append-only guards let exactly these deletions
 * through (migration 0026_account_purge). A table added later that refers to an account, a user
 * or an examinee needs its line here: test/server/dataRetentionPurgeCoverage.test.ts fails until
 * it has one.
 *
 * Rows of other accounts, or of the platform, that only name one of the account's users (a staff
 * member's case assigned to them, the e-mail delivery they resolved, a configuration version they
 * saved) keep the row and forget the user (set null); see docs/dataRetention.md.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The ids of the account's users, for the statements' conditions. */
const usersOf = (accountId: number): SQL => sql`(SELECT id FROM users WHERE account_id = ${accountId})`;

/** One table's rows of the account: the table and the condition that picks them. */
interface Removal {
  table: string;
  where: (accountId: number) => SQL;
}

const ofAccount = (table: string): Removal => ({ table, where: (accountId) => sql`account_id = ${accountId}` });

/**
 * Every table's rows of the account, children before the rows they refer to (no foreign key
 * cascades, so the order is what lets each DELETE through).
 */
const REMOVALS: readonly Removal[] = [
  { table: 'resource_bookmarks', where: (a) => sql`user_id IN ${usersOf(a)} OR document_id IN (SELECT id FROM resource_documents WHERE account_id = ${a})` },
  { table: 'password_reset_tokens', where: (a) => sql`user_id IN ${usersOf(a)}` },
  { table: 'retention_staff_settings', where: (a) => sql`user_id IN ${usersOf(a)}` },
  { table: 'email_delivery_attempts', where: (a) => sql`message_id IN (SELECT id FROM email_messages WHERE account_id = ${a})` },
  {
    table: 'feedback_answers',
    where: (a) => sql`account_id = ${a} OR feedback_id IN (SELECT id FROM feedback WHERE account_id = ${a} OR user_id IN ${usersOf(a)})`,
  },
  ofAccount('usage_ledger'),
  ofAccount('feature_license_events'),
  ofAccount('feature_licenses'),
  ofAccount('report_batch_items'),
  ofAccount('report_deletions'),
  ofAccount('reports'),
  ofAccount('group_reports'),
  ofAccount('report_batches'),
  { table: 'notifications', where: (a) => sql`account_id = ${a} OR user_id IN ${usersOf(a)}` },
  ofAccount('retention_notices'),
  ofAccount('account_exports'),
  ofAccount('email_messages'),
  // A live session's events name its participants, which name its links (issue #20).
  ofAccount('live_session_events'),
  ofAccount('live_session_participants'),
  ofAccount('remote_links'),
  ofAccount('group_assignment_codes'),
  ofAccount('assessments'),
  // After the assessments that name them, before the groups they name.
  ofAccount('group_assignments'),
  ofAccount('roster_import_parts'),
  ofAccount('roster_imports'),
  ofAccount('roster_import_mappings'),
  ofAccount('examinee_group_members'),
  ofAccount('examinee_group_staff'),
  ofAccount('examinee_groups'),
  ofAccount('live_session_signals'),
  ofAccount('administration_sessions'),
  ofAccount('examinees'),
  { table: 'refresh_tokens', where: (a) => sql`account_id = ${a} OR user_id IN ${usersOf(a)}` },
  { table: 'idempotency_keys', where: (a) => sql`account_id = ${a} OR user_id IN ${usersOf(a)}` },
  { table: 'sessions', where: (a) => sql`account_id = ${a} OR user_id IN ${usersOf(a)}` },
  ofAccount('email_templates'),
  ofAccount('resource_documents'),
  { table: 'feedback', where: (a) => sql`account_id = ${a} OR user_id IN ${usersOf(a)}` },
  ofAccount('testing_sites'),
  ofAccount('account_settings'),
  ofAccount('users'),
];

/**
 * Rows that stay but named one of the account's users: each statement forgets the user. Only a
 * staff account's users appear in them (customers never assign, resolve or configure); a NOT
 * NULL reference of another account to such a user (an answer to feedback, a license event)
 * makes the users' DELETE fail, and the purge of that account with it (reported, not hidden).
 */
const DETACHMENTS: readonly ((accountId: number) => SQL)[] = [
  (a) => sql`UPDATE retention_staff_settings SET updated_by = NULL WHERE updated_by IN ${usersOf(a)}`,
  (a) => sql`UPDATE feedback SET assignee_id = NULL, assignee_name = NULL WHERE assignee_id IN ${usersOf(a)} AND account_id IS DISTINCT FROM ${a}`,
  (a) => sql`UPDATE email_messages SET delivery_resolved_by = NULL WHERE delivery_resolved_by IN ${usersOf(a)} AND account_id <> ${a}`,
  (a) => sql`UPDATE account_exports SET requested_by = NULL WHERE requested_by IN ${usersOf(a)} AND account_id <> ${a}`,
  (a) => sql`UPDATE accounts SET legal_hold_set_by = NULL WHERE legal_hold_set_by IN ${usersOf(a)} AND id <> ${a}`,
  (a) => sql`UPDATE accounts SET deleted_by = NULL WHERE deleted_by IN ${usersOf(a)} AND id <> ${a}`,
  (a) => sql`UPDATE accounts SET retention_assignee_id = NULL WHERE retention_assignee_id IN ${usersOf(a)} AND id <> ${a}`,
  (a) => sql`UPDATE accounts SET self_deletion_requested_by = NULL WHERE self_deletion_requested_by IN ${usersOf(a)} AND id <> ${a}`,
  (a) => sql`UPDATE app_config_versions SET user_id = NULL, user_name = '' WHERE user_id IN ${usersOf(a)}`,
];

/** The tables {@link removeAccountRows} removes from, in its order (for the coverage test and the docs). */
export const PURGED_TABLES: readonly string[] = REMOVALS.map((removal) => removal.table);

/**
 * Removes every row of account `accountId`, of its users and of its examinees, but the accounts
 * row itself and the audit log's (pseudonymised instead, purgeAudit.ts), in `db`: the purge's
 * transaction with `qg.purge_account_id` set to the account.
 * @returns rows removed per table (tables with none left out).
 * @throws the database's error when a row of another account still refers to one of the
 *   account's rows (the transaction is then rolled back by the caller).
 */
export async function removeAccountRows(db: Db, accountId: number): Promise<Record<string, number>> {
  // The e-mail worker of another process (or connection) may be delivering one of the account's
  // messages right now: locking them first makes its attempt wait for the purge instead of landing
  // between the attempts' removal and the messages' (which the foreign key would then refuse).
  await db.execute(sql`SELECT id FROM email_messages WHERE account_id = ${accountId} FOR UPDATE`);
  for (const detach of DETACHMENTS) await db.execute(detach(accountId));
  const removed: Record<string, number> = {};
  for (const { table, where } of REMOVALS) {
    const result = await db.execute<{ n: number }>(
      sql`WITH gone AS (DELETE FROM ${sql.identifier(table)} WHERE ${where(accountId)} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    );
    const count = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (count > 0) removed[table] = count;
  }
  return removed;
}
