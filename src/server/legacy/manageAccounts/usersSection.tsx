/**
 * The account's users: the filter form (a GET, so a filtered list has an address), the table
 * with each user's role, examiner flag, state and two-step sign-in (on or off) and a link to edit them, and the pages.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ROLES, type AccountUser } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import type { Locale } from '../../../domain/locale';
import { personName } from '../../auth/principal';
import { type Choice, type FieldError, SelectField, TextField } from '../formParts';
import { MANAGE_ACCOUNTS_ROLE_TITLES } from '../i18n/manageAccountsRolesText';
import { MANAGE_ACCOUNTS_TEXT } from '../i18n/manageAccountsText';
import { TWO_STEP_RESET_TEXT } from '../i18n/manageAccountsTwoStepResetText';
import { MANAGE_ACCOUNTS_USERS_TEXT, type ManageAccountsUsersText } from '../i18n/manageAccountsUsersText';
import { MANAGE_ACCOUNTS_PATH, NEW_USER_PATH, userPath } from './paths';
import { FILTER_FIELD_IDS, type UserListFilters, userListPagePath } from './userList';
import { Pager } from '../pager';

const roleFilterChoices = (text: ManageAccountsUsersText, locale: Locale): Choice[] => [
  { value: '', label: text.anyRole },
  ...ACCOUNT_ROLES.map((role) => ({ value: role, label: MANAGE_ACCOUNTS_ROLE_TITLES[locale][role] })),
];

const activeFilterChoices = (text: ManageAccountsUsersText): Choice[] => [
  { value: '', label: text.activeAndInactive },
  { value: 'true', label: text.activeOnly },
  { value: 'false', label: text.inactiveOnly },
];

/** The section: `users` is `null` when the filters were refused (their errors are in `errors`). */
export function UsersSection({
  locale,
  filters,
  users,
  errors,
}: {
  locale: Locale;
  filters: UserListFilters;
  users: Page<AccountUser> | null;
  errors: readonly FieldError[];
}): ReactElement {
  const text = MANAGE_ACCOUNTS_USERS_TEXT[locale];
  const { yes, no } = MANAGE_ACCOUNTS_TEXT[locale];
  const roleTitles = MANAGE_ACCOUNTS_ROLE_TITLES[locale];
  const pages = users ? Math.max(1, Math.ceil(users.total / users.pageSize)) : 1;
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">{text.heading}</h2>
      <p>
        <a href={NEW_USER_PATH}>{text.newUser}</a>
      </p>
      <form method="get" action={`${MANAGE_ACCOUNTS_PATH}#users`} className="form" role="search" aria-label={text.find}>
        <TextField id={FILTER_FIELD_IDS.search} name="search" label={text.search} value={filters.search} errors={errors} />
        <SelectField id={FILTER_FIELD_IDS.role} name="role" label={text.role} value={filters.role} choices={roleFilterChoices(text, locale)} errors={errors} />
        <SelectField id={FILTER_FIELD_IDS.active} name="active" label={text.state} value={filters.active} choices={activeFilterChoices(text)} errors={errors} />
        <button type="submit">{text.find}</button>
      </form>
      {users ? (
        <>
          <p id="users" role="status">
            {users.total === 0 ? text.noMatch : text.status(users.total, users.page, pages)}
          </p>
          {users.items.length > 0 ? (
            <div className="table-scroll" role="region" aria-labelledby="users-title" tabIndex={0}>
              <table aria-labelledby="users-title">
                <thead>
                  <tr>
                    <th scope="col">{text.name}</th>
                    <th scope="col">{text.userName}</th>
                    <th scope="col">{text.role}</th>
                    <th scope="col">{text.examiner}</th>
                    <th scope="col">{text.active}</th>
                    <th scope="col">{TWO_STEP_RESET_TEXT[locale].listColumn}</th>
                    <th scope="col">{text.edit}</th>
                  </tr>
                </thead>
                <tbody>
                  {users.items.map((user) => (
                    <tr key={user.id}>
                      <th scope="row">{personName(user)}</th>
                      <td>{user.userName}</td>
                      <td>{roleTitles[user.role]}</td>
                      <td>{user.examiner ? yes : no}</td>
                      <td>{user.active ? yes : no}</td>
                      <td>{user.twoStepEnabled ? yes : no}</td>
                      <td>
                        <a href={userPath(user.id)} aria-label={text.editUser(personName(user), user.userName)}>
                          {text.edit}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Pager page={users.page} pages={pages} pageAddress={(n) => userListPagePath(filters, n)} text={text} />
        </>
      ) : null}
    </section>
  );
}
