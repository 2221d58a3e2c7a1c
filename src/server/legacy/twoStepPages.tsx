/**
 * The pages of two-step sign-in: the second step of sign-in, enrolment (during sign-in, and on
 * My account), the recovery codes shown once, and My account's "Two-step sign-in" page. Plain
 * forms, no script: the QR code is an SVG drawn on the server, beside the key in groups for
 * typing by hand.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../domain/locale';
import { formatRecoveryCode, formatSecretForTyping } from '../../domain/twoStep';
import { ErrorSummary, Field, type FieldError } from './formParts';
import { SIGN_IN_TEXT } from './i18n/signInText';
import { TWO_STEP_TEXT } from './i18n/twoStepText';
import { LegacyLayout } from './layout';
import { LOGIN_PATH, LOGIN_TWO_STEP_ENROL_PATH, LOGIN_TWO_STEP_PATH, MY_ACCOUNT_PATH, MY_TWO_STEP_DISABLE_PATH, MY_TWO_STEP_ENROL_PATH, MY_TWO_STEP_RECOVERY_PATH } from './paths';

/** A new secret waiting for its first code: the sealed form field, the QR code (SVG markup) and the key in clear for typing. */
export interface PendingEnrolment {
  pending: string;
  qrSvg: string;
  secret: string;
}

/** The hidden fields the sign-in steps carry: the form token, the half-done sign-in, where to go, the language. */
interface SignInCarry {
  formToken: string;
  ticket: string;
  next: string;
  locale: Locale;
}

function CarryFields({ formToken, ticket, next, locale }: SignInCarry): ReactElement {
  return (
    <>
      <input type="hidden" name="formToken" value={formToken} />
      <input type="hidden" name="ticket" value={ticket} />
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="lang" value={locale} />
    </>
  );
}

/** A one-time code input: digits on a phone's keypad, filled in from the phone's own one-time codes where it can. */
function CodeInput({ id, label, errors, hint }: { id: string; label: string; errors: readonly FieldError[]; hint?: string }): ReactElement {
  return (
    <Field id={id} label={label} errors={errors}>
      {(described) => (
        <input
          id={id}
          name={id}
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={described['aria-invalid']}
          aria-describedby={[described['aria-describedby'], hint].filter(Boolean).join(' ') || undefined}
        />
      )}
    </Field>
  );
}

/** The QR code and the key for typing, and the pending secret's hidden field. */
function NewSecret({ locale, enrolment }: { locale: Locale; enrolment: PendingEnrolment }): ReactElement {
  const text = TWO_STEP_TEXT[locale];
  return (
    <>
      <p>{text.enrolSteps}</p>
      {/* The SVG is qrcode's own drawing of the otpauth:// address: no user text in it. */}
      <div className="qr-code" role="img" aria-label={text.qrLabel} dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
      <p>
        {text.manualEntry} <code className="totp-key">{formatSecretForTyping(enrolment.secret)}</code>
      </p>
      <input type="hidden" name="pending" value={enrolment.pending} />
    </>
  );
}

/** The second step of sign-in: a code from the app, or a recovery code. */
export function SecondStepPage({ carry, errors }: { carry: SignInCarry; errors: readonly FieldError[] }): ReactElement {
  const text = TWO_STEP_TEXT[carry.locale];
  return (
    <LegacyLayout title={text.title} locale={carry.locale} skipLink={SIGN_IN_TEXT[carry.locale].skipLink}>
      <h1>{text.title}</h1>
      {errors.length > 0 ? <ErrorSummary fields={errors} locale={carry.locale} /> : null}
      <p>{text.codeIntro}</p>
      <form method="post" action={LOGIN_TWO_STEP_PATH} className="form" noValidate>
        <CarryFields {...carry} />
        <p id="code-hint">{text.codeHint}</p>
        <CodeInput id="code" label={text.codeLabel} errors={errors} hint="code-hint" />
        <button type="submit">{text.codeSubmit}</button>
      </form>
      <p>
        <a href={`${LOGIN_PATH}?lang=${carry.locale}`}>{text.startOver}</a>
      </p>
    </LegacyLayout>
  );
}

/** Enrolment during sign-in, for a user who must use two-step sign-in. */
export function SignInEnrolPage({ carry, enrolment, errors }: { carry: SignInCarry; enrolment: PendingEnrolment; errors: readonly FieldError[] }): ReactElement {
  const text = TWO_STEP_TEXT[carry.locale];
  return (
    <LegacyLayout title={text.title} locale={carry.locale} skipLink={SIGN_IN_TEXT[carry.locale].skipLink}>
      <h1>{text.title}</h1>
      {errors.length > 0 ? <ErrorSummary fields={errors} locale={carry.locale} /> : null}
      <p>{text.requiredIntro}</p>
      <form method="post" action={LOGIN_TWO_STEP_ENROL_PATH} className="form" noValidate>
        <CarryFields {...carry} />
        <NewSecret locale={carry.locale} enrolment={enrolment} />
        <CodeInput id="code" label={text.firstCodeLabel} errors={errors} />
        <button type="submit">{text.enrolSubmit}</button>
      </form>
    </LegacyLayout>
  );
}

/** A page with one message and a link back to the login page: the half-done sign-in has ended (expired, or locked). */
export function SignInStepEndedPage({ locale, message }: { locale: Locale; message: string }): ReactElement {
  const text = TWO_STEP_TEXT[locale];
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={SIGN_IN_TEXT[locale].skipLink}>
      <h1>{text.title}</h1>
      <p className="error" role="alert">
        {message}
      </p>
      <p>
        <a href={`${LOGIN_PATH}?lang=${locale}`}>{text.startOver}</a>
      </p>
    </LegacyLayout>
  );
}

/** The recovery codes, shown once, with the way on. */
export function RecoveryCodesPage({ locale, codes, continueHref }: { locale: Locale; codes: readonly string[]; continueHref: string }): ReactElement {
  const text = TWO_STEP_TEXT[locale];
  return (
    <LegacyLayout title={text.recoveryTitle} locale={locale} skipLink={SIGN_IN_TEXT[locale].skipLink}>
      <h1>{text.recoveryTitle}</h1>
      <p className="notice" role="status">
        {text.recoveryIntro}
      </p>
      <ul className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{formatRecoveryCode(code)}</code>
          </li>
        ))}
      </ul>
      <p>
        <a href={continueHref}>{text.continueLink}</a>
      </p>
    </LegacyLayout>
  );
}

/** The state My account's two-step page shows. */
export interface MyTwoStepProps {
  locale: Locale;
  formToken: string;
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  /** While not enrolled: the new secret the enrolment form offers. */
  enrolment: PendingEnrolment | null;
  /** A message after a change (already in `locale`). */
  notice: string | null;
  /** The form whose post failed, and its errors (in `locale`). */
  errors: { form: 'enrol' | 'renew' | 'disable'; fields: readonly FieldError[] } | null;
}

function PasswordInput({ id, label, errors }: { id: string; label: string; errors: readonly FieldError[] }): ReactElement {
  return <Field id={id} label={label} errors={errors}>{(described) => <input id={id} name="currentPassword" type="password" autoComplete="current-password" required {...described} />}</Field>;
}

/** My account's "Two-step sign-in" page: enrol while off; new recovery codes and turning off while on. */
export function MyTwoStepPage({ locale, formToken, enrolled, required, recoveryCodesLeft, enrolment, notice, errors }: MyTwoStepProps): ReactElement {
  const text = TWO_STEP_TEXT[locale];
  const errorsOf = (form: 'enrol' | 'renew' | 'disable'): readonly FieldError[] => (errors?.form === form ? errors.fields : []);
  // Each form's fields have their own ids, so the error summary's links lead to the right one.
  const idsOf = (form: 'enrol' | 'renew' | 'disable') => errorsOf(form).map((error) => ({ ...error, field: error.field === '' || error.field === 'formToken' ? error.field : `${form}-${error.field}` }));
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={SIGN_IN_TEXT[locale].skipLink}>
      <h1>{text.title}</h1>
      <p>
        <a href={MY_ACCOUNT_PATH}>{text.backToMyAccount}</a>
      </p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {errors && errors.fields.length > 0 ? <ErrorSummary fields={idsOf(errors.form)} locale={locale} /> : null}
      <p>{enrolled ? text.statusOn : text.statusOff}</p>
      {required ? <p>{text.requiredNote}</p> : null}
      {!enrolled && enrolment ? (
        <form method="post" action={MY_TWO_STEP_ENROL_PATH} className="form" noValidate>
          <input type="hidden" name="formToken" value={formToken} />
          <fieldset>
            <legend>{text.enrolLegend}</legend>
            <NewSecret locale={locale} enrolment={enrolment} />
            <CodeInput id="enrol-code" label={text.firstCodeLabel} errors={idsOf('enrol')} />
            <PasswordInput id="enrol-currentPassword" label={text.currentPassword} errors={idsOf('enrol')} />
          </fieldset>
          <button type="submit">{text.enrolSubmit}</button>
        </form>
      ) : null}
      {enrolled ? (
        <>
          <p>{text.recoveryLeft(recoveryCodesLeft)}</p>
          <form method="post" action={MY_TWO_STEP_RECOVERY_PATH} className="form" noValidate>
            <input type="hidden" name="formToken" value={formToken} />
            <fieldset>
              <legend>{text.renewLegend}</legend>
              <p>{text.renewHint}</p>
              <PasswordInput id="renew-currentPassword" label={text.currentPassword} errors={idsOf('renew')} />
            </fieldset>
            <button type="submit">{text.renewSubmit}</button>
          </form>
          {required ? null : (
            <form method="post" action={MY_TWO_STEP_DISABLE_PATH} className="form" noValidate>
              <input type="hidden" name="formToken" value={formToken} />
              <fieldset>
                <legend>{text.disableLegend}</legend>
                <PasswordInput id="disable-currentPassword" label={text.currentPassword} errors={idsOf('disable')} />
                <CodeInput id="disable-code" label={text.codeLabel} errors={idsOf('disable')} />
              </fieldset>
              <button type="submit">{text.disableSubmit}</button>
            </form>
          )}
        </>
      ) : null}
    </LegacyLayout>
  );
}
