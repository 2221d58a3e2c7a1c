/**
 * Self-service password reset (table password_reset_tokens, and the users a request names). Not
 * account-scoped: a reset is asked for, and a token presented, before anyone is signed in, so the
 * user is found by name or e-mail address across the platform and the token by its hash. Each
 * answer carries the user's account, so the caller continues on `repositories(db, { accountId, ... })`.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { passwordResetTokens, users } from '../schema';

/** A user a reset request names, as the message to them is written. */
export interface ResetCandidate {
  id: number;
  accountId: number;
  userName: string;
  /** As stored (may be blank: such a user gets no message). */
  email: string;
  firstName: string;
  lastName: string;
  /** The language the user chose in the platform, or `null`. */
  languageCode: string | null;
}

/** A live reset token and its user. */
export interface LiveResetToken {
  tokenId: number;
  userId: number;
  accountId: number;
  userName: string;
}

/** The reset tokens over `db`. */
export interface PasswordResetStore {
  /** The active users whose user name is `identifier`, or whose e-mail address is it in any case (several may share one). */
  activeUsersNamed(identifier: string): Promise<ResetCandidate[]>;
  /** Stores a token (its SHA-256) for the user, issued at `now`, valid until `expiresAt`. */
  issue(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void>;
  /**
   * The token of this hash when it is unused, unexpired at `now` and its user active, or `null`;
   * `lock` locks the token row until the transaction ends.
   */
  live(tokenHash: string, now: Date, lock: boolean): Promise<LiveResetToken | null>;
  /** Uses up every unused token of the user at `now`. */
  useAllOf(userId: number, now: Date): Promise<void>;
}

/** The password-reset store over `db`. */
export function passwordResetStore(db: Db): PasswordResetStore {
  return {
    async activeUsersNamed(identifier) {
      const rows = await db
        .select({
          id: users.id,
          accountId: users.accountId,
          userName: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          preferences: users.preferences,
        })
        .from(users)
        .where(and(eq(users.active, true), or(eq(users.username, identifier), eq(sql`lower(${users.email})`, identifier))));
      return rows.map(({ preferences, ...row }) => ({ ...row, languageCode: preferences.language?.languageCode ?? null }));
    },
    async issue(userId, tokenHash, now, expiresAt) {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, createdAt: now, expiresAt });
    },
    async live(tokenHash, now, lock) {
      const query = db
        .select({ tokenId: passwordResetTokens.id, userId: users.id, accountId: users.accountId, userName: users.username })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now), eq(users.active, true)))
        .limit(1);
      const [row] = lock ? await query.for('update', { of: passwordResetTokens }) : await query;
      return row ?? null;
    },
    async useAllOf(userId, now) {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
