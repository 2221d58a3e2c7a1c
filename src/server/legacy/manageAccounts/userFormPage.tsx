/**
 * The page that creates a user (with an initial password) or edits one: every field of
 * AccountUserInput, and a link to the table of what each role may do.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ROLES, type AccountUserInput } from '../../../contract/services/accountManagement';
import { MIN_PASSWORD_LENGTH } from '../../../domain/passwordRule';
import { ROLE_TITLES } from '../../../domain/permissions';
import { LegacyLayout } from '../layout';
import { Checkbox, ErrorSummary, type FieldError, SelectField, TextField } from '../formParts';
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

const ROLE_CHOICES = ACCOUNT_ROLES.map((role) => ({ value: role, label: ROLE_TITLES[role] }));

/** What the page shows: `userId` is `null` for a new user. */
export interface UserFormPageProps {
  formToken: string;
  userId: number | null;
  values: UserFormValues;
  errors: readonly FieldError[];
}

/** The whole page. */
export function UserFormPage({ formToken, userId, values, errors }: UserFormPageProps): ReactElement {
  const title = userId === null ? 'New user' : 'Edit user';
  return (
    <LegacyLayout title={title}>
      <h1>{title}</h1>
      <p>
        <a href={MANAGE_ACCOUNTS_PATH}>Back to manage accounts</a>
      </p>
      {errors.length > 0 ? <ErrorSummary fields={errors} /> : null}
      <form method="post" action={userId === null ? NEW_USER_PATH : userPath(userId)} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>Sign-in</legend>
          <TextField id="userName" label="User name" value={values.userName} errors={errors} autoComplete="off" />
          {userId === null ? (
            <>
              <p id="password-hint">
                At least {MIN_PASSWORD_LENGTH} characters, not the user name. Give it to the user, who can change it in their account settings.
              </p>
              <TextField id="password" label="Initial password" type="password" value="" errors={errors} autoComplete="new-password" />
            </>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>Name and contact</legend>
          <TextField id="title" label="Title" value={values.title} errors={errors} />
          <TextField id="firstName" label="First name" value={values.firstName} errors={errors} />
          <TextField id="middleName" label="Middle name" value={values.middleName} errors={errors} />
          <TextField id="lastName" label="Last name" value={values.lastName} errors={errors} />
          <TextField id="suffix" label="Suffix" value={values.suffix} errors={errors} />
          <TextField id="email" label="E-mail" type="email" value={values.email} errors={errors} />
          <TextField id="phone" label="Phone" type="tel" value={values.phone} errors={errors} />
        </fieldset>
        <fieldset>
          <legend>Role and state</legend>
          <SelectField id="role" label="Role" value={values.role} choices={ROLE_CHOICES} errors={errors} />
          <p>
            <a href={`${MANAGE_ACCOUNTS_PATH}#roles-title`}>What each role may do</a>
          </p>
          <Checkbox id="examiner" label="May be named the examiner of an assessment" checked={values.examiner} errors={errors} />
          <Checkbox id="active" label="Active (an inactive user cannot sign in)" checked={values.active} errors={errors} />
        </fieldset>
        <button type="submit">{userId === null ? 'Create the user' : 'Save the user'}</button>
      </form>
    </LegacyLayout>
  );
}
