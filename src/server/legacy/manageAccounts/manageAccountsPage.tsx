/**
 * The "manage accounts" page for account administrators: the users (with a permission to manage
 * them), the roles and what they may do, the account's setting items and its deletion (with a
 * permission to edit the account's settings). Plain forms, no script.
 */
import type { ReactElement } from 'react';
import type { AccountUser } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import type { IsoDate } from '../../../domain/dates';
import { LegacyLayout } from '../layout';
import { HOME_PATH } from '../paths';
import { DeletionSection } from './deletionSection';
import { ErrorSummary, type FieldError } from '../formParts';
import { ItemsSection, type ItemValues } from './itemsSection';
import type { ManageRights } from './pageSupport';
import { RolesTable } from './rolesTable';
import type { UserListFilters } from './userList';
import { UsersSection } from './usersSection';

/** What a success message is about. */
export type ManageSaved = 'userCreated' | 'userUpdated' | 'items' | 'deletion';

/** The success message after each post. */
export const MANAGE_SAVED_MESSAGES: Readonly<Record<ManageSaved, string>> = {
  userCreated: 'The user was created.',
  userUpdated: 'The user was saved.',
  items: 'The account settings were saved.',
  deletion: "The deletion of this account was requested.",
};

/** Which part of the page an error belongs to. */
export type ManageSection = 'users' | 'items' | 'deletion';

/** What the page shows. */
export interface ManageAccountsPageProps {
  formToken: string;
  userName: string;
  rights: ManageRights;
  /** The user list and its filters (with `users.list` `null` when the filters were refused); absent without the right to manage users. */
  users: { filters: UserListFilters; list: Page<AccountUser> | null } | null;
  /** The setting items' values; absent without the right to edit the account's settings. */
  items: ItemValues | null;
  /** The day of the account's requested self-deletion, if any. */
  selfDeletionDate: IsoDate | null;
  saved: ManageSaved | null;
  errors: { section: ManageSection; fields: readonly FieldError[] } | null;
}

/** The whole page. */
export function ManageAccountsPage({ formToken, userName, rights, users, items, selfDeletionDate, saved, errors }: ManageAccountsPageProps): ReactElement {
  const errorsOf = (section: ManageSection): readonly FieldError[] => (errors?.section === section ? errors.fields : []);
  return (
    <LegacyLayout title="Manage accounts">
      <h1>Manage accounts</h1>
      <p>
        Signed in as <strong>{userName}</strong>. <a href="/">Back to the platform</a> · <a href={HOME_PATH}>Home</a>
      </p>
      {saved ? (
        <p className="notice" role="status">
          {MANAGE_SAVED_MESSAGES[saved]}
        </p>
      ) : null}
      {errors && errors.fields.length > 0 ? <ErrorSummary fields={errors.fields} /> : null}

      {rights.users && users ? <UsersSection filters={users.filters} users={users.list} errors={errorsOf('users')} /> : null}

      <section aria-labelledby="roles-title">
        <h2 id="roles-title">Roles and permissions</h2>
        <p>What a user of each role may do.</p>
        <RolesTable headingId="roles-title" />
      </section>

      {rights.settings && items ? (
        <>
          <ItemsSection formToken={formToken} values={items} errors={errorsOf('items')} />
          <DeletionSection formToken={formToken} selfDeletionDate={selfDeletionDate} errors={errorsOf('deletion')} />
        </>
      ) : null}
    </LegacyLayout>
  );
}
