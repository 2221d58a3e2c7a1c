/**
 * A signed-in user changes their own password: the current one is checked, the new one must meet
 * the password rule (src/domain/passwordRule.ts), and every other session of the user ends.
 */
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/passwordRule';
import { afterFailedSignIn, signInGate } from '../../../domain/signInLockout';
import { recordAudit } from '../../audit/auditLog';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { revokeUserSessions } from '../../auth/sessions';
import { notifyPasswordChanged } from '../notifications/producers';

import { CHANGE_LOCKED, WRONG_CURRENT_PASSWORD } from '../../../domain/reauthentication';

/** The messages of a wrong current password and of a locked user, the same as every re-authentication's (domain/reauthentication.ts). */
export { CHANGE_LOCKED, WRONG_CURRENT_PASSWORD };

/** The outcome of a password change; a refusal names the form field it concerns. */
export type PasswordChangeResult = { ok: true } | { ok: false; field: 'currentPassword' | 'newPassword'; message: string };

/**
 * Changes a user's password and ends the user's other sessions and their refresh tokens, in one
 * transaction with the user row locked, audited as `account.changePassword`. A wrong current
 * password counts as a failed sign-in (src/domain/signInLockout.ts), so a stolen session cannot
 * be used to guess the password at speed.
 * @param currentSessionId the caller's session, which stays signed in.
 * @param now stored as `password_changed_at` and the revocation time.
 * @throws Error when the user does not exist (the caller is a signed-in user, so never expected).
 */
export async function changePassword(
  db: Db,
  actor: { userId: number; accountId: number; ip: string },
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
  now: Date,
): Promise<PasswordChangeResult> {
  const scope = { accountId: actor.accountId, userId: actor.userId };
  const found = await repositories(db, scope).accountUsers.credentials();
  if (!found) throw new Error(`User ${actor.userId} does not exist.`);
  // Hashing happens outside the transaction: it is slow and needs no lock.
  const currentOk = await verifyPassword(currentPassword, found.passwordHash);
  const problem = passwordProblem(newPassword, found.userName, currentPassword);
  const newHash = currentOk && problem === null ? await hashPassword(newPassword) : null;
  return db.transaction(async (tx): Promise<PasswordChangeResult> => {
    const { accountUsers } = repositories(tx, scope);
    const user = await accountUsers.credentials({ forUpdate: true });
    if (!user) throw new Error(`User ${actor.userId} does not exist.`);
    if (!signInGate(user, now).allowed) return { ok: false, field: 'currentPassword', message: CHANGE_LOCKED };
    // Changed since it was read (another tab): the check above was against a password no longer stored.
    if (user.passwordHash !== found.passwordHash) return { ok: false, field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
    if (!currentOk) {
      const next = afterFailedSignIn(user, now);
      await accountUsers.setLockout(next);
      await recordAudit(tx, actor, { action: 'account.changePasswordFailed', entity: 'user', entityId: user.id }, now);
      if (next.lockedNow) await recordAudit(tx, actor, { action: 'auth.lockedOut', entity: 'user', entityId: user.id }, now);
      return { ok: false, field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
    }
    if (problem !== null || newHash === null) return { ok: false, field: 'newPassword', message: PASSWORD_MESSAGES[problem ?? 'tooShort'] };
    await accountUsers.setPassword(newHash, now);
    await revokeUserSessions(tx, user.id, currentSessionId, now);
    await notifyPasswordChanged(tx, user, 'changed', now);
    return { ok: true };
  });
}
