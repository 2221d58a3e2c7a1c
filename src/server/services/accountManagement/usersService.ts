/**
 * The account's users, as its administrators manage them (account.listUsers, createUser,
 * updateUser), through the account's user repository: internal staff are left out, and another
 * account's user answers exactly like a missing one (404). The operation pipeline audits every call.
 */
import type { AccountUser, AccountUserInput, AccountUserListQuery, NewAccountUser } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/passwordRule';
import { PERMISSIONS, ROLE_PERMISSIONS, type RoleName } from '../../../domain/permissions';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import { refusingDuplicates } from '../duplicateKeys';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { DEFAULT_PAGE_SIZE } from '../examinees/service';
import { revokeUserSessions } from '../../auth/sessions';

const duplicateUserName = (): HttpProblem =>
  new HttpProblem('duplicate', 'This user name is already in use.', [
    { field: 'userName', message: 'This user name is already taken on the platform. Choose another.' },
  ]);

/**
 * A page of the account's users by last name, first name: `search` matches the user name, first
 * or last name or e-mail (case-insensitive, anywhere); `role` and `active` filter exactly.
 */
export const listUsers = (repos: Repositories, query: AccountUserListQuery): Promise<Page<AccountUser>> =>
  repos.accountUsers.list(
    { search: query.search?.trim() ?? '', ...(query.role ? { role: query.role } : {}), ...(query.active !== undefined ? { active: query.active } : {}) },
    { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE },
  );

/**
 * One user of the account, for an administrator's edit form.
 * @throws HttpProblem notFound for a user of another account, internal staff or no user at all.
 */
export async function getUser(repos: Repositories, userId: number): Promise<AccountUser> {
  const user = await repos.accountUsers.find(userId);
  if (!user) throw notFound('The user');
  return user;
}

/**
 * Creates a user in the account with the initial password the administrator chose.
 * @throws HttpProblem validation (field `password`) when the password breaks the password rule;
 *   duplicate (409, field `userName`) when the user name is taken anywhere on the platform.
 */
export async function createUser(repos: Repositories, input: NewAccountUser, now: Date): Promise<AccountUser> {
  const problem = passwordProblem(input.password, input.userName, null);
  if (problem) throw invalidField('password', PASSWORD_MESSAGES[problem]);
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return refusingDuplicates(() => repos.accountUsers.create(fields, passwordHash, now), duplicateUserName);
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
 * @param repos the repositories of the actor's account, over `db`.
 * @param db the operation's transaction (the user's sessions are ended in it).
 * @throws HttpProblem notFound for a user of another account (or none); conflict (409) when the
 *   actor would deactivate or demote themselves; duplicate (409) for a taken user name.
 */
export async function updateUser(repos: Repositories, db: Db, actor: Actor, userId: number, input: AccountUserInput, now: Date): Promise<AccountUser> {
  const current = await repos.accountUsers.find(userId, { forUpdate: true });
  if (!current) throw notFound('The user');
  if (current.id === actor.userId) refuseSelfLockout(input);
  const updated = await refusingDuplicates(() => repos.accountUsers.update(userId, input, now), duplicateUserName);
  if (!updated) throw notFound('The user');
  if (current.active && !input.active) await revokeUserSessions(db, userId, null, now);
  return updated;
}
