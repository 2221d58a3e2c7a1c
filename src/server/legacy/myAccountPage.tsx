/**
 * The "my account settings" page: the profile, the password change and every preference of spec
 * §3, as three plain forms that post to the server (no script), in the signed-in user's language.
 * Errors are listed in a summary whose links lead to the fields, and repeated beside each field.
 */
import type { ReactElement } from 'react';
import type { ExaminerOption } from '../../contract/types';
import type { UserPreferences } from '../../domain/identity';
import type { Locale } from '../../domain/locale';
import { Checkbox, CurrentPasswordField, ErrorSummary, Field, type FieldError, SelectField, TextField } from './formParts';
import { FORM_PARTS_TEXT } from './i18n/formPartsText';
import { MY_ACCOUNT_PREFERENCES_TEXT } from './i18n/myAccountPreferencesText';
import { MY_ACCOUNT_TEXT } from './i18n/myAccountText';
import { PASSWORD_TEXT } from './i18n/passwordText';
import { TWO_STEP_TEXT } from './i18n/twoStepText';
import { LegacyLayout } from './layout';
import { type Choice, dateFormatChoices, LANGUAGE_CHOICES, NUMBER_FORMAT_CHOICES, TIME_ZONE_CHOICES, withCurrent } from './myAccountOptions';
import type { OwnProfile } from './myAccountProfile';
import { MY_ACCOUNT_PASSWORD_PATH, MY_ACCOUNT_PREFERENCES_PATH, MY_ACCOUNT_PROFILE_PATH, MY_TWO_STEP_PATH } from './paths';

/**
 * The id of the profile form's current password (asked for when the e-mail address changes): the
 * password form's field has the id `currentPassword`, and one page has each id once. Both post the name `currentPassword`.
 */
export const PROFILE_CURRENT_PASSWORD_ID = 'profileCurrentPassword';

/** Which form a message or an error belongs to. */
export type MyAccountSection = 'profile' | 'password' | 'preferences';

/** The success message after each form was saved (US English). */
export const SAVED_MESSAGES: Readonly<Record<MyAccountSection, string>> = MY_ACCOUNT_TEXT.en_us.saved;

/** The message when a form's token did not verify (an old tab, or a cross-site post; US English). */
export const MY_ACCOUNT_FORM_EXPIRED = FORM_PARTS_TEXT.en_us.formExpired;

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
  /** The signed-in user's language. */
  locale: Locale;
  formToken: string;
  userName: string;
  profile: OwnProfile;
  preferences: PreferencesFormValues;
  examiners: readonly ExaminerOption[];
  /** The section just saved, for its success message. */
  saved: MyAccountSection | null;
  /** The section whose post failed, and its errors (messages already in `locale`). */
  errors: { section: MyAccountSection; fields: readonly FieldError[] } | null;
}

/** The whole page. */
export function MyAccountPage({ locale, formToken, userName, profile, preferences, examiners, saved, errors }: MyAccountPageProps): ReactElement {
  const text = MY_ACCOUNT_TEXT[locale];
  const password = PASSWORD_TEXT[locale];
  const preferenceText = MY_ACCOUNT_PREFERENCES_TEXT[locale];
  const errorsOf = (section: MyAccountSection): readonly FieldError[] => (errors?.section === section ? errors.fields : []);
  const examinerChoices: Choice[] = [{ value: '0', label: preferenceText.noDefaultExaminer }, ...examiners.map((examiner) => ({ value: String(examiner.userId), label: examiner.name }))];
  const [signedInBefore, signedInAfter] = text.signedInAs;
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.title}</h1>
      <p>
        {signedInBefore}
        <strong>{userName}</strong>
        {signedInAfter} <a href="/">{text.backToPlatform}</a>
      </p>
      <p>
        <a href={MY_TWO_STEP_PATH}>{TWO_STEP_TEXT[locale].title}</a>
      </p>
      {saved ? (
        <p className="notice" role="status">
          {text.saved[saved]}
        </p>
      ) : null}
      {errors && errors.fields.length > 0 ? <ErrorSummary fields={errors.fields} locale={locale} /> : null}

      <form method="post" action={MY_ACCOUNT_PROFILE_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>{text.profile.legend}</legend>
          <TextField id="title" label={text.profile.title} value={profile.title} errors={errorsOf('profile')} autoComplete="honorific-prefix" />
          <TextField id="firstName" label={text.profile.firstName} value={profile.firstName} errors={errorsOf('profile')} autoComplete="given-name" />
          <TextField id="middleName" label={text.profile.middleName} value={profile.middleName} errors={errorsOf('profile')} autoComplete="additional-name" />
          <TextField id="lastName" label={text.profile.lastName} value={profile.lastName} errors={errorsOf('profile')} autoComplete="family-name" />
          <TextField id="suffix" label={text.profile.suffix} value={profile.suffix} errors={errorsOf('profile')} autoComplete="honorific-suffix" />
          <TextField id="email" label={text.profile.email} type="email" value={profile.email} errors={errorsOf('profile')} autoComplete="email" />
          <CurrentPasswordField id={PROFILE_CURRENT_PASSWORD_ID} label={text.currentPassword} hint={text.emailPasswordHint} errors={errorsOf('profile')} />
          <TextField id="phone" label={text.profile.phone} type="tel" value={profile.phone} errors={errorsOf('profile')} autoComplete="tel" />
        </fieldset>
        <button type="submit">{text.profile.submit}</button>
      </form>

      <form method="post" action={MY_ACCOUNT_PASSWORD_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>{password.changePassword}</legend>
          <p id="password-hint">{`${password.ruleHint} ${text.sessionsEnd}`}</p>
          <Field id="currentPassword" label={text.currentPassword} errors={errorsOf('password')}>
            {(described) => <input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" {...described} />}
          </Field>
          <Field id="newPassword" label={password.newPassword} errors={errorsOf('password')}>
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
          <Field id="repeatPassword" label={password.newPasswordAgain} errors={errorsOf('password')}>
            {(described) => <input id="repeatPassword" name="repeatPassword" type="password" autoComplete="new-password" {...described} />}
          </Field>
        </fieldset>
        <button type="submit">{password.changePassword}</button>
      </form>

      <form method="post" action={MY_ACCOUNT_PREFERENCES_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>{preferenceText.legend}</legend>
          <SelectField id="languageCode" label={preferenceText.language} value={preferences.languageCode} choices={withCurrent(LANGUAGE_CHOICES, preferences.languageCode)} errors={errorsOf('preferences')} />
          <SelectField
            id="dateFormatCode"
            label={preferenceText.dateFormat}
            value={preferences.dateFormatCode}
            choices={withCurrent(dateFormatChoices(locale), preferences.dateFormatCode)}
            errors={errorsOf('preferences')}
          />
          <SelectField id="numberFormat" label={preferenceText.numberFormat} value={preferences.numberFormat} choices={withCurrent(NUMBER_FORMAT_CHOICES, preferences.numberFormat)} errors={errorsOf('preferences')} />
          <SelectField id="timeZoneCode" label={preferenceText.timeZone} value={preferences.timeZoneCode} choices={withCurrent(TIME_ZONE_CHOICES, preferences.timeZoneCode)} errors={errorsOf('preferences')} />
          <SelectField
            id="defaultExaminerId"
            label={preferenceText.defaultExaminer}
            value={preferences.defaultExaminerId}
            choices={withCurrent(examinerChoices, preferences.defaultExaminerId)}
            errors={errorsOf('preferences')}
          />
          <Checkbox id="itemEntryAutoAdvance" label={preferenceText.itemEntryAutoAdvance} checked={preferences.itemEntryAutoAdvance} />
          <Checkbox id="showStartingTips" label={preferenceText.showStartingTips} checked={preferences.showStartingTips} />
          <Checkbox id="showWarningPopup" label={preferenceText.showWarningPopup} checked={preferences.showWarningPopup} />
        </fieldset>
        <button type="submit">{preferenceText.submit}</button>
      </form>
    </LegacyLayout>
  );
}
