import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { bcp47 } from '../../../domain/locale';
import { selectLocale } from '../../features/link/linkSelectors';
import { usePlayerSelector } from '../../hooks';
import { OSA_CATALOGUES } from './catalogues';
import { intlMessages } from './useText';

/** Gives every view the messages of the link's language (the browser's before the link is known), and sets `<html lang>` to it. */
export function OsaIntlProvider({ children }: { children: ReactNode }) {
  const locale = usePlayerSelector(selectLocale);
  const tag = bcp47(locale);
  // Screen readers pronounce the page by <html lang> (WCAG 3.1.1).
  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);
  return (
    <IntlProvider locale={tag} defaultLocale="en-US" messages={intlMessages(OSA_CATALOGUES[locale])}>
      {children}
    </IntlProvider>
  );
}
