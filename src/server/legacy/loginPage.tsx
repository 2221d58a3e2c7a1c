/**
 * The legacy sign-in page: a plain form posting back to itself, in the browser's language (or the
 * one chosen in its language list), with links to the other languages.
 */
import type { ReactElement } from 'react';
import { bcp47, type Locale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../domain/locale';
import { SIGN_IN_TEXT } from './i18n/signInText';
import { LegacyLayout } from './layout';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from './paths';

/** The message shown after a failed sign-in (US English). */
export const SIGN_IN_FAILED = SIGN_IN_TEXT.en_us.failed;
/** The message shown on the login page reached with the logout flag (US English). */
export const SIGNED_OUT = SIGN_IN_TEXT.en_us.signedOut;
/** The message shown when the form's token did not verify (an old tab, or a cross-site post). */
export const FORM_EXPIRED = SIGN_IN_TEXT.en_us.formExpired;
/** The message shown after a password reset, on the login page it redirects to. */
export const PASSWORD_RESET_DONE = SIGN_IN_TEXT.en_us.passwordReset;

/**
 * The message shown while a user is locked after repeated failed sign-ins (US English). It names
 * neither the user nor whether the password just typed was right.
 * @param minutes whole minutes until the lock ends, at least 1.
 */
export const lockedMessage = (minutes: number): string => SIGN_IN_TEXT.en_us.locked(minutes);

/** Why the last sign-in did not go through: wrong credentials, an expired form, or a lock of `minutes`. */
export type SignInError = { kind: 'failed' } | { kind: 'formExpired' } | { kind: 'locked'; minutes: number };

/** What the login page shows. */
export interface LoginPageProps {
  locale: Locale;
  /** The signed form token of the hidden field. */
  formToken: string;
  /** Where to go after signing in (already checked to be a safe relative path), or ''. */
  next: string;
  userName: string;
  error: SignInError | null;
  signedOut: boolean;
  /** Reached from a completed password reset. */
  passwordReset: boolean;
}

/** The address of this page in another language, keeping where to go after signing in. */
const inLanguage = (locale: Locale, next: string): string => `${LOGIN_PATH}?lang=${locale}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

/** The sign-in form with labels "User name" and "Password" and a "Sign in" button, in `locale`. */
export function LoginPage({ locale, formToken, next, userName, error, signedOut, passwordReset }: LoginPageProps): ReactElement {
  const text = SIGN_IN_TEXT[locale];
  const errorText = error === null ? null : error.kind === 'locked' ? text.locked(error.minutes) : text[error.kind];
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.title}</h1>
      {signedOut ? (
        <p className="notice" role="status">
          {text.signedOut}
        </p>
      ) : null}
      {passwordReset ? (
        <p className="notice" role="status">
          {text.passwordReset}
        </p>
      ) : null}
      {errorText ? (
        <p className="error" role="alert" id="login-error">
          {errorText}
        </p>
      ) : null}
      <form method="post" action={LOGIN_PATH} className="form">
        <input type="hidden" name="formToken" value={formToken} />
        <input type="hidden" name="next" value={next} />
        <input type="hidden" name="lang" value={locale} />
        <label htmlFor="userName">{text.userName}</label>
        <input
          id="userName"
          name="userName"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={userName}
          aria-describedby={errorText ? 'login-error' : undefined}
          aria-invalid={errorText ? true : undefined}
        />
        <label htmlFor="password">{text.password}</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={errorText ? 'login-error' : undefined}
          aria-invalid={errorText ? true : undefined}
        />
        <button type="submit">{text.submit}</button>
      </form>
      <p>
        <a href={`${FORGOT_PASSWORD_PATH}?lang=${locale}`}>{text.forgotPassword}</a>
      </p>
      <nav className="language-list" aria-labelledby="language-heading">
        <h2 id="language-heading">{text.language}</h2>
        <ul>
          {SUPPORTED_LOCALES.map((candidate) => (
            <li key={candidate}>
              {/* Each name in its own language, marked so a screen reader pronounces it right. */}
              <a href={inLanguage(candidate, next)} lang={bcp47(candidate)} hrefLang={bcp47(candidate)} aria-current={candidate === locale ? 'true' : undefined}>
                {LOCALE_NAMES[candidate]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </LegacyLayout>
  );
}
