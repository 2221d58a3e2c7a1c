import { type FormEvent, useState } from 'react';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch, usePlayerSelector } from '../../../hooks';
import { useHeadingFocus } from '../../../views/useHeadingFocus';
import { selectCodeEntry } from '../linkSelectors';
import { codeSubmitted } from '../linkSlice';

/**
 * "Enter your code" (issue #19): a classroom device opens the player without a link, and each
 * student types the code of their card from the roster sheet (or scans its QR code, which opens the
 * player on the code directly). A wrong code is said so here, and the student tries again.
 */
export function CodePage() {
  const t = useText();
  const dispatch = usePlayerDispatch();
  const entry = usePlayerSelector(selectCodeEntry);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '' && !entry.checking) dispatch(codeSubmitted(code.trim()));
  };
  return (
    <div className="osa-screen osa-code">
      <h1 ref={heading} tabIndex={-1}>
        {t('code.heading')}
      </h1>
      <p>{t('code.intro')}</p>
      <form onSubmit={submit} noValidate>
        <p>
          <label htmlFor="osa-code">{t('code.label')}</label>
          <br />
          <input
            id="osa-code"
            name="code"
            className="osa-code-input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={entry.rejected}
            aria-describedby={entry.rejected ? 'osa-code-error' : undefined}
          />
        </p>
        {entry.rejected ? (
          <p id="osa-code-error" className="osa-error" role="alert">
            {t('code.invalid')}
          </p>
        ) : null}
        {entry.checking ? <p role="status">{t('code.checking')}</p> : null}
        <p className="osa-actions">
          <button type="submit" className="osa-button osa-button-primary" disabled={entry.checking}>
            {t('code.start')}
          </button>
        </p>
      </form>
    </div>
  );
}
