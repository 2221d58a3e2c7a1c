/**
 * Soft deletion of an account (issue #18 "Recovery"): the one place that deletes, for the daily
 * job (a dormant or requested date that came) and for staff (dataManagement.deleteAccount).
 * Its effects everywhere follow from two facts it writes: `accounts.deleted_at` (sign-in refuses
 * the account's users, auth/signIn.ts; remote links answer like unknown ones and the player
 * refuses them, db/platform/linkTokens.ts) and every session of its users revoked here (a
 * signed-in request needs a live session, db/platform/identity.ts). Nothing else is removed: the
 * purge does that after the recovery window.
 */
import type { Db } from '../../../db/client';
import { sessionStore } from '../../../db/platform/sessions';
import { repositories, type Repositories } from '../../../db/repositories';
import type { SoftDeletion } from '../../../db/repositories/retentionLifecycle';

/**
 * Deletes account `accountId` (soft) and ends every way in of its users: their sessions and
 * refresh tokens are revoked, and a sign-in half done (password given, second step not yet) is
 * dropped, so it cannot finish into a new session.
 * @param tx the caller's transaction, which `repos` (the account's repositories) was made over.
 */
export async function softDeleteAccount(tx: Db, accountId: number, repos: Repositories, deletion: SoftDeletion): Promise<void> {
  await repos.retentionLifecycle.softDelete(deletion);
  const sessions = sessionStore(tx);
  for (const userId of await repos.retentionLifecycle.userIds()) {
    await sessions.revokeUserSessions(userId, null, deletion.at);
    await repositories(tx, { accountId, userId }).twoStep.setChallenge(null);
  }
  // ── Seam for the lead (issue #18, exports helper): start the account's export of kind
  // `beforeDeletion` here, in this transaction, with ONE call, e.g.
  // `await startBeforeDeletionExport(repos, deletion.at);` — every deletion (job and staff) passes here.
}
