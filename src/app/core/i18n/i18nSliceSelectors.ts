/** What the UI speaks: the shown locale and its messages (i18nSlice.ts). */
import { createSelector } from 'reselect';
import { bcp47, type Locale } from '../../../domain/locale';
import type { RootState } from '../../rootReducer';
import { DEFAULT_CATALOGUE } from './catalogues';

/** The locale whose messages the UI shows (the preferred one once its catalogue is here). */
export const selectShownLocale = (state: RootState): Locale => state.i18n.shown;

const selectLoadedCatalogues = (state: RootState) => state.i18n.catalogues;

/** The locales whose catalogues have been loaded (en_us is always there and not listed). */
export const selectLoadedLocales = createSelector([selectLoadedCatalogues], (catalogues) => Object.keys(catalogues) as Locale[]);

/** The messages and BCP 47 tag the IntlProvider gets. */
export const selectShownMessages = createSelector([selectShownLocale, selectLoadedCatalogues], (locale, catalogues) => ({
  tag: bcp47(locale),
  messages: locale === 'en_us' ? DEFAULT_CATALOGUE : (catalogues[locale] ?? DEFAULT_CATALOGUE),
}));
