/**
 * The password-reset pages: the form asking whom to send a reset message to, and the form that
 * sets the new password. Plain forms posting back to themselves, no script.
 */
import { FORM_EXPIRED } from './formParts';
import type { ReactElement } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../domain/passwordRule';
import { LegacyLayout } from './layout';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from './paths';

/** The one answer to a reset request, whether or not anybody matched. */
export const RESET_REQUESTED = 'If an account matches what you entered, a message with a link to reset the password is on its way. Check your e-mail.';
/** The message when a reset link is wrong, used or expired (all alike). */
export const RESET_LINK_INVALID = 'This password-reset link does not work any more: it has expired or was already used. Ask for a new one.';
/** The message when the two new passwords differ. */
export const PASSWORDS_DIFFER = 'The two passwords are not the same.';
/** The message when a form's token did not verify (an old tab, or a cross-site post). */
export const RESET_FORM_EXPIRED = FORM_EXPIRED;

function ErrorMessage({ error }: { error: string | null }): ReactElement | null {
  return error ? (
    <p className="error" role="alert" id="form-error">
      {error}
    </p>
  ) : null;
}

/** What the "Forgot your password?" page shows. */
export interface ForgotPasswordPageProps {
  formToken: string;
  /** After a request: the one answer replaces the form. */
  requested: boolean;
  error: string | null;
}

/** Asks for a user name or e-mail address; after a request, says a message may be on its way. */
export function ForgotPasswordPage({ formToken, requested, error }: ForgotPasswordPageProps): ReactElement {
  return (
    <LegacyLayout title="Reset your password">
      <h1>Reset your password</h1>
      {requested ? (
        <p className="notice" role="status">
          {RESET_REQUESTED}
        </p>
      ) : (
        <>
          <p>Enter your user name or e-mail address. We will send a link to choose a new password to the e-mail address of your account.</p>
          <ErrorMessage error={error} />
          <form method="post" action={FORGOT_PASSWORD_PATH} className="form">
            <input type="hidden" name="formToken" value={formToken} />
            <label htmlFor="identifier">User name or e-mail address</label>
            <input id="identifier" name="identifier" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
            <button type="submit">Send the link</button>
          </form>
        </>
      )}
      <p>
        <a href={LOGIN_PATH}>Back to sign in</a>
      </p>
    </LegacyLayout>
  );
}

/** What the reset page shows. */
export interface ResetPasswordPageProps {
  formToken: string;
  /** The reset token, or `null` when the link does not work (then only the message and a way to ask again). */
  resetToken: string | null;
  error: string | null;
}

/** Sets the new password (typed twice), or says the link does not work. */
export function ResetPasswordPage({ formToken, resetToken, error }: ResetPasswordPageProps): ReactElement {
  const described = error ? 'form-error password-hint' : 'password-hint';
  return (
    <LegacyLayout title="Choose a new password">
      <h1>Choose a new password</h1>
      {resetToken === null ? (
        <>
          <p className="error" role="alert">
            {RESET_LINK_INVALID}
          </p>
          <p>
            <a href={FORGOT_PASSWORD_PATH}>Ask for a new link</a>
          </p>
        </>
      ) : (
        <>
          <ErrorMessage error={error} />
          <form method="post" action={RESET_PASSWORD_PATH} className="form">
            <input type="hidden" name="formToken" value={formToken} />
            <input type="hidden" name="token" value={resetToken} />
            <p id="password-hint">At least {MIN_PASSWORD_LENGTH} characters, not your user name.</p>
            <label htmlFor="newPassword">New password</label>
            <input id="newPassword" name="newPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} aria-describedby={described} />
            <label htmlFor="confirmPassword">New password again</label>
            <input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} />
            <button type="submit">Change the password</button>
          </form>
        </>
      )}
    </LegacyLayout>
  );
}
