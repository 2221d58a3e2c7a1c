/**
 * Self-service password reset by e-mail. A request issues a token (256 random bits) for each
 * active user the user name or e-mail address names and who has an address to write to; only
 * the token's SHA-256 is stored, it is valid {@link RESET_TOKEN_MINUTES} minutes and is used once.
 * Setting the new password ends every session of the user and clears the sign-in lockout.
 */
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/passwordRule';
import { recordAudit } from '../../audit/auditLog';
import { hashPassword } from '../../auth/passwords';
import { normalizeUserName } from '../../auth/signIn';
import { randomToken, sha256 } from '../../auth/signedValues';
import type { Db } from '../../db/client';
import { passwordResetStore } from '../../db/platform/passwordResets';
import { repositories } from '../../db/repositories';
import { revokeUserSessions } from '../../auth/sessions';
import { notifyPasswordChanged } from '../notifications/producers';

/** How long a reset link works, in minutes (OWASP Forgot Password Cheat Sheet: short-lived, single use). */
export const RESET_TOKEN_MINUTES = 60;

/** A reset message to send: to whom, and the token its link carries (never stored). */
export interface ResetMailing {
  userId: number;
  address: string;
  name: string;
  userName: string;
  /** The language the user chose in the platform, if any (their message is written in it). */
  languageCode: string | null;
  token: string;
}

/**
 * Issues reset tokens for the active users `identifier` names: by user name, or by e-mail address
 * (several users may share one). Audited as `auth.passwordResetRequested` per user.
 * @param identifier what the person typed; blank names nobody.
 * @returns the messages to send (none when nobody matches: the caller answers the same either way).
 */
export async function requestPasswordReset(db: Db, identifier: string, meta: { ip: string }, now: Date): Promise<ResetMailing[]> {
  const wanted = normalizeUserName(identifier);
  if (wanted === '') return [];
  return db.transaction(async (tx) => {
    const store = passwordResetStore(tx);
    const matches = await store.activeUsersNamed(wanted);
    const mailings: ResetMailing[] = [];
    for (const user of matches) {
      if (user.email.trim() === '') continue;
      const token = randomToken();
      await store.issue(user.id, sha256(token), now, new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000));
      await recordAudit(tx, { userId: user.id, accountId: user.accountId, ip: meta.ip }, { action: 'auth.passwordResetRequested', entity: 'user', entityId: user.id }, now);
      mailings.push({ userId: user.id, address: user.email.trim(), name: [user.firstName, user.lastName].filter(Boolean).join(' '), userName: user.userName, languageCode: user.languageCode, token });
    }
    return mailings;
  });
}

/** The live token `token` with its user (`lock`: the token row locked until the transaction ends), or `null`. */
const liveToken = (db: Db, token: string, now: Date, lock: boolean) => passwordResetStore(db).live(sha256(token), now, lock);

/**
 * Whether a reset token is live: issued, unused, unexpired, its user active.
 * @returns false for a token never issued, used, expired or of an inactive user alike.
 */
export async function resetTokenIsLive(db: Db, token: string, now: Date): Promise<boolean> {
  return token !== '' && (await liveToken(db, token, now, false)) !== null;
}

/** The outcome of setting a password with a reset token. */
export type ResetResult = { ok: true } | { ok: false; reason: 'invalidToken' } | { ok: false; reason: 'rule'; message: string };

/**
 * Sets a new password with a reset token: the token and every other live token of the user are
 * used up, the password stored with `password_changed_at`, the lockout cleared and every session
 * of the user revoked, in one transaction with the token row locked (a token cannot be used
 * twice, even at once). Audited as `auth.passwordReset`.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, meta: { ip: string }, now: Date): Promise<ResetResult> {
  if (token === '') return { ok: false, reason: 'invalidToken' };
  const owner = await liveToken(db, token, now, false);
  if (!owner) return { ok: false, reason: 'invalidToken' };
  const problem = passwordProblem(newPassword, owner.userName, null);
  if (problem !== null) return { ok: false, reason: 'rule', message: PASSWORD_MESSAGES[problem] };
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx): Promise<ResetResult> => {
    const locked = await liveToken(tx, token, now, true);
    if (!locked) return { ok: false, reason: 'invalidToken' };
    await passwordResetStore(tx).useAllOf(locked.userId, now);
    // The token named the user and their account: the password is stored as that account's user's.
    const user = { id: locked.userId, accountId: locked.accountId };
    const stored = await repositories(tx, { accountId: user.accountId, userId: user.id }).accountUsers.setPassword(passwordHash, now);
    await revokeUserSessions(tx, locked.userId, null, now);
    await recordAudit(tx, { userId: locked.userId, accountId: stored ? user.accountId : null, ip: meta.ip }, { action: 'auth.passwordReset', entity: 'user', entityId: locked.userId }, now);
    if (stored) await notifyPasswordChanged(tx, user, 'reset', now);
    return { ok: true };
  });
}
