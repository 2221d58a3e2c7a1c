/**
 * The legacy sign-in page: a plain form posting back to itself.
 */
import type { ReactElement } from 'react';
import { LegacyLayout } from './layout';
import { FORGOT_PASSWORD_PATH } from './paths';

/** The message shown after a failed sign-in. */
export const SIGN_IN_FAILED = 'The user name or password is incorrect.';
/** The message shown on the login page reached with the logout flag. */
export const SIGNED_OUT = 'You have been signed out.';
/** The message shown when the form's token did not verify (an old tab, or a cross-site post). */
export const FORM_EXPIRED = 'This sign-in form has expired. Please sign in again.';
/** The message shown after a password reset, on the login page it redirects to. */
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';

/**
 * The message shown while a user is locked after repeated failed sign-ins. It names neither the
 * user nor whether the password just typed was right.
 * @param minutes whole minutes until the lock ends, at least 1.
 */
export const lockedMessage = (minutes: number): string =>
  `Too many failed sign-ins: this account is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Try again later, or reset your password.`;

/** What the login page shows. */
export interface LoginPageProps {
  /** The signed form token of the hidden field. */
  formToken: string;
  /** Where to go after signing in (already checked to be a safe relative path), or ''. */
  next: string;
  userName: string;
  error: string | null;
  signedOut: boolean;
  /** Reached from a completed password reset. */
  passwordReset: boolean;
}

/** The sign-in form with labels "User name" and "Password" and a "Sign in" button. */
export function LoginPage({ formToken, next, userName, error, signedOut, passwordReset }: LoginPageProps): ReactElement {
  return (
    <LegacyLayout title="Sign in">
      <h1>Sign in</h1>
      {signedOut ? (
        <p className="notice" role="status">
          {SIGNED_OUT}
        </p>
      ) : null}
      {passwordReset ? (
        <p className="notice" role="status">
          {PASSWORD_RESET_DONE}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert" id="login-error">
          {error}
        </p>
      ) : null}
      <form method="post" action="/legacy/login" className="form">
        <input type="hidden" name="formToken" value={formToken} />
        <input type="hidden" name="next" value={next} />
        <label htmlFor="userName">User name</label>
        <input
          id="userName"
          name="userName"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={userName}
          aria-describedby={error ? 'login-error' : undefined}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={error ? 'login-error' : undefined}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit">Sign in</button>
      </form>
      <p>
        <a href={FORGOT_PASSWORD_PATH}>Forgot your password?</a>
      </p>
    </LegacyLayout>
  );
}
