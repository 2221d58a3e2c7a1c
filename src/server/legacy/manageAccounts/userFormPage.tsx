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
import { TWO_STEP_RESET_TEXT } from '../i18n/manageAccountsTwoStepResetText';
import { MANAGE_ACCOUNTS_USER_FORM_TEXT } from '../i18n/manageAccountsUserFormText';
import { LegacyLayout } from '../layout';
import { Checkbox, CurrentPasswordField, ErrorSummary, type FieldError, SelectField, TextField } from '../formParts';
import { MANAGE_ACCOUNTS_PATH, NEW_USER_PATH, userPath, userTwoStepResetPath } from './paths';

/** The id of the reset form's current-password field (the page has two such fields); its refusals name it. */
export const RESET_CURRENT_PASSWORD_ID = 'resetCurrentPassword';

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
  /** The errors of either form: the reset form's name {@link RESET_CURRENT_PASSWORD_ID}. */
  errors: readonly FieldError[];
  /**
   * An existing user's two-step sign-in: whether it is on (the reset form shows only then) and
   * whether it was just reset (the confirmation). Absent for a new user.
   */
  twoStep?: { enabled: boolean; resetDone: boolean };
}

/** The whole page. */
export function UserFormPage({ locale, formToken, userId, values, errors, twoStep }: UserFormPageProps): ReactElement {
  const text = MANAGE_ACCOUNTS_USER_FORM_TEXT[locale];
  const roleChoices = ACCOUNT_ROLES.map((role) => ({ value: role, label: MANAGE_ACCOUNTS_ROLE_TITLES[locale][role] }));
  const title = userId === null ? text.newUser : text.editUser;
  return (
    <LegacyLayout title={title} locale={locale} skipLink={MANAGE_ACCOUNTS_TEXT[locale].skipLink}>
      <h1>{title}</h1>
      <p>
        <a href={MANAGE_ACCOUNTS_PATH}>{text.backToManageAccounts}</a>
      </p>
      {twoStep?.resetDone ? (
        <p className="notice" role="status">
          {TWO_STEP_RESET_TEXT[locale].done}
        </p>
      ) : null}
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
      {userId !== null && twoStep ? <TwoStepResetSection locale={locale} formToken={formToken} userId={userId} enabled={twoStep.enabled} errors={errors} /> : null}
    </LegacyLayout>
  );
}

/**
 * An existing user's two-step sign-in: on or off, and, when on, the separate form that resets it
 * (account.resetUserTwoStep) with the administrator's own current password. Separate, so that
 * saving the user's fields never resets it and a reset never saves unsaved fields.
 */
function TwoStepResetSection({ locale, formToken, userId, enabled, errors }: { locale: Locale; formToken: string; userId: number; enabled: boolean; errors: readonly FieldError[] }): ReactElement {
  const text = TWO_STEP_RESET_TEXT[locale];
  return (
    <section aria-labelledby="two-step-title">
      <h2 id="two-step-title">{text.listColumn}</h2>
      <p>{enabled ? text.statusOn : text.statusOff}</p>
      {enabled ? (
        <form method="post" action={userTwoStepResetPath(userId)} className="form" noValidate>
          <input type="hidden" name="formToken" value={formToken} />
          <fieldset>
            <legend>{text.legend}</legend>
            <p>{text.explanation}</p>
            <CurrentPasswordField id={RESET_CURRENT_PASSWORD_ID} label={text.yourCurrentPassword} errors={errors} />
          </fieldset>
          <button type="submit">{text.submit}</button>
        </form>
      ) : null}
    </section>
  );
}
