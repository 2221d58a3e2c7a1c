/**
 * The legacy sign-in page: a plain form posting back to itself.
 */
import type { ReactElement } from 'react';
import { LegacyLayout } from './layout';

/** The message shown after a failed sign-in. */
export const SIGN_IN_FAILED = 'The user name or password is incorrect.';
/** The message shown on the login page reached with the logout flag. */
export const SIGNED_OUT = 'You have been signed out.';
/** The message shown when the form's token did not verify (an old tab, or a cross-site post). */
export const FORM_EXPIRED = 'This sign-in form has expired. Please sign in again.';

/** What the login page shows. */
export interface LoginPageProps {
  /** The signed form token of the hidden field. */
  formToken: string;
  /** Where to go after signing in (already checked to be a safe relative path), or ''. */
  next: string;
  userName: string;
  error: string | null;
  signedOut: boolean;
}

/** The sign-in form with labels "User name" and "Password" and a "Sign in" button. */
export function LoginPage({ formToken, next, userName, error, signedOut }: LoginPageProps): ReactElement {
  return (
    <LegacyLayout title="Sign in">
      <h1>Sign in</h1>
      {signedOut ? (
        <p className="notice" role="status">
          {SIGNED_OUT}
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
    </LegacyLayout>
  );
}
