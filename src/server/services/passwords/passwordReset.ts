/**
 * Self-service password reset by e-mail. A request issues a token (256 random bits) for each
 * active user the user name or e-mail address names and who has an address to write to; only
 * the token's SHA-256 is stored, it is valid {@link RESET_TOKEN_MINUTES} minutes and is used once.
 * Setting the new password ends every session of the user and clears the sign-in lockout.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/passwordRule';
import { CLEARED_LOCKOUT } from '../../../domain/signInLockout';
import { recordAudit } from '../../audit/auditLog';
import { hashPassword } from '../../auth/passwords';
import { normalizeUserName } from '../../auth/signIn';
import { randomToken, sha256 } from '../../auth/signedValues';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
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
    const matches = await tx
      .select()
      .from(users)
      .where(and(eq(users.active, true), or(eq(users.username, wanted), eq(sql`lower(${users.email})`, wanted))));
    const mailings: ResetMailing[] = [];
    for (const user of matches) {
      if (user.email.trim() === '') continue;
      const token = randomToken();
      await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000) });
      await recordAudit(tx, { userId: user.id, accountId: user.accountId, ip: meta.ip }, { action: 'auth.passwordResetRequested', entity: 'user', entityId: user.id }, now);
      mailings.push({ userId: user.id, address: user.email.trim(), name: [user.firstName, user.lastName].filter(Boolean).join(' '), userName: user.username, languageCode: user.preferences.language?.languageCode ?? null, token });
    }
    return mailings;
  });
}

/** A live reset token's user. */
interface TokenOwner {
  tokenId: number;
  userId: number;
  userName: string;
}

async function liveToken(db: Db, token: string, now: Date, lock: boolean): Promise<TokenOwner | null> {
  const query = db
    .select({ tokenId: passwordResetTokens.id, userId: users.id, userName: users.username })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now), eq(users.active, true)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: passwordResetTokens }) : await query;
  return row ?? null;
}

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
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, locked.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, ...CLEARED_LOCKOUT, updatedAt: now })
      .where(eq(users.id, locked.userId))
      .returning({ id: users.id, accountId: users.accountId });
    await revokeUserSessions(tx, locked.userId, null, now);
    await recordAudit(tx, { userId: locked.userId, accountId: user?.accountId ?? null, ip: meta.ip }, { action: 'auth.passwordReset', entity: 'user', entityId: locked.userId }, now);
    if (user) await notifyPasswordChanged(tx, user, 'reset', now);
    return { ok: true };
  });
}
