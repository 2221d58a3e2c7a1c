/**
 * The users of one account (the user aggregate, customer side). As its administrators manage
 * them, every query is filtered by the scope's account and leaves internal staff out, so another
 * account's user, or a member of staff, is indistinguishable from a missing one. The scope user's
 * own record (identity, profile, credentials) is filtered by the account and the user alone:
 * internal staff have one too, in the operator's own organisation.
 */
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AccountUser, AccountUserInput } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import type { AccountLabels, UserPreferences } from '../../../domain/identity';
import type { RoleName } from '../../../domain/permissions';
import type { LockoutState } from '../../../domain/signInLockout';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { accounts, accountSettings, users } from '../schema';
import { uniquely } from './errors';
import type { PageRequest } from './examinees';
import type { AccountScope } from './scope';
import { containsPattern } from './search';
import { userNameColumns } from './userColumns';

type UserRow = typeof users.$inferSelect;

/** A stored user as the account's administrators see them (never the password hash). */
const toAccountUser = (row: UserRow): AccountUser => ({
  id: row.id,
  userName: row.username,
  title: row.title,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  suffix: row.suffix,
  email: row.email,
  phone: row.phone,
  // The scope keeps internal staff out, so every row here holds an account role.
  role: row.role as AccountUser['role'],
  examiner: row.examiner,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  twoStepEnabled: row.totpSecret !== null,
});

/** The columns an administrator's input writes. */
const columnsOf = (input: AccountUserInput) => ({
  username: input.userName,
  title: input.title,
  firstName: input.firstName,
  middleName: input.middleName,
  lastName: input.lastName,
  suffix: input.suffix,
  email: input.email,
  phone: input.phone,
  role: input.role,
  examiner: input.examiner,
  active: input.active,
});

/** Which of the account's users a list shows. */
export interface AccountUserFilter {
  /** Trimmed; empty for all. Matches the user name, first or last name or e-mail, case-insensitively, anywhere. */
  search: string;
  role?: AccountUser['role'];
  active?: boolean;
}

/** The profile fields a user edits themselves (all text; empty means not given). */
export type OwnProfile = Pick<AccountUserInput, 'title' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'email' | 'phone'>;

/** The scope user with their account's settings, as the identity (spec §3) is made from them. */
export interface IdentityRow extends OwnProfile {
  id: number;
  accountId: number;
  userName: string;
  role: RoleName;
  examiner: boolean;
  internal: boolean;
  /** The user's own choices; missing keys take the platform defaults. */
  preferences: Partial<UserPreferences>;
  /** The account's labels, or `null` when the account has no settings row. */
  labels: AccountLabels | null;
  /** The account's item-entry verification code, or `null` when it has no settings row. */
  itemEntryVerificationCode: string | null;
}

/** The scope user's password and sign-in lockout, as sign-in and a password change check them. */
export interface CredentialsRow extends LockoutState {
  id: number;
  accountId: number;
  userName: string;
  /** `scrypt$N$r$p$salt$hash` (auth/passwords.ts). */
  passwordHash: string;
  active: boolean;
  /** Whether the user's account is deleted (soft, issue #18): nobody of it signs in until it is recovered. */
  accountDeleted: boolean;
}

/** A user who may be named examiner, as pick-lists name them. */
export interface ExaminerRow {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
}

/** The identity query, prepared per database object (db/prepared.ts): the SPA loads the identity after every sign-in and reload. */
const identityQuery = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      accountId: users.accountId,
      userName: users.username,
      role: users.role,
      title: users.title,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      suffix: users.suffix,
      email: users.email,
      phone: users.phone,
      examiner: users.examiner,
      internal: users.internal,
      preferences: users.preferences,
      labels: accountSettings.labels,
      itemEntryVerificationCode: accountSettings.itemEntryVerificationCode,
    })
    .from(users)
    .leftJoin(accountSettings, eq(accountSettings.accountId, users.accountId))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.accountId, sql.placeholder('accountId'))))
    .limit(1)
    .prepare('qg_identity'),
);

const credentialColumns = {
  id: users.id,
  accountId: users.accountId,
  userName: users.username,
  passwordHash: users.passwordHash,
  active: users.active,
  failedSignIns: users.failedSignIns,
  lockedUntil: users.lockedUntil,
  accountDeleted: sql<boolean>`exists (select 1 from ${accounts} a where a.id = ${users.accountId} and a.deleted_at is not null)`,
};

/** The users of one account. */
export interface AccountUserRepository {
  /** A page of the account's users by last name, first name. */
  list(filter: AccountUserFilter, page: PageRequest): Promise<Page<AccountUser>>;
  /** A user of the account, or `null`; `forUpdate` locks the row until the transaction ends. */
  find(userId: number, options?: { forUpdate?: boolean }): Promise<AccountUser | null>;
  /**
   * Stores a new user of the account with the hash of their initial password.
   * @throws DuplicateKeyError when the user name is taken anywhere on the platform.
   */
  create(input: AccountUserInput, passwordHash: string, now: Date): Promise<AccountUser>;
  /**
   * Replaces a user's fields; `null` when the user is not the account's.
   * @throws DuplicateKeyError when the new user name is taken.
   */
  update(userId: number, input: AccountUserInput, now: Date): Promise<AccountUser | null>;
  /** The account's active examiners (internal staff of the account included) by last name, first name. */
  examiners(): Promise<ExaminerRow[]>;
  /** Whether `userId` is an active examiner of the account. */
  isActiveExaminer(userId: number): Promise<boolean>;
  /** The scope user with the account's settings, or `null`. A prepared statement. @throws Error when the scope has no user. */
  identity(): Promise<IdentityRow | null>;
  /** The scope user's profile, or `null`. @throws Error when the scope has no user. */
  profile(): Promise<OwnProfile | null>;
  /** Stores the scope user's profile; `false` when the user is not the account's. @throws Error when the scope has no user. */
  updateProfile(profile: OwnProfile, now: Date): Promise<boolean>;
  /**
   * The scope user's password hash and lockout, or `null`; `forUpdate` locks the row until the
   * transaction ends. @throws Error when the scope has no user.
   */
  credentials(options?: { forUpdate?: boolean }): Promise<CredentialsRow | null>;
  /** Stores the scope user's failed sign-in count and lock. @throws Error when the scope has no user. */
  setLockout(state: LockoutState): Promise<void>;
  /**
   * Stores the scope user's new password hash, changed at `now`, and clears the lockout; `false`
   * when the user is not the account's. @throws Error when the scope has no user.
   */
  setPassword(passwordHash: string, now: Date): Promise<boolean>;
}

/** The user repository of `scope`'s account over `db`. */
export function accountUserRepository(db: Db, scope: AccountScope): AccountUserRepository {
  const own = (...conditions: (SQL | undefined)[]) => and(eq(users.accountId, scope.accountId), eq(users.internal, false), ...conditions);
  const scopeUser = (): number => {
    if (scope.userId === null) throw new Error("A user's own record is read for a user; the scope has none.");
    return scope.userId;
  };
  const self = () => and(eq(users.accountId, scope.accountId), eq(users.id, scopeUser()));
  const activeExaminers = (...conditions: SQL[]) => and(eq(users.accountId, scope.accountId), eq(users.examiner, true), eq(users.active, true), ...conditions);
  return {
    async list(filter, { page, pageSize }) {
      const pattern = containsPattern(filter.search);
      const where = own(
        filter.search === '' ? undefined : or(ilike(users.username, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)),
        filter.role ? eq(users.role, filter.role) : undefined,
        filter.active !== undefined ? eq(users.active, filter.active) : undefined,
      );
      const [totals] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map(toAccountUser), total: totals?.total ?? 0, page, pageSize };
    },
    async find(userId, options = {}) {
      const query = db.select().from(users).where(own(eq(users.id, userId)));
      const [row] = options.forUpdate ? await query.for('update').limit(1) : await query.limit(1);
      return row ? toAccountUser(row) : null;
    },
    create: (input, passwordHash, now) =>
      uniquely(db, 'The user name is already in use.', async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...columnsOf(input), accountId: scope.accountId, passwordHash, internal: false, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('The user insert returned nothing.');
        return toAccountUser(row);
      }),
    update: (userId, input, now) =>
      uniquely(db, 'The user name is already in use.', async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...columnsOf(input), updatedAt: now })
          .where(own(eq(users.id, userId)))
          .returning();
        return row ? toAccountUser(row) : null;
      }),
    examiners: () =>
      db
        .select({ id: users.id, ...userNameColumns })
        .from(users)
        .where(activeExaminers())
        .orderBy(asc(users.lastName), asc(users.firstName)),
    async isActiveExaminer(userId) {
      const [row] = await db.select({ id: users.id }).from(users).where(activeExaminers(eq(users.id, userId))).limit(1);
      return Boolean(row);
    },
    async identity() {
      const [row] = await identityQuery(db).execute({ userId: scopeUser(), accountId: scope.accountId });
      return row ?? null;
    },
    async profile() {
      const [row] = await db
        .select({ title: users.title, firstName: users.firstName, middleName: users.middleName, lastName: users.lastName, suffix: users.suffix, email: users.email, phone: users.phone })
        .from(users)
        .where(self())
        .limit(1);
      return row ?? null;
    },
    async updateProfile(profile, now) {
      const updated = await db
        .update(users)
        .set({ ...profile, updatedAt: now })
        .where(self())
        .returning({ id: users.id });
      return updated.length > 0;
    },
    async credentials(options = {}) {
      const query = db.select(credentialColumns).from(users).where(self());
      const [row] = options.forUpdate ? await query.for('update').limit(1) : await query.limit(1);
      return row ?? null;
    },
    async setLockout(state) {
      await db.update(users).set({ failedSignIns: state.failedSignIns, lockedUntil: state.lockedUntil }).where(self());
    },
    async setPassword(passwordHash, now) {
      const updated = await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, failedSignIns: 0, lockedUntil: null, updatedAt: now })
        .where(self())
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}
