/**
 * The users of one account as its administrators manage them (the user aggregate, customer side):
 * every query is filtered by the scope's account and leaves internal staff out, so another
 * account's user, or a member of staff, is indistinguishable from a missing one.
 */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AccountUser, AccountUserInput } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import type { Db } from '../client';
import { users } from '../schema';
import { uniquely } from './errors';
import type { PageRequest } from './examinees';
import type { AccountScope } from './scope';
import { containsPattern } from './search';

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
}

/** The user repository of `scope`'s account over `db`. */
export function accountUserRepository(db: Db, scope: AccountScope): AccountUserRepository {
  const own = (...conditions: (SQL | undefined)[]) => and(eq(users.accountId, scope.accountId), eq(users.internal, false), ...conditions);
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
  };
}
