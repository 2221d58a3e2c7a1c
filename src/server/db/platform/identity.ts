/**
 * Who a caller is, looked up before their account is known (not account-scoped for that reason):
 * a user by the name typed at sign-in, and the principal of a session on every signed-in request.
 * Each answer carries the account, so the caller continues on `repositories(db, { accountId, ... })`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserPreferences } from '../../../domain/identity';
import type { RoleName } from '../../../domain/permissions';
import type { PrincipalProfile } from '../../auth/principal';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { accountSettings, sessions, users } from '../schema';

/** A user as sign-in checks the typed password: the stored hash and the user's account. */
export interface SignInCandidate {
  id: number;
  accountId: number;
  /** `scrypt$N$r$p$salt$hash` (auth/passwords.ts). */
  passwordHash: string;
}

/**
 * A live-looking session with its user and their account's settings, as the principal and the
 * identity are made from it (never the password hash).
 */
export interface PrincipalRow extends PrincipalProfile {
  userId: number;
  accountId: number;
  userName: string;
  role: RoleName;
  internal: boolean;
  /** The account's legitimate-interest setting (`false` for a user of an account without settings). */
  examinersLimited: boolean;
  /** The session's last recorded activity (the idle limit counts from here). */
  lastActivityAt: Date;
  /** The session's absolute limit. */
  expiresAt: Date;
}

/** A user's stored preference choices and whether they are internal staff. */
export interface StoredPreferences {
  preferences: Partial<UserPreferences>;
  internal: boolean;
}

/**
 * The principal query, prepared (db/prepared.ts): it runs on every signed-in request. It reads the
 * identity's columns too, so that the identity call needs no statement of its own.
 */
const principalQuery = preparedPerDb((db) =>
  db
    .select({
      userId: users.id,
      accountId: users.accountId,
      userName: users.username,
      role: users.role,
      internal: users.internal,
      examinersLimited: sql<boolean>`coalesce(${accountSettings.legitimateInterestForExaminers}, false)`,
      title: users.title,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      suffix: users.suffix,
      email: users.email,
      phone: users.phone,
      examiner: users.examiner,
      preferences: users.preferences,
      labels: accountSettings.labels,
      itemEntryVerificationCode: accountSettings.itemEntryVerificationCode,
      lastActivityAt: sessions.lastActivityAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accountSettings, eq(accountSettings.accountId, users.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('qg_principal'),
);

/** The lookups of a caller's identity over `db`. */
export interface IdentityStore {
  /** The user signing in as `userName` (already trimmed and in lower case), or `null`. */
  userNamed(userName: string): Promise<SignInCandidate | null>;
  /**
   * The session `sessionId` of `userId` with its user, when the session is not revoked and the
   * user is active, or `null`; the caller checks the idle and absolute limits. A prepared statement.
   */
  principal(sessionId: string, userId: number): Promise<PrincipalRow | null>;
  /**
   * A user's stored preferences by id alone, or `null`. Its callers (legacy pages, the remote-link
   * and e-mail services) hold only the user id; inside a customer's transaction row-level security
   * still limits it to the caller's account.
   */
  storedPreferences(userId: number): Promise<StoredPreferences | null>;
  /** Records `userId`'s completed sign-in at `now`: the activity the dormant-account job measures. */
  recordSignIn(userId: number, now: Date): Promise<void>;
}

/** The identity lookups over `db` (the database, or the transaction of a signed-in call). */
export function identityStore(db: Db): IdentityStore {
  return {
    async userNamed(userName) {
      const [row] = await db
        .select({ id: users.id, accountId: users.accountId, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.username, userName))
        .limit(1);
      return row ?? null;
    },
    async principal(sessionId, userId) {
      const [row] = await principalQuery(db).execute({ sessionId, userId });
      return row ?? null;
    },
    async storedPreferences(userId) {
      const [row] = await db.select({ preferences: users.preferences, internal: users.internal }).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },
    async recordSignIn(userId, now) {
      await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
    },
  };
}
