/** The list of languages a help page can be read in, each link leading to the same page in that language. */
import type { ReactElement } from 'react';
import { bcp47, type Locale, LOCALE_NAMES } from '../../../domain/locale';
import { helpFolderPath } from './helpPaths';
import { useHelpLanguage } from './i18n/helpLanguage';

/**
 * Links to `file` in every offered locale, each named in its own language; the current one is marked.
 * @param file the page's file name (`examinees.html`).
 */
export function HelpLanguagePicker({ file, locales }: { file: string; locales: readonly Locale[] }): ReactElement {
  const { locale: current, chrome } = useHelpLanguage();
  return (
    <nav aria-label={chrome.languages} className="language-list">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={`${helpFolderPath(bcp47(locale))}${file}`}
              lang={bcp47(locale)}
              hrefLang={bcp47(locale)}
              aria-current={locale === current ? 'true' : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
