/**
 * Sessions and refresh tokens in the database (never in process memory, so any process behind a
 * load balancer can serve any request). A session ends when revoked, after SESSION_IDLE_MINUTES
 * (or SESSION_IDLE_SECONDS) without activity, or SESSION_ABSOLUTE_HOURS after sign-in. Activity is
 * only what the SPA reports with keepAlive.ping when the user works (see {@link touchSession}):
 * background calls such as a token refresh or a poll never keep a session alive. Refresh tokens are rotated on every use;
 * presenting a used one again is taken as theft and ends the whole family and its session.
 */
import type { Db } from '../db/client';
import { identityStore } from '../db/platform/identity';
import { sessionStore } from '../db/platform/sessions';
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
    const store = sessionStore(tx);
    await store.insertSession({
      id: sessionId,
      userId: user.id,
      accountId: user.accountId,
      createdAt: now,
      lastActivityAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 500),
    });
    await store.insertRefreshToken({
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
  const row = await identityStore(db).principal(sessionId, userId);
  if (!row) return null;
  const idleExpiresAt = addMs(row.lastActivityAt, limits.idleMs);
  const absoluteExpiresAt = row.expiresAt;
  if (now >= idleExpiresAt || now >= absoluteExpiresAt) return null;
  return {
    userId: row.userId,
    accountId: row.accountId,
    sessionId,
    userName: row.userName,
    role: row.role,
    internal: row.internal,
    permissions: permissionItems(row.role),
    displayName: personName(row),
    languageCode: row.languageCode,
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
  await sessionStore(db).recordActivity(principal.sessionId, now);
  return addMs(now, limits.idleMs);
}

/** Ends a session and every refresh token of it (sign-out). Idempotent. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const store = sessionStore(tx);
    await store.revokeSession(sessionId, now);
    await store.revokeTokensOfSession(sessionId, now);
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
    const store = sessionStore(tx);
    const token = await store.lockRefreshToken(sha256(presented));
    if (!token) return { ok: false, reason: 'unknown' };
    if (token.usedAt !== null) {
      // Reuse: whoever holds the newer tokens may be an attacker. End the family and the session.
      await store.revokeFamily(token.familyId, now);
      await store.revokeSession(token.sessionId, now);
      return { ok: false, reason: 'reused' };
    }
    if (token.revokedAt !== null || now >= token.expiresAt) return { ok: false, reason: 'ended' };
    const session = await store.sessionState(token.sessionId);
    const live =
      session &&
      session.revokedAt === null &&
      now < session.expiresAt &&
      now < addMs(session.lastActivityAt, limits.idleMs);
    if (!live) return { ok: false, reason: 'ended' };
    const refreshToken = randomToken();
    await store.markRefreshTokenUsed(token.id, now);
    await store.insertRefreshToken({
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
  await sessionStore(db).revokeUserSessions(userId, keepSessionId, now);
}
