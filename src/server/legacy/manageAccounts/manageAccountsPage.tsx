/**
 * The "manage accounts" page for account administrators: the users (with a permission to manage
 * them), the roles and what they may do, the account's setting items and its deletion (with a
 * permission to edit the account's settings). Plain forms, no script, in the user's language.
 */
import type { ReactElement } from 'react';
import type { AccountUser } from '../../../contract/services/accountManagement';
import type { Page } from '../../../contract/types';
import type { IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locale';
import { AUDIT_LOG_TEXT } from '../../audit/i18n/auditLogText';
import { MANAGE_ACCOUNTS_TEXT, type ManageSaved } from '../i18n/manageAccountsText';
import { LegacyLayout } from '../layout';
import { HOME_PATH } from '../paths';
import { DeletionSection } from './deletionSection';
import { ExportSection, type ExportSectionData } from './exportSection';
import { ErrorSummary, type FieldError } from '../formParts';
import { ItemsSection, type ItemValues } from './itemsSection';
import { AUDIT_LOG_PATH } from './paths';
import type { ManageRights } from './pageSupport';
import { RolesTable } from './rolesTable';
import type { UserListFilters } from './userList';
import { UsersSection } from './usersSection';

/** Which part of the page an error belongs to. */
export type ManageSection = 'users' | 'items' | 'deletion';

/** What the page shows. */
export interface ManageAccountsPageProps {
  /** The signed-in user's language. */
  locale: Locale;
  formToken: string;
  userName: string;
  rights: ManageRights;
  /** The user list and its filters (with `users.list` `null` when the filters were refused); absent without the right to manage users. */
  users: { filters: UserListFilters; list: Page<AccountUser> | null } | null;
  /** The setting items' values; absent without the right to edit the account's settings. */
  items: ItemValues | null;
  /** The day of the account's requested self-deletion, if any. */
  selfDeletionDate: IsoDate | null;
  /** The account's exports and the request form's outcome; absent without the right to edit the account's settings. */
  exports?: ExportSectionData | null;
  /** The self-deletion grace period in days (`config.retention.selfDeletionGraceDays`). */
  selfDeletionGraceDays: number;
  saved: ManageSaved | null;
  errors: { section: ManageSection; fields: readonly FieldError[] } | null;
}

/** The whole page. */
export function ManageAccountsPage({ locale, formToken, userName, rights, users, items, selfDeletionDate, selfDeletionGraceDays, exports, saved, errors }: ManageAccountsPageProps): ReactElement {
  const text = MANAGE_ACCOUNTS_TEXT[locale];
  const errorsOf = (section: ManageSection): readonly FieldError[] => (errors?.section === section ? errors.fields : []);
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.title}</h1>
      <p>
        {text.signedInAs.before}
        <strong>{userName}</strong>
        {text.signedInAs.after} <a href="/">{text.backToPlatform}</a> · <a href={HOME_PATH}>{text.home}</a>
      </p>
      {saved ? (
        <p className="notice" role="status">
          {text.saved[saved]}
        </p>
      ) : null}
      {errors && errors.fields.length > 0 ? <ErrorSummary fields={errors.fields} locale={locale} /> : null}

      {rights.users ? (
        <p>
          <a href={AUDIT_LOG_PATH}>{AUDIT_LOG_TEXT[locale].title}</a>
        </p>
      ) : null}

      {rights.users && users ? <UsersSection locale={locale} filters={users.filters} users={users.list} errors={errorsOf('users')} /> : null}

      <section aria-labelledby="roles-title">
        <h2 id="roles-title">{text.rolesHeading}</h2>
        <p>{text.rolesIntro}</p>
        <RolesTable headingId="roles-title" locale={locale} />
      </section>

      {rights.settings && items ? (
        <>
          <ItemsSection locale={locale} formToken={formToken} values={items} errors={errorsOf('items')} />
          <DeletionSection locale={locale} formToken={formToken} selfDeletionDate={selfDeletionDate} graceDays={selfDeletionGraceDays} errors={errorsOf('deletion')} />
          {exports ? <ExportSection locale={locale} formToken={formToken} data={exports} /> : null}
        </>
      ) : null}
    </LegacyLayout>
  );
}
