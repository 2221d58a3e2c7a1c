/**
 * The "my account settings" page: the profile, the password change and every preference of spec
 * §3, as three plain forms that post to the server (no script). Errors are listed in a summary
 * whose links lead to the fields, and repeated beside each field.
 */
import type { ReactElement } from 'react';
import type { ExaminerOption } from '../../contract/types';
import type { UserPreferences } from '../../domain/identity';
import { MIN_PASSWORD_LENGTH } from '../../domain/passwordRule';
import { Checkbox, ErrorSummary, Field, type FieldError, FORM_EXPIRED, SelectField, TextField } from './formParts';
import { LegacyLayout } from './layout';
import { type Choice, DATE_FORMAT_CHOICES, LANGUAGE_CHOICES, NUMBER_FORMAT_CHOICES, TIME_ZONE_CHOICES, withCurrent } from './myAccountOptions';
import type { OwnProfile } from './myAccountProfile';
import { MY_ACCOUNT_PASSWORD_PATH, MY_ACCOUNT_PREFERENCES_PATH, MY_ACCOUNT_PROFILE_PATH } from './paths';

/** Which form a message or an error belongs to. */
export type MyAccountSection = 'profile' | 'password' | 'preferences';

/** The success message after each form was saved. */
export const SAVED_MESSAGES: Readonly<Record<MyAccountSection, string>> = {
  profile: 'Your profile was saved.',
  password: 'Your password was changed. You were signed out everywhere else.',
  preferences: 'Your preferences were saved.',
};

/** The message when a form's token did not verify (an old tab, or a cross-site post). */
export const MY_ACCOUNT_FORM_EXPIRED = FORM_EXPIRED;

export type { FieldError };

/** The preferences form's values as the selects and checkboxes submit them. */
export interface PreferencesFormValues {
  dateFormatCode: string;
  numberFormat: string;
  timeZoneCode: string;
  languageCode: string;
  itemEntryAutoAdvance: boolean;
  showStartingTips: boolean;
  showWarningPopup: boolean;
  defaultExaminerId: string;
}

/** The form values of stored preferences. */
export function preferencesFormValues(preferences: UserPreferences): PreferencesFormValues {
  const { decimalSeparator, groupingSeparator } = preferences.numberFormat;
  const numberFormat =
    NUMBER_FORMAT_CHOICES.find((choice) => choice.decimalSeparator === decimalSeparator && choice.groupingSeparator === groupingSeparator)?.value ??
    `1${groupingSeparator}234${decimalSeparator}56`;
  return {
    dateFormatCode: preferences.dateFormat.dateFormatCode,
    numberFormat,
    timeZoneCode: preferences.timeZone.timeZoneCode,
    languageCode: preferences.language.languageCode,
    itemEntryAutoAdvance: preferences.itemEntryAutoAdvance,
    showStartingTips: preferences.showStartingTips,
    showWarningPopup: preferences.showWarningPopup,
    defaultExaminerId: String(preferences.defaultExaminerId),
  };
}

/** What the page shows. */
export interface MyAccountPageProps {
  formToken: string;
  userName: string;
  profile: OwnProfile;
  preferences: PreferencesFormValues;
  examiners: readonly ExaminerOption[];
  /** The section just saved, for its success message. */
  saved: MyAccountSection | null;
  /** The section whose post failed, and its errors. */
  errors: { section: MyAccountSection; fields: readonly FieldError[] } | null;
}

/** The whole page. */
export function MyAccountPage({ formToken, userName, profile, preferences, examiners, saved, errors }: MyAccountPageProps): ReactElement {
  const errorsOf = (section: MyAccountSection): readonly FieldError[] => (errors?.section === section ? errors.fields : []);
  const examinerChoices: Choice[] = [{ value: '0', label: 'No default examiner' }, ...examiners.map((examiner) => ({ value: String(examiner.userId), label: examiner.name }))];
  return (
    <LegacyLayout title="My account settings">
      <h1>My account settings</h1>
      <p>
        Signed in as <strong>{userName}</strong>. <a href="/">Back to the platform</a>
      </p>
      {saved ? (
        <p className="notice" role="status">
          {SAVED_MESSAGES[saved]}
        </p>
      ) : null}
      {errors && errors.fields.length > 0 ? <ErrorSummary fields={errors.fields} /> : null}

      <form method="post" action={MY_ACCOUNT_PROFILE_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>Profile</legend>
          <TextField id="title" label="Title" value={profile.title} errors={errorsOf('profile')} autoComplete="honorific-prefix" />
          <TextField id="firstName" label="First name" value={profile.firstName} errors={errorsOf('profile')} autoComplete="given-name" />
          <TextField id="middleName" label="Middle name" value={profile.middleName} errors={errorsOf('profile')} autoComplete="additional-name" />
          <TextField id="lastName" label="Last name" value={profile.lastName} errors={errorsOf('profile')} autoComplete="family-name" />
          <TextField id="suffix" label="Suffix" value={profile.suffix} errors={errorsOf('profile')} autoComplete="honorific-suffix" />
          <TextField id="email" label="E-mail" type="email" value={profile.email} errors={errorsOf('profile')} autoComplete="email" />
          <TextField id="phone" label="Phone" type="tel" value={profile.phone} errors={errorsOf('profile')} autoComplete="tel" />
        </fieldset>
        <button type="submit">Save the profile</button>
      </form>

      <form method="post" action={MY_ACCOUNT_PASSWORD_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>Change the password</legend>
          <p id="password-hint">
            At least {MIN_PASSWORD_LENGTH} characters, not your user name. Your other sessions end when the password changes.
          </p>
          <Field id="currentPassword" label="Current password" errors={errorsOf('password')}>
            {(described) => <input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" {...described} />}
          </Field>
          <Field id="newPassword" label="New password" errors={errorsOf('password')}>
            {(described) => (
              <input
                id="newPassword"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                aria-invalid={described['aria-invalid']}
                aria-describedby={[described['aria-describedby'], 'password-hint'].filter(Boolean).join(' ')}
              />
            )}
          </Field>
          <Field id="repeatPassword" label="New password again" errors={errorsOf('password')}>
            {(described) => <input id="repeatPassword" name="repeatPassword" type="password" autoComplete="new-password" {...described} />}
          </Field>
        </fieldset>
        <button type="submit">Change the password</button>
      </form>

      <form method="post" action={MY_ACCOUNT_PREFERENCES_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>Preferences</legend>
          <SelectField id="languageCode" label="Language" value={preferences.languageCode} choices={withCurrent(LANGUAGE_CHOICES, preferences.languageCode)} errors={errorsOf('preferences')} />
          <SelectField id="dateFormatCode" label="Date format" value={preferences.dateFormatCode} choices={withCurrent(DATE_FORMAT_CHOICES, preferences.dateFormatCode)} errors={errorsOf('preferences')} />
          <SelectField id="numberFormat" label="Number format" value={preferences.numberFormat} choices={withCurrent(NUMBER_FORMAT_CHOICES, preferences.numberFormat)} errors={errorsOf('preferences')} />
          <SelectField id="timeZoneCode" label="Time zone" value={preferences.timeZoneCode} choices={withCurrent(TIME_ZONE_CHOICES, preferences.timeZoneCode)} errors={errorsOf('preferences')} />
          <SelectField id="defaultExaminerId" label="Default examiner" value={preferences.defaultExaminerId} choices={withCurrent(examinerChoices, preferences.defaultExaminerId)} errors={errorsOf('preferences')} />
          <Checkbox id="itemEntryAutoAdvance" label="Move to the next item after an answer is entered" checked={preferences.itemEntryAutoAdvance} />
          <Checkbox id="showStartingTips" label="Show starting tips" checked={preferences.showStartingTips} />
          <Checkbox id="showWarningPopup" label="Warn before the session times out" checked={preferences.showWarningPopup} />
        </fieldset>
        <button type="submit">Save the preferences</button>
      </form>
    </LegacyLayout>
  );
}
