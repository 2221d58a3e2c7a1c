/**
 * The audit log of a purged account (issue #18): its rows stay, so the platform can still show
 * what was done when, by which staff member, to which kind of record, but nothing in them names or
 * singles out the account's people any more. Platform data (the audit log has rows without an
 * account); the append-only guard lets exactly this UPDATE through inside the purge's transaction
 * (migration 0026_account_purge). What is replaced, and why the rest stays, is in
 * docs/dataRetention.md:
 *   - user_id: the account's own users' ids become null (staff of another account keep theirs);
 *   - ip: emptied on every row not acted by such staff (the account's users and the examinees
 *     who answered its remote links, who act with no user);
 *   - entity_id of a `user` or `examinee` record of the account: a pseudonym that is the same for
 *     every row of one person (`user-1`, `examinee-2`: numbered by first appearance), so an
 *     auditor still sees that two rows concern one person, never who;
 *   - reason: the free text a reveal or a staff access stated, which may name the examinee,
 *     becomes {@link PURGED_REASON}.
 * account_id stays, so the tombstone (purged_accounts) explains the rows.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The reason of a pseudonymised row that had one. */
export const PURGED_REASON = '(removed when the account was purged)';

/**
 * Pseudonymises the audit rows of account `accountId` and of its users (rows with no account,
 * such as a password reset, carry only the user), in `db`: the purge's transaction with
 * `qg.purge_account_id` set, before the users are removed (the guard finds a row's account by its
 * user).
 * @returns how many rows were pseudonymised.
 */
export async function pseudonymiseAuditRows(db: Db, accountId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    WITH members AS (SELECT id FROM users WHERE account_id = ${accountId}),
    subjects AS (
      SELECT entity, entity_id, dense_rank() OVER (PARTITION BY entity ORDER BY min(id), entity_id) AS n
      FROM audit_log
      WHERE (account_id = ${accountId} OR user_id IN (SELECT id FROM members))
        AND ((entity = 'user' AND entity_id IN (SELECT id::text FROM members)) OR (entity = 'examinee' AND entity_id IS NOT NULL))
      GROUP BY entity, entity_id
    ),
    changed AS (
      UPDATE audit_log a SET
        user_id = CASE WHEN a.user_id IN (SELECT id FROM members) THEN NULL ELSE a.user_id END,
        ip = CASE WHEN a.user_id IS NULL OR a.user_id IN (SELECT id FROM members) THEN '' ELSE a.ip END,
        entity_id = coalesce((SELECT s.entity || '-' || s.n FROM subjects s WHERE s.entity = a.entity AND s.entity_id = a.entity_id), a.entity_id),
        reason = CASE WHEN a.reason IS NULL THEN NULL ELSE ${PURGED_REASON} END
      WHERE a.account_id = ${accountId} OR a.user_id IN (SELECT id FROM members)
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM changed`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
