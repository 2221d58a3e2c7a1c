/**
 * Soft deletion of an account (issue #18 "Recovery"): the one place that deletes, for the daily
 * job (a dormant or requested date that came) and for staff (dataManagement.deleteAccount).
 * Its effects everywhere follow from two facts it writes: `accounts.deleted_at` (sign-in refuses
 * the account's users, auth/signIn.ts; remote links answer like unknown ones and the player
 * refuses them, db/platform/linkTokens.ts) and every session of its users revoked here (a
 * signed-in request needs a live session, db/platform/identity.ts). Nothing else is removed: the
 * purge does that after the recovery window.
 */
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { sessionStore } from '../../../db/platform/sessions';
import { repositories, type Repositories } from '../../../db/repositories';
import type { SoftDeletion } from '../../../db/repositories/retentionLifecycle';
import { startAccountExport } from '../../accountExports/startExport';

/**
 * Deletes account `accountId` (soft) and ends every way in of its users: their sessions and
 * refresh tokens are revoked, and a sign-in half done (password given, second step not yet) is
 * dropped, so it cannot finish into a new session. The departing customer gets their data: an
 * export of kind `beforeDeletion` starts in the same transaction, and its download link is
 * e-mailed to the account's administrator (services/accountExports).
 * @param context the app's job queue, for the export's build job.
 * @param tx the caller's transaction, which `repos` (the account's repositories) was made over.
 */
export async function softDeleteAccount(context: Pick<AppContext, 'jobs'>, tx: Db, accountId: number, repos: Repositories, deletion: SoftDeletion): Promise<void> {
  await repos.retentionLifecycle.softDelete(deletion);
  const sessions = sessionStore(tx);
  for (const userId of await repos.retentionLifecycle.userIds()) {
    await sessions.revokeUserSessions(userId, null, deletion.at);
    await repositories(tx, { accountId, userId }).twoStep.setChallenge(null);
  }
  await startAccountExport(context, tx, accountId, { kind: 'beforeDeletion', requestedBy: null }, deletion.at);
}
