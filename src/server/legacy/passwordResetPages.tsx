/**
 * The password-reset pages: the form asking whom to send a reset message to, and the form that
 * sets the new password. Plain forms posting back to themselves, no script, in the language the
 * browser asks for (or the one carried from the login page); each form and link keeps it.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../domain/locale';
import { MIN_PASSWORD_LENGTH } from '../../domain/passwordRule';
import { PASSWORD_RESET_TEXT } from './i18n/passwordResetText';
import { PASSWORD_TEXT } from './i18n/passwordText';
import { LegacyLayout } from './layout';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from './paths';

/** The one answer to a reset request, whether or not anybody matched (US English). */
export const RESET_REQUESTED = PASSWORD_RESET_TEXT.en_us.requested;
/** The message when a reset link is wrong, used or expired (all alike; US English). */
export const RESET_LINK_INVALID = PASSWORD_RESET_TEXT.en_us.linkInvalid;
/** The message when the two new passwords differ (US English). */
export const PASSWORDS_DIFFER = PASSWORD_TEXT.en_us.passwordsDiffer;
/** The message when a form's token did not verify (an old tab, or a cross-site post; US English). */
export const RESET_FORM_EXPIRED = PASSWORD_RESET_TEXT.en_us.formExpired;

/** `path` in `locale`, so the next page speaks the same language. */
const inLanguage = (path: string, locale: Locale): string => `${path}?lang=${locale}`;

function ErrorMessage({ error }: { error: string | null }): ReactElement | null {
  return error ? (
    <p className="error" role="alert" id="form-error">
      {error}
    </p>
  ) : null;
}

/** What the "Forgot your password?" page shows. */
export interface ForgotPasswordPageProps {
  locale: Locale;
  formToken: string;
  /** After a request: the one answer replaces the form. */
  requested: boolean;
  /** A message already in `locale`. */
  error: string | null;
}

/** Asks for a user name or e-mail address; after a request, says a message may be on its way. */
export function ForgotPasswordPage({ locale, formToken, requested, error }: ForgotPasswordPageProps): ReactElement {
  const text = PASSWORD_RESET_TEXT[locale];
  return (
    <LegacyLayout title={text.forgotTitle} locale={locale} skipLink={text.skipLink}>
      <h1>{text.forgotTitle}</h1>
      {requested ? (
        <p className="notice" role="status">
          {text.requested}
        </p>
      ) : (
        <>
          <p>{text.forgotIntro}</p>
          <ErrorMessage error={error} />
          <form method="post" action={FORGOT_PASSWORD_PATH} className="form">
            <input type="hidden" name="formToken" value={formToken} />
            <input type="hidden" name="lang" value={locale} />
            <label htmlFor="identifier">{text.identifier}</label>
            <input id="identifier" name="identifier" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
            <button type="submit">{text.sendLink}</button>
          </form>
        </>
      )}
      <p>
        <a href={inLanguage(LOGIN_PATH, locale)}>{text.backToSignIn}</a>
      </p>
    </LegacyLayout>
  );
}

/** What the reset page shows. */
export interface ResetPasswordPageProps {
  locale: Locale;
  formToken: string;
  /** The reset token, or `null` when the link does not work (then only the message and a way to ask again). */
  resetToken: string | null;
  /** A message already in `locale`. */
  error: string | null;
}

/** Sets the new password (typed twice), or says the link does not work. */
export function ResetPasswordPage({ locale, formToken, resetToken, error }: ResetPasswordPageProps): ReactElement {
  const text = PASSWORD_RESET_TEXT[locale];
  const password = PASSWORD_TEXT[locale];
  const described = error ? 'form-error password-hint' : 'password-hint';
  return (
    <LegacyLayout title={text.resetTitle} locale={locale} skipLink={text.skipLink}>
      <h1>{text.resetTitle}</h1>
      {resetToken === null ? (
        <>
          <p className="error" role="alert">
            {text.linkInvalid}
          </p>
          <p>
            <a href={inLanguage(FORGOT_PASSWORD_PATH, locale)}>{text.askAgain}</a>
          </p>
        </>
      ) : (
        <>
          <ErrorMessage error={error} />
          <form method="post" action={RESET_PASSWORD_PATH} className="form">
            <input type="hidden" name="formToken" value={formToken} />
            <input type="hidden" name="token" value={resetToken} />
            <input type="hidden" name="lang" value={locale} />
            <p id="password-hint">{password.ruleHint}</p>
            <label htmlFor="newPassword">{password.newPassword}</label>
            <input id="newPassword" name="newPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} aria-describedby={described} />
            <label htmlFor="confirmPassword">{password.newPasswordAgain}</label>
            <input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} />
            <button type="submit">{password.changePassword}</button>
          </form>
        </>
      )}
    </LegacyLayout>
  );
}
