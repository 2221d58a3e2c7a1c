/**
 * The account's users: the filter form (a GET, so a filtered list has an address), the table
 * with each user's role, examiner flag and state and a link to edit them, and the pages.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ROLES, type AccountUser } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import { ROLE_TITLES } from '../../../domain/permissions';
import { personName } from '../../auth/principal';
import { type FieldError, SelectField, TextField } from '../formParts';
import { MANAGE_ACCOUNTS_PATH, NEW_USER_PATH, userPath } from './paths';
import { FILTER_FIELD_IDS, type UserListFilters, userListPagePath } from './userList';

const ROLE_FILTER_CHOICES = [{ value: '', label: 'Any role' }, ...ACCOUNT_ROLES.map((role) => ({ value: role, label: ROLE_TITLES[role] }))];
const ACTIVE_FILTER_CHOICES = [
  { value: '', label: 'Active and inactive' },
  { value: 'true', label: 'Active only' },
  { value: 'false', label: 'Inactive only' },
];

/** The section: `users` is `null` when the filters were refused (their errors are in `errors`). */
export function UsersSection({ filters, users, errors }: { filters: UserListFilters; users: Page<AccountUser> | null; errors: readonly FieldError[] }): ReactElement {
  const pages = users ? Math.max(1, Math.ceil(users.total / users.pageSize)) : 1;
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <p>
        <a href={NEW_USER_PATH}>New user</a>
      </p>
      <form method="get" action={`${MANAGE_ACCOUNTS_PATH}#users`} className="form" role="search" aria-label="Find users">
        <TextField id={FILTER_FIELD_IDS.search} name="search" label="Name, user name or e-mail" value={filters.search} errors={errors} />
        <SelectField id={FILTER_FIELD_IDS.role} name="role" label="Role" value={filters.role} choices={ROLE_FILTER_CHOICES} errors={errors} />
        <SelectField id={FILTER_FIELD_IDS.active} name="active" label="State" value={filters.active} choices={ACTIVE_FILTER_CHOICES} errors={errors} />
        <button type="submit">Find users</button>
      </form>
      {users ? (
        <>
          <p id="users" role="status">
            {users.total === 0 ? 'No user matches.' : `${users.total} ${users.total === 1 ? 'user' : 'users'}, page ${users.page} of ${pages}.`}
          </p>
          {users.items.length > 0 ? (
            <div className="table-scroll" role="region" aria-labelledby="users-title" tabIndex={0}>
              <table aria-labelledby="users-title">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">User name</th>
                    <th scope="col">Role</th>
                    <th scope="col">Examiner</th>
                    <th scope="col">Active</th>
                    <th scope="col">Edit</th>
                  </tr>
                </thead>
                <tbody>
                  {users.items.map((user) => (
                    <tr key={user.id}>
                      <th scope="row">{personName(user)}</th>
                      <td>{user.userName}</td>
                      <td>{ROLE_TITLES[user.role]}</td>
                      <td>{user.examiner ? 'Yes' : 'No'}</td>
                      <td>{user.active ? 'Yes' : 'No'}</td>
                      <td>
                        <a href={userPath(user.id)} aria-label={`Edit ${personName(user)} (${user.userName})`}>
                          Edit
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav aria-label="Pages of users">
              {users.page > 1 ? <a href={userListPagePath(filters, users.page - 1)}>Previous page</a> : null}
              {users.page > 1 && users.page < pages ? ' · ' : null}
              {users.page < pages ? <a href={userListPagePath(filters, users.page + 1)}>Next page</a> : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
