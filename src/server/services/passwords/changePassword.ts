/**
 * A signed-in user changes their own password: the current one is checked, the new one must meet
 * the password rule (src/domain/passwordRule.ts), and every other session of the user ends.
 */
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/passwordRule';
import { CHANGE_LOCKED, WRONG_CURRENT_PASSWORD } from '../../../domain/reauthentication';
import { hashPassword } from '../../auth/passwords';
import { reauthenticate } from '../../auth/reauthenticate';
import { HttpProblem } from '../../http/problems';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { revokeUserSessions } from '../../auth/sessions';
import { notifyPasswordChanged } from '../notifications/producers';

/** The messages of a wrong current password and of a locked user, the same as every re-authentication's (domain/reauthentication.ts). */
export { CHANGE_LOCKED, WRONG_CURRENT_PASSWORD };

/** The outcome of a password change; a refusal names the form field it concerns. */
export type PasswordChangeResult = { ok: true } | { ok: false; field: 'currentPassword' | 'newPassword'; message: string };

/**
 * Changes a user's password and ends the user's other sessions and their refresh tokens, audited
 * as `account.changePassword` by the caller. The current password is checked by the one
 * re-authentication rule (auth/reauthenticate.ts): a wrong one counts as a failed sign-in
 * (src/domain/signInLockout.ts), so a stolen session cannot be used to guess the password at
 * speed, and is audited as `auth.reauthenticationFailed`; the user row stays locked from that
 * check to the change.
 * @param db the operation's transaction: a refusal is answered (not thrown), so the failure's
 *   count and audit rows commit with it.
 * @param currentSessionId the caller's session, which stays signed in.
 * @param now stored as `password_changed_at` and the revocation time.
 * @param requestId the request, for the audit row of a refused current password.
 * @throws Error when the user does not exist (the caller is a signed-in user, so never expected).
 */
export async function changePassword(
  db: Db,
  actor: { userId: number; accountId: number; ip: string },
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
  now: Date,
  requestId: string | null = null,
): Promise<PasswordChangeResult> {
  try {
    await reauthenticate(db, actor, currentPassword, now, requestId);
  } catch (error) {
    if (!(error instanceof HttpProblem) || !error.keepsWrites) throw error;
    return { ok: false, field: 'currentPassword', message: error.detail ?? WRONG_CURRENT_PASSWORD };
  }
  const { accountUsers } = repositories(db, { accountId: actor.accountId, userId: actor.userId });
  // Locked by the check above until the transaction ends.
  const user = await accountUsers.credentials({ forUpdate: true });
  if (!user) throw new Error(`User ${actor.userId} does not exist.`);
  const problem = passwordProblem(newPassword, user.userName, currentPassword);
  if (problem !== null) return { ok: false, field: 'newPassword', message: PASSWORD_MESSAGES[problem] };
  await accountUsers.setPassword(await hashPassword(newPassword), now);
  await revokeUserSessions(db, user.id, currentSessionId, now);
  await notifyPasswordChanged(db, user, 'changed', now);
  return { ok: true };
}
