/**
 * The account's users, as its administrators manage them (account.listUsers, createUser,
 * updateUser), through the account's user repository: internal staff are left out, and another
 * account's user answers exactly like a missing one (404). The operation pipeline audits every call.
 */
import type { AccountUser, AccountUserInput, AccountUserListQuery, AccountUserUpdate, NewAccountUser } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../domain/passwordRule';
import { PERMISSIONS, ROLE_PERMISSIONS, type RoleName } from '../../../domain/permissions';
import { changesSensitiveUserFields } from '../../../domain/reauthentication';
import { hashPassword } from '../../auth/passwords';
import { reauthenticate } from '../../auth/reauthenticate';
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

/** Where a change runs: the operation's transaction, the acting user, the request's time and id (for the audit rows). */
export interface ChangeCall {
  db: Db;
  actor: Actor;
  now: Date;
  requestId: string | null;
}

/**
 * Creates a user in the account with the initial password the administrator chose, once the
 * administrator's own current password is confirmed (auth/reauthenticate.ts): a new user gets a
 * role and the address password resets go to.
 * @param repos the repositories of the actor's account, over `call.db`.
 * @throws HttpProblem validation (field `currentPassword`) when the caller's current password is
 *   missing or wrong, or the caller is locked; validation (field `password`) when the password
 *   breaks the password rule; duplicate (409, field `userName`) when the user name is taken
 *   anywhere on the platform.
 */
export async function createUser(repos: Repositories, call: ChangeCall, input: NewAccountUser): Promise<AccountUser> {
  await reauthenticate(call.db, call.actor, input.currentPassword, call.now, call.requestId);
  const now = call.now;
  const problem = passwordProblem(input.password, input.userName, null);
  if (problem) throw invalidField('password', PASSWORD_MESSAGES[problem]);
  const { password, currentPassword: _confirmed, ...fields } = input;
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
 * Replaces the fields of a user of the actor's account. A change of the user's role or e-mail
 * address needs the actor's current password (auth/reauthenticate.ts), checked before anything
 * is written; a save that changes neither needs none. Deactivating a user ends all their
 * sessions in the same transaction.
 * @param repos the repositories of the actor's account, over `call.db`.
 * @param call the operation's transaction (the user's sessions are ended in it), the actor and time.
 * @throws HttpProblem notFound for a user of another account (or none); validation (field
 *   `currentPassword`) for a role or e-mail change whose current password is missing or wrong;
 *   conflict (409) when the actor would deactivate or demote themselves; duplicate (409) for a
 *   taken user name.
 */
export async function updateUser(repos: Repositories, call: ChangeCall, userId: number, update: AccountUserUpdate): Promise<AccountUser> {
  const { actor, db, now } = call;
  const { currentPassword, ...input } = update;
  const current = await repos.accountUsers.find(userId, { forUpdate: true });
  if (!current) throw notFound('The user');
  if (current.id === actor.userId) refuseSelfLockout(input);
  if (changesSensitiveUserFields(current, input)) await reauthenticate(db, actor, currentPassword, now, call.requestId);
  const updated = await refusingDuplicates(() => repos.accountUsers.update(userId, input, now), duplicateUserName);
  if (!updated) throw notFound('The user');
  if (current.active && !input.active) await revokeUserSessions(db, userId, null, now);
  return updated;
}
