/**
 * The logout confirmation: "Sign out?" with a form that posts back to itself and a way back to
 * the platform.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../domain/locale';
import { SIGN_OUT_TEXT } from './i18n/signOutText';
import { LegacyLayout } from './layout';
import { LOGOUT_PATH } from './paths';

/** What the logout confirmation shows. */
export interface LogoutPageProps {
  /** The signed-in user's language. */
  locale: Locale;
  /** The signed form token of the hidden field. */
  formToken: string;
  /** Whether the last confirmation's form had expired. */
  formExpired: boolean;
}

/** "Sign out?" with a "Sign out" button and a "Cancel" link back to the platform, in the user's language. */
export function LogoutPage({ locale, formToken, formExpired }: LogoutPageProps): ReactElement {
  const text = SIGN_OUT_TEXT[locale];
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.question}</h1>
      {formExpired ? (
        <p className="error" role="alert">
          {text.formExpired}
        </p>
      ) : null}
      <p>{text.explanation}</p>
      <form method="post" action={LOGOUT_PATH} className="form">
        <input type="hidden" name="formToken" value={formToken} />
        <button type="submit">{text.submit}</button>
      </form>
      <p>
        <a href="/">{text.cancel}</a>
      </p>
    </LegacyLayout>
  );
}
