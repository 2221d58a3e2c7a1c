/**
 * Sessions and refresh tokens in the database (never in process memory, so any process behind a
 * load balancer can serve any request). A session ends when revoked, after SESSION_IDLE_MINUTES
 * (or SESSION_IDLE_SECONDS) without activity, or SESSION_ABSOLUTE_HOURS after sign-in. Activity is
 * only what the SPA reports with keepAlive.ping when the user works (see {@link touchSession}):
 * background calls such as a token refresh or a poll never keep a session alive. Refresh tokens are rotated on every use;
 * presenting a used one again is taken as theft and ends the whole family and its session.
 */
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';
import { permissionItems, personName, type Principal } from './principal';
import { randomToken, sha256 } from './signedValues';

/** Session limits, from the server settings. */
export interface SessionLimits {
  /** Time without activity after which the session ends, in milliseconds. */
  idleMs: number;
  absoluteHours: number;
}

/**
 * Activity is written at most this often, so pings from several tabs do not each write: a
 * minute, or a twentieth of the idle limit when that is shorter (a test server's short limit).
 */
export const activityResolutionMs = (limits: SessionLimits): number => Math.min(60_000, Math.floor(limits.idleMs / 20));

const addMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * 60_000);
const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

/** A new session with its first refresh token (shown once, stored hashed). */
export interface NewSession {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

/**
 * Starts a session for a user who has just signed in.
 * @param meta where the sign-in came from (kept for the user's session list and the audit).
 */
export async function createSession(
  db: Db,
  user: { id: number; accountId: number },
  meta: { ip: string; userAgent: string },
  now: Date,
  limits: SessionLimits,
): Promise<NewSession> {
  const sessionId = randomToken();
  const refreshToken = randomToken();
  const expiresAt = addMinutes(now, limits.absoluteHours * 60);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      accountId: user.accountId,
      createdAt: now,
      lastActivityAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 500),
    });
    await tx.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      familyId: randomToken(16),
      sessionId,
      userId: user.id,
      accountId: user.accountId,
      createdAt: now,
      expiresAt,
    });
  });
  return { sessionId, refreshToken, expiresAt };
}

/**
 * The caller of a live session: the session must exist, belong to `userId`, be neither revoked
 * nor past its idle or absolute limit, and its user must be active.
 * @returns the principal, or `null` when the session is not live.
 */
export async function loadPrincipal(db: Db, sessionId: string, userId: number, now: Date, limits: SessionLimits): Promise<Principal | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  const idleExpiresAt = addMs(row.session.lastActivityAt, limits.idleMs);
  const absoluteExpiresAt = row.session.expiresAt;
  if (now >= idleExpiresAt || now >= absoluteExpiresAt) return null;
  const { user } = row;
  return {
    userId: user.id,
    accountId: user.accountId,
    sessionId,
    userName: user.username,
    role: user.role,
    internal: user.internal,
    permissions: permissionItems(user.role),
    displayName: personName(user),
    languageCode: user.preferences.language?.languageCode ?? null,
    idleExpiresAt,
    absoluteExpiresAt,
  };
}

/**
 * Records user activity on a session (at most once per {@link activityResolutionMs}). Only
 * keepAlive.ping calls it: the SPA pings when the user points, types or returns to the tab.
 * @returns the new idle expiry, given the principal's current one.
 */
export async function touchSession(db: Db, principal: Principal, now: Date, limits: SessionLimits): Promise<Date> {
  const lastActivity = addMs(principal.idleExpiresAt, -limits.idleMs);
  if (now.getTime() - lastActivity.getTime() < activityResolutionMs(limits)) return principal.idleExpiresAt;
  await db
    .update(sessions)
    .set({ lastActivityAt: now })
    .where(and(eq(sessions.id, principal.sessionId), lt(sessions.lastActivityAt, now)));
  return addMs(now, limits.idleMs);
}

/** Ends a session and every refresh token of it (sign-out). Idempotent. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  });
}

/** The outcome of presenting a refresh token. */
export type RotationResult =
  | { ok: true; sessionId: string; userId: number; accountId: number; refreshToken: string; sessionExpiresAt: Date }
  /** `unknown`: no such token; `reused`: already exchanged (the family is now revoked); `ended`: revoked or expired. */
  | { ok: false; reason: 'unknown' | 'reused' | 'ended' };

/**
 * Exchanges a refresh token for its successor in one transaction (the row is locked, so two
 * concurrent exchanges of one token cannot both succeed). Does not count as user activity.
 */
export async function rotateRefreshToken(db: Db, presented: string, now: Date, limits: SessionLimits): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('update')
      .limit(1);
    if (!token) return { ok: false, reason: 'unknown' };
    if (token.usedAt !== null) {
      // Reuse: whoever holds the newer tokens may be an attacker. End the family and the session.
      await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, token.familyId), isNull(refreshTokens.revokedAt)));
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, token.sessionId), isNull(sessions.revokedAt)));
      return { ok: false, reason: 'reused' };
    }
    if (token.revokedAt !== null || now >= token.expiresAt) return { ok: false, reason: 'ended' };
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, token.sessionId)).limit(1);
    const live =
      session &&
      session.revokedAt === null &&
      now < session.expiresAt &&
      now < addMs(session.lastActivityAt, limits.idleMs);
    if (!live) return { ok: false, reason: 'ended' };
    const refreshToken = randomToken();
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, token.id));
    await tx.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      familyId: token.familyId,
      sessionId: token.sessionId,
      userId: token.userId,
      accountId: token.accountId,
      createdAt: now,
      expiresAt: session.expiresAt,
    });
    return {
      ok: true,
      sessionId: token.sessionId,
      userId: token.userId,
      accountId: token.accountId,
      refreshToken,
      sessionExpiresAt: session.expiresAt,
    };
  });
}

/**
 * Ends every live session of a user and their refresh tokens, so that no open tab keeps working
 * and no refresh token renews access: after a deactivation, a password change or a reset.
 * @param db a transaction, so that the revocation commits with the change that calls for it.
 * @param keepSessionId a session to leave alone (the one that changed the password), or `null` for all.
 */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId: string | null, now: Date): Promise<void> {
  const sessionScope = keepSessionId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(sessionScope, isNull(sessions.revokedAt)));
  const tokenScope = keepSessionId === null ? eq(refreshTokens.userId, userId) : and(eq(refreshTokens.userId, userId), ne(refreshTokens.sessionId, keepSessionId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(tokenScope, isNull(refreshTokens.revokedAt)));
}
