import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../../hooks';
import type { Catalogue } from './messageId';
import { selectShownMessages } from './i18nSliceSelectors';
import './intlTypes';

/**
 * Gives every view the messages of the signed-in user's locale (en_us before sign-in). A new
 * identity with another language re-renders the whole UI in it once its catalogue has loaded
 * (i18nSaga.ts); until then the UI stays in the language it was in. `english` is what it shows
 * before any whole catalogue has loaded: the core's US English of the first scripts
 * (src/app/messages.ts), enough for the sign-in screens (SessionGate waits for the rest).
 */
export function I18nProvider({ english, children }: { english: Catalogue; children: ReactNode }) {
  const { tag, messages } = useAppSelector(selectShownMessages);
  // Screen readers pronounce the page by <html lang>, so it follows the UI language.
  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);
  return (
    <IntlProvider locale={tag} defaultLocale="en-US" messages={messages ?? english}>
      {children}
    </IntlProvider>
  );
}
