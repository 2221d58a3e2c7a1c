/**
 * Signed-in sessions and their refresh tokens (tables sessions and refresh_tokens). Not
 * account-scoped: a session is found by its id and a refresh token by its hash before the
 * caller's account is known, and each row carries its account for the caller to continue on. The
 * writes run in the `db` their caller passes (a sign-out or a password change in its transaction,
 * where row-level security limits them to the caller's account).
 */
import { and, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { refreshTokens, sessions } from '../schema';

/** A session as sign-in stores it. */
export interface NewSessionRow {
  id: string;
  userId: number;
  accountId: number;
  createdAt: Date;
  lastActivityAt: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

/** A refresh token as it is stored: only its SHA-256, in the family of one sign-in. */
export interface NewRefreshTokenRow {
  tokenHash: string;
  familyId: string;
  sessionId: string;
  userId: number;
  accountId: number;
  createdAt: Date;
  expiresAt: Date;
}

/** A stored refresh token, as an exchange checks it. */
export interface RefreshTokenRow {
  id: number;
  familyId: string;
  sessionId: string;
  userId: number;
  accountId: number;
  /** When it was exchanged; `null` while unused. */
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
  /** The successor pair sealed at the exchange (auth/successorSeal.ts); `null` before it or once wiped. */
  successorSealed: string | null;
}

/** Whether a refresh token has been exchanged or revoked, as a grace replay checks its successor. */
export interface RefreshTokenStateRow {
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** Whether a session is still live, as an exchange checks it: revoked, and its two limits. */
export interface SessionStateRow {
  revokedAt: Date | null;
  expiresAt: Date;
  lastActivityAt: Date;
}

/** Sessions and refresh tokens over `db`. */
export interface SessionStore {
  insertSession(row: NewSessionRow): Promise<void>;
  insertRefreshToken(row: NewRefreshTokenRow): Promise<void>;
  /** The user of the session `sessionId` (revoked or not), or `null`. */
  userOfSession(sessionId: string): Promise<number | null>;
  /** Sets the session's last activity to `now` unless it is already as late. */
  recordActivity(sessionId: string, now: Date): Promise<void>;
  /** Revokes the session at `now` unless already revoked. */
  revokeSession(sessionId: string, now: Date): Promise<void>;
  /** Revokes the session's refresh tokens not yet revoked. */
  revokeTokensOfSession(sessionId: string, now: Date): Promise<void>;
  /** The refresh token of this hash, locked until the transaction ends, or `null`. */
  lockRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null>;
  /** Revokes every refresh token of the family not yet revoked, and wipes the family's sealed successors. */
  revokeFamily(familyId: string, now: Date): Promise<void>;
  /** The exchange and revocation of the refresh token of this hash (not locked), or `null`. */
  refreshTokenState(tokenHash: string): Promise<RefreshTokenStateRow | null>;
  /**
   * Wipes the sealed successors of the family's other tokens (their grace ended when this one
   * was exchanged). Rows another transaction holds are skipped rather than waited for, so two
   * exchanges in one family never wait on each other in a cycle; such a row is wiped next time.
   */
  wipeFamilySeals(familyId: string, exceptTokenId: number): Promise<void>;
  /** The revocation and limits of the session `sessionId`, or `null`. */
  sessionState(sessionId: string): Promise<SessionStateRow | null>;
  /** Marks a refresh token exchanged at `now`, keeping its successor pair sealed. */
  markRefreshTokenUsed(tokenId: number, now: Date, successorSealed: string): Promise<void>;
  /**
   * Revokes the user's sessions not yet revoked, then their refresh tokens, but for those of
   * `keepSessionId` (`null` for none kept).
   */
  revokeUserSessions(userId: number, keepSessionId: string | null, now: Date): Promise<void>;
}

/** The session store over `db`. */
export function sessionStore(db: Db): SessionStore {
  return {
    async insertSession(row) {
      await db.insert(sessions).values(row);
    },
    async insertRefreshToken(row) {
      await db.insert(refreshTokens).values(row);
    },
    async userOfSession(sessionId) {
      const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      return row?.userId ?? null;
    },
    async recordActivity(sessionId, now) {
      await db
        .update(sessions)
        .set({ lastActivityAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastActivityAt, now)));
    },
    async revokeSession(sessionId, now) {
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeTokensOfSession(sessionId, now) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now, successorSealed: null })
        .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
    },
    async lockRefreshToken(tokenHash) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          familyId: refreshTokens.familyId,
          sessionId: refreshTokens.sessionId,
          userId: refreshTokens.userId,
          accountId: refreshTokens.accountId,
          usedAt: refreshTokens.usedAt,
          revokedAt: refreshTokens.revokedAt,
          expiresAt: refreshTokens.expiresAt,
          successorSealed: refreshTokens.successorSealed,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async revokeFamily(familyId, now) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now, successorSealed: null })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async refreshTokenState(tokenHash) {
      const [row] = await db
        .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
    async wipeFamilySeals(familyId, exceptTokenId) {
      const sealed = db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), ne(refreshTokens.id, exceptTokenId), isNotNull(refreshTokens.successorSealed)))
        .for('update', { skipLocked: true });
      await db.update(refreshTokens).set({ successorSealed: null }).where(inArray(refreshTokens.id, sealed));
    },
    async sessionState(sessionId) {
      const [row] = await db
        .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, lastActivityAt: sessions.lastActivityAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return row ?? null;
    },
    async markRefreshTokenUsed(tokenId, now, successorSealed) {
      await db.update(refreshTokens).set({ usedAt: now, successorSealed }).where(eq(refreshTokens.id, tokenId));
    },
    async revokeUserSessions(userId, keepSessionId, now) {
      const sessionScope = keepSessionId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(sessionScope, isNull(sessions.revokedAt)));
      const tokenScope = keepSessionId === null ? eq(refreshTokens.userId, userId) : and(eq(refreshTokens.userId, userId), ne(refreshTokens.sessionId, keepSessionId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: now, successorSealed: null })
        .where(and(tokenScope, isNull(refreshTokens.revokedAt)));
    },
  };
}
