/**
 * Sessions and refresh tokens in the database (never in process memory, so any process behind a
 * load balancer can serve any request). A session ends when revoked, after SESSION_IDLE_MINUTES
 * (or SESSION_IDLE_SECONDS) without activity, or SESSION_ABSOLUTE_HOURS after sign-in. Activity is
 * only what the SPA reports with keepAlive.ping when the user works (see {@link touchSession}):
 * background calls such as a token refresh or a poll never keep a session alive. Refresh tokens are rotated on every use;
 * presenting a used one again is taken as theft and ends the whole family and its session, but
 * within {@link REFRESH_REUSE_GRACE_MS} of its exchange (two tabs, a retried refresh), where it
 * answers the same successor pair again.
 */
import { isLimitedToLegitimateInterest } from '../../domain/groups/legitimateInterest';
import type { Db } from '../db/client';
import { identityStore } from '../db/platform/identity';
import { type RefreshTokenRow, type SessionStateRow, type SessionStore, sessionStore } from '../db/platform/sessions';
import { permissionItems, personName, type Principal } from './principal';
import { randomToken, sha256 } from './signedValues';
import { openSuccessor, sealSuccessor, type SuccessorPair } from './successorSeal';

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
  const { role, internal } = row;
  return {
    userId: row.userId,
    accountId: row.accountId,
    sessionId,
    userName: row.userName,
    role,
    internal,
    limitedToInterest: !internal && isLimitedToLegitimateInterest(role, { examinersLimited: row.examinersLimited }),
    permissions: permissionItems(role),
    displayName: personName(row),
    languageCode: row.preferences.language?.languageCode ?? null,
    idleExpiresAt,
    absoluteExpiresAt,
    profile: {
      title: row.title,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      suffix: row.suffix,
      email: row.email,
      phone: row.phone,
      examiner: row.examiner,
      preferences: row.preferences,
      labels: row.labels,
      itemEntryVerificationCode: row.itemEntryVerificationCode,
    },
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

/**
 * How long after a refresh token's exchange the same token may be presented again and answered
 * with the same successor pair, in milliseconds (60 seconds).
 *
 * Why a grace at all (RFC 9700 §4.14.2): rotation takes a used refresh token coming back as
 * theft and ends its family and session. But the legitimate client presents one token twice too:
 * two tabs refreshing at once (the SPA's cross-tab lock is optional in a browser), or a refresh
 * sent again after its answer was lost (the SPA retries a refresh that failed for a reason other
 * than authentication after its `REFRESH_RETRY_MS`, 30 seconds). Without a grace those users are
 * signed out. Why this length: it covers that retry with as much again for a slow network and a
 * background tab's throttled timers, and stays far below the access token's 10-minute life, so
 * the successor is still unused when a late duplicate arrives (once the successor has itself been
 * exchanged, its predecessor's grace is over whatever the time). Outside the window, or after
 * the successor's own exchange, a replay is treated as theft as before. The cost: a thief's
 * replay inside the window gets the client's pair instead of being detected, and is detected at
 * the family's next divergence. Documented in docs/security.md.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000;

/**
 * Issues the access token of a successor pair. Its lifetime is not cut at the session's absolute
 * limit: every request checks the session too, so it is refused from that instant on anyway,
 * whereas a token expiring with the session would have the SPA, which refreshes shortly before
 * `exp`, refresh again and again in the session's last seconds.
 */
export type AccessTokenIssuer = (claims: { userId: number; accountId: number; sessionId: string }) => Promise<{ token: string; expiresAt: Date }>;

/** What an exchange needs beyond the database: the seal's server key and the access-token issuer. */
export interface RotationKeys {
  /** `SigningKeys.refreshSeal`. */
  refreshSeal: Buffer;
  issueAccessToken: AccessTokenIssuer;
}

/** The outcome of presenting a refresh token. */
export type RotationResult =
  | {
      ok: true;
      sessionId: string;
      userId: number;
      accountId: number;
      pair: SuccessorPair;
      sessionExpiresAt: Date;
      /** Whether this is the pair of an earlier exchange of the same token, answered again within the grace window. */
      replayed: boolean;
    }
  /** `unknown`: no such token; `ended`: revoked or expired, or its session has ended. */
  | { ok: false; reason: 'unknown' | 'ended' }
  /** `reused`: already exchanged, outside the grace window; the family and the session are now revoked. */
  | { ok: false; reason: 'reused'; familyId: string; userId: number; accountId: number };

const live = (session: SessionStateRow | null, now: Date, limits: SessionLimits): session is SessionStateRow =>
  session !== null && session.revokedAt === null && now < session.expiresAt && now < addMs(session.lastActivityAt, limits.idleMs);

/**
 * The successor pair of a token exchanged earlier, when it may be answered again: within
 * {@link REFRESH_REUSE_GRACE_MS} of the exchange, while the successor is neither exchanged nor
 * revoked. `null` means the presentation is a replay to treat as theft.
 */
async function graceSuccessor(store: SessionStore, token: RefreshTokenRow, presented: string, tokenHash: string, now: Date, key: Buffer): Promise<SuccessorPair | null> {
  if (token.usedAt === null || token.revokedAt !== null || token.successorSealed === null) return null;
  if (now.getTime() - token.usedAt.getTime() >= REFRESH_REUSE_GRACE_MS) return null;
  const pair = openSuccessor(key, presented, tokenHash, token.successorSealed);
  if (!pair) return null;
  // Not locked: the successor's own exchange waits on this row (it wipes the seal), never the reverse.
  const successor = await store.refreshTokenState(sha256(pair.refreshToken));
  if (!successor || successor.usedAt !== null || successor.revokedAt !== null) return null;
  return pair;
}

/**
 * Exchanges a refresh token for its successor pair in one transaction (the row is locked, so
 * concurrent exchanges of one token run one after the other). The first exchange rotates: it
 * issues the pair, stores the successor's hash and seals the pair on the presented token's row.
 * The same token presented again within {@link REFRESH_REUSE_GRACE_MS}, while its successor is
 * unused, answers that same pair (see auth/successorSeal.ts); presented later, it ends the family
 * and the session. Every successor expires with the session's absolute limit, never later, and
 * no pair is answered, first or again, once the session has ended. Does not count as user activity.
 */
export async function rotateRefreshToken(db: Db, presented: string, now: Date, limits: SessionLimits, keys: RotationKeys): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const store = sessionStore(tx);
    const tokenHash = sha256(presented);
    const token = await store.lockRefreshToken(tokenHash);
    if (!token) return { ok: false, reason: 'unknown' };
    const owner = { sessionId: token.sessionId, userId: token.userId, accountId: token.accountId };
    if (token.usedAt !== null) {
      const again = await graceSuccessor(store, token, presented, tokenHash, now, keys.refreshSeal);
      if (again) {
        const session = await store.sessionState(token.sessionId);
        if (!live(session, now, limits)) return { ok: false, reason: 'ended' };
        return { ok: true, ...owner, pair: again, sessionExpiresAt: session.expiresAt, replayed: true };
      }
      // Reuse: whoever holds the newer tokens may be an attacker. End the family and the session.
      await store.revokeFamily(token.familyId, now);
      await store.revokeSession(token.sessionId, now);
      return { ok: false, reason: 'reused', familyId: token.familyId, userId: token.userId, accountId: token.accountId };
    }
    if (token.revokedAt !== null || now >= token.expiresAt) return { ok: false, reason: 'ended' };
    const session = await store.sessionState(token.sessionId);
    if (!live(session, now, limits)) return { ok: false, reason: 'ended' };
    const refreshToken = randomToken();
    const access = await keys.issueAccessToken(owner);
    const pair: SuccessorPair = { token: access.token, refreshToken, accessExpiresAt: access.expiresAt };
    await store.markRefreshTokenUsed(token.id, now, sealSuccessor(keys.refreshSeal, presented, tokenHash, pair));
    await store.wipeFamilySeals(token.familyId, token.id);
    await store.insertRefreshToken({
      tokenHash: sha256(refreshToken),
      familyId: token.familyId,
      ...owner,
      createdAt: now,
      // The absolute limit: a rotated token never outlives its session.
      expiresAt: session.expiresAt,
    });
    return { ok: true, ...owner, pair, sessionExpiresAt: session.expiresAt, replayed: false };
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
