/**
 * The logout confirmation: "Sign out?" with a form that posts back to itself and a way back to
 * the platform.
 */
import type { ReactElement } from 'react';
import { LegacyLayout } from './layout';
import { LOGOUT_PATH } from './paths';

/** The message shown when the form's token did not verify (an old tab, or a cross-site post). */
export const SIGN_OUT_FORM_EXPIRED = 'This sign-out form has expired. Please confirm again.';

/** What the logout confirmation shows. */
export interface LogoutPageProps {
  /** The signed form token of the hidden field. */
  formToken: string;
  error: string | null;
}

/** "Sign out?" with a "Sign out" button and a "Cancel" link back to the platform. */
export function LogoutPage({ formToken, error }: LogoutPageProps): ReactElement {
  return (
    <LegacyLayout title="Sign out">
      <h1>Sign out?</h1>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <p>Signing out ends your session here and in the assessment platform.</p>
      <form method="post" action={LOGOUT_PATH} className="form">
        <input type="hidden" name="formToken" value={formToken} />
        <button type="submit">Sign out</button>
      </form>
      <p>
        <a href="/">Cancel</a>
      </p>
    </LegacyLayout>
  );
}
