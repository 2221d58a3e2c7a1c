/**
 * The account's users, as its administrators manage them (account.listUsers, createUser,
 * updateUser). Every query is filtered by the actor's account and leaves internal staff out, so
 * another account's user answers exactly like a missing one (404). Writes are audited.
 */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AccountUser, AccountUserInput, AccountUserListQuery, NewAccountUser } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/passwordRule';
import { PERMISSIONS, ROLE_PERMISSIONS, type RoleName } from '../../../domain/permissions';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { containsPattern } from '../../db/repositories/search';
import { DEFAULT_PAGE_SIZE } from '../examinees/service';
import { revokeUserSessions } from '../../auth/sessions';

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
  // The filters below keep internal staff out, so every row here holds an account role.
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

const duplicateUserName = (): HttpProblem =>
  new HttpProblem('duplicate', 'This user name is already in use.', [
    { field: 'userName', message: 'This user name is already taken on the platform. Choose another.' },
  ]);

/** Rows of the actor's account that an administrator manages: its own users, never internal staff. */
const ofAccount = (accountId: number): SQL => and(eq(users.accountId, accountId), eq(users.internal, false)) as SQL;

/**
 * A page of the account's users by last name, first name: `search` matches the user name, first
 * or last name or e-mail (case-insensitive, anywhere); `role` and `active` filter exactly.
 */
export async function listUsers(db: Db, actor: Actor, query: AccountUserListQuery): Promise<Page<AccountUser>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [ofAccount(actor.accountId)];
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    const match = or(ilike(users.username, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.active !== undefined) conditions.push(eq(users.active, query.active));
  const filter = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(users).where(filter);
  const rows = await db
    .select()
    .from(users)
    .where(filter)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toAccountUser), total: totals?.total ?? 0, page, pageSize };
}

/**
 * One user of the actor's account, for an administrator's edit form.
 * @throws HttpProblem notFound for a user of another account, internal staff or no user at all.
 */
export async function getUser(db: Db, actor: Actor, userId: number): Promise<AccountUser> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), ofAccount(actor.accountId)))
    .limit(1);
  if (!row) throw notFound('The user');
  return toAccountUser(row);
}

/**
 * Creates a user in the actor's account with the initial password the administrator chose.
 * @throws HttpProblem validation (field `password`) when the password breaks the password rule;
 *   duplicate (409, field `userName`) when the user name is taken anywhere on the platform.
 */
export async function createUser(db: Db, actor: Actor, input: NewAccountUser, now: Date): Promise<AccountUser> {
  const problem = passwordProblem(input.password, input.userName, null);
  if (problem) throw invalidField('password', PASSWORD_MESSAGES[problem]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...columnsOf(input), accountId: actor.accountId, passwordHash, internal: false, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('The user insert returned nothing.');
      return toAccountUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUserName();
    throw error;
  }
}

/** Whether a role keeps the right to manage users (an administrator must not lose it on their own). */
const managesUsers = (role: RoleName): boolean => ROLE_PERMISSIONS[role].includes(PERMISSIONS.ACCOUNT_USERS_MANAGE);

/**
 * Refuses the changes that would lock the acting administrator out: nobody else might be left
 * to undo them.
 * @throws HttpProblem conflict (409) naming the field.
 */
function refuseSelfLockout(input: AccountUserInput): void {
  if (!input.active) {
    throw new HttpProblem('conflict', 'You cannot deactivate yourself: ask another account administrator.', [
      { field: 'active', message: 'You cannot deactivate your own user.' },
    ]);
  }
  if (!managesUsers(input.role)) {
    throw new HttpProblem('conflict', 'You cannot take away your own right to manage users: ask another account administrator.', [
      { field: 'role', message: 'You cannot change your own role to one that cannot manage users.' },
    ]);
  }
}

/**
 * Replaces the fields of a user of the actor's account. Deactivating a user ends all their
 * sessions in the same transaction.
 * @throws HttpProblem notFound for a user of another account (or none); conflict (409) when the
 *   actor would deactivate or demote themselves; duplicate (409) for a taken user name.
 */
export async function updateUser(db: Db, actor: Actor, userId: number, input: AccountUserInput, now: Date): Promise<AccountUser> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), ofAccount(actor.accountId)))
        .for('update')
        .limit(1);
      if (!current) throw notFound('The user');
      if (current.id === actor.userId) refuseSelfLockout(input);
      const [row] = await tx
        .update(users)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw notFound('The user');
      if (current.active && !input.active) await revokeUserSessions(tx, userId, null, now);
      return toAccountUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUserName();
    throw error;
  }
}
