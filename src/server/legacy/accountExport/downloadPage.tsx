/**
 * The download page of an account export's link (issue #18), for anyone holding the link, signed
 * in or not (an administrator of a deleted account can still fetch it). The token is in the
 * address's fragment, which never reaches a server; the page's one script (admitted by its
 * answer's nonce) copies it into the form and removes it from the address bar, and the form posts
 * it. Without script, the field can be filled by hand from the link.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../../domain/locale';
import { ACCOUNT_EXPORT_TEXT } from '../i18n/accountExportText';
import { LegacyLayout } from '../layout';
import { EXPORT_DOWNLOAD_PATH } from '../../services/accountExports/exportLink';

/** The form field that carries the token. */
export const TOKEN_FIELD = 'token';

/** Copies the fragment's token into the field and takes it out of the address (and so out of the history). */
const FILL_FROM_FRAGMENT = `(function(){var f=document.getElementById('${TOKEN_FIELD}');var h=location.hash.slice(1);if(f&&h){f.value=decodeURIComponent(h);history.replaceState(null,'',location.pathname+location.search);}})();`;

/** The page with its form. */
export function ExportDownloadPage({ locale, nonce }: { locale: Locale; nonce: string }): ReactElement {
  const text = ACCOUNT_EXPORT_TEXT[locale];
  return (
    <LegacyLayout title={text.pageTitle} locale={locale}>
      <h1>{text.pageTitle}</h1>
      <p>{text.pageIntro}</p>
      <form method="post" action={EXPORT_DOWNLOAD_PATH} className="form">
        <div className="field">
          <label htmlFor={TOKEN_FIELD}>{text.codeLabel}</label>
          <input id={TOKEN_FIELD} name={TOKEN_FIELD} type="text" autoComplete="off" spellCheck={false} aria-describedby={`${TOKEN_FIELD}-hint`} required />
          <p className="hint" id={`${TOKEN_FIELD}-hint`}>
            {text.codeHint}
          </p>
        </div>
        <button type="submit">{text.download}</button>
      </form>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FILL_FROM_FRAGMENT }} />
    </LegacyLayout>
  );
}

/** The one refusal of a used, expired, unknown or malformed token: nothing tells them apart. */
export function ExportRefusedPage({ locale }: { locale: Locale }): ReactElement {
  const text = ACCOUNT_EXPORT_TEXT[locale];
  return (
    <LegacyLayout title={text.refusedTitle} locale={locale}>
      <h1>{text.refusedTitle}</h1>
      <p role="alert">{text.refused}</p>
    </LegacyLayout>
  );
}
