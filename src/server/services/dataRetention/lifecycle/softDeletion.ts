/**
 * Soft deletion of an account (issue #18 "Recovery"): the one place that deletes, for the daily
 * job (a dormant or requested date that came) and for staff (dataManagement.deleteAccount).
 * Its effects everywhere follow from two facts it writes: `accounts.deleted_at` (sign-in refuses
 * the account's users, auth/signIn.ts; remote links answer like unknown ones and the player
 * refuses them, db/platform/linkTokens.ts) and every session of its users revoked here (a
 * signed-in request needs a live session, db/platform/identity.ts). Nothing else is removed: the
 * purge does that after the recovery window.
 */
import { sessionStore } from '../../../db/platform/sessions';
import type { Repositories } from '../../../db/repositories';
import type { SoftDeletion } from '../../../db/repositories/retentionLifecycle';

/**
 * Deletes the account of `repos` (soft) and revokes every session of its users, in the caller's
 * transaction `repos` was made over (`sessions` is `repos`' transaction too).
 * @param sessionsDb the same transaction, for the platform's session store.
 */
export async function softDeleteAccount(repos: Repositories, sessionsDb: Parameters<typeof sessionStore>[0], deletion: SoftDeletion): Promise<void> {
  await repos.retentionLifecycle.softDelete(deletion);
  const sessions = sessionStore(sessionsDb);
  for (const userId of await repos.retentionLifecycle.userIds()) await sessions.revokeUserSessions(userId, null, deletion.at);
  // ── Seam for the lead (issue #18, exports helper): start the account's export of kind
  // `beforeDeletion` here, in this transaction, with ONE call, e.g.
  // `await startBeforeDeletionExport(repos, deletion.at);` — every deletion (job and staff) passes here.
}
