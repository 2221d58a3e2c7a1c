/**
 * The page that creates a user (with an initial password) or edits one: every field of
 * AccountUserInput, a link to the table of what each role may do, and the administrator's own
 * current password, which creating a user or changing a role or e-mail address asks for
 * (auth/reauthenticate.ts), in the user's language.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ROLES, type AccountUserInput } from '../../../contract/services/accountManagement';
import type { Locale } from '../../../domain/locale';
import { MIN_PASSWORD_LENGTH } from '../../../domain/passwordRule';
import { MANAGE_ACCOUNTS_ROLE_TITLES } from '../i18n/manageAccountsRolesText';
import { MANAGE_ACCOUNTS_TEXT } from '../i18n/manageAccountsText';
import { MANAGE_ACCOUNTS_USER_FORM_TEXT } from '../i18n/manageAccountsUserFormText';
import { LegacyLayout } from '../layout';
import { Checkbox, CurrentPasswordField, ErrorSummary, type FieldError, SelectField, TextField } from '../formParts';
import { MANAGE_ACCOUNTS_PATH, NEW_USER_PATH, userPath } from './paths';

/** The form's values as entered: a user's fields, with the role as its select submits it (not yet checked). */
export type UserFormValues = Omit<AccountUserInput, 'role'> & { role: string };

/** The values of the "new user" form before anything was entered: an active examiner. */
export const NEW_USER_VALUES: UserFormValues = {
  userName: '',
  title: '',
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  email: '',
  phone: '',
  role: 'examiner',
  examiner: true,
  active: true,
};

/** What the page shows: `userId` is `null` for a new user. */
export interface UserFormPageProps {
  /** The signed-in user's language. */
  locale: Locale;
  formToken: string;
  userId: number | null;
  values: UserFormValues;
  errors: readonly FieldError[];
}

/** The whole page. */
export function UserFormPage({ locale, formToken, userId, values, errors }: UserFormPageProps): ReactElement {
  const text = MANAGE_ACCOUNTS_USER_FORM_TEXT[locale];
  const roleChoices = ACCOUNT_ROLES.map((role) => ({ value: role, label: MANAGE_ACCOUNTS_ROLE_TITLES[locale][role] }));
  const title = userId === null ? text.newUser : text.editUser;
  return (
    <LegacyLayout title={title} locale={locale} skipLink={MANAGE_ACCOUNTS_TEXT[locale].skipLink}>
      <h1>{title}</h1>
      <p>
        <a href={MANAGE_ACCOUNTS_PATH}>{text.backToManageAccounts}</a>
      </p>
      {errors.length > 0 ? <ErrorSummary fields={errors} locale={locale} /> : null}
      <form method="post" action={userId === null ? NEW_USER_PATH : userPath(userId)} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>{text.signIn}</legend>
          <TextField id="userName" label={text.userName} value={values.userName} errors={errors} autoComplete="off" />
          {userId === null ? (
            <>
              <p id="password-hint">{text.passwordHint(MIN_PASSWORD_LENGTH)}</p>
              <TextField id="password" label={text.password} type="password" value="" errors={errors} autoComplete="new-password" />
            </>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{text.nameAndContact}</legend>
          <TextField id="title" label={text.title} value={values.title} errors={errors} />
          <TextField id="firstName" label={text.firstName} value={values.firstName} errors={errors} />
          <TextField id="middleName" label={text.middleName} value={values.middleName} errors={errors} />
          <TextField id="lastName" label={text.lastName} value={values.lastName} errors={errors} />
          <TextField id="suffix" label={text.suffix} value={values.suffix} errors={errors} />
          <TextField id="email" label={text.email} type="email" value={values.email} errors={errors} />
          <TextField id="phone" label={text.phone} type="tel" value={values.phone} errors={errors} />
        </fieldset>
        <fieldset>
          <legend>{text.roleAndState}</legend>
          <SelectField id="role" label={text.role} value={values.role} choices={roleChoices} errors={errors} />
          <p>
            <a href={`${MANAGE_ACCOUNTS_PATH}#roles-title`}>{text.whatEachRoleMayDo}</a>
          </p>
          <Checkbox id="examiner" label={text.examiner} checked={values.examiner} errors={errors} />
          <Checkbox id="active" label={text.active} checked={values.active} errors={errors} />
        </fieldset>
        {/* Last, beside the button: it confirms the whole change, whichever part needs it. */}
        <CurrentPasswordField label={text.yourCurrentPassword} hint={text.currentPasswordHint} errors={errors} />
        <button type="submit">{userId === null ? text.create : text.save}</button>
      </form>
    </LegacyLayout>
  );
}
