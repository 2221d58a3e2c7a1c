import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../../hooks';
import { CATALOGUES } from './catalogues';
import { selectLocale, selectLocaleTag } from './i18nSelectors';
import './intlTypes';

/**
 * Gives every view the messages of the signed-in user's locale (en_us before sign-in). A new
 * identity with another language re-renders the whole UI in it.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const tag = useAppSelector(selectLocaleTag);
  // Screen readers pronounce the page by <html lang>, so it follows the UI language.
  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);
  return (
    <IntlProvider locale={tag} defaultLocale="en-US" messages={CATALOGUES[locale]}>
      {children}
    </IntlProvider>
  );
}
