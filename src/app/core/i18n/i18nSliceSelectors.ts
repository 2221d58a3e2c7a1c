/** What the UI speaks: the shown locale and its messages (i18nSlice.ts). */
import { createSelector } from 'reselect';
import { bcp47, type Locale } from '../../../domain/locale';
import type { RootState } from '../../rootReducer';

/** The locale whose messages the UI shows (the preferred one once its catalogue is here). */
export const selectShownLocale = (state: RootState): Locale => state.i18n.shown;

const selectLoadedCatalogues = (state: RootState) => state.i18n.catalogues;

/** The locales whose catalogues have been loaded (en_us is always there and not listed). */
export const selectLoadedLocales = createSelector([selectLoadedCatalogues], (catalogues) => Object.keys(catalogues) as Locale[]);

/**
 * The BCP 47 tag the IntlProvider gets, and the shown locale's catalogue; `null` for en_us (or
 * one not loaded yet): the provider then uses the main bundle's US English (src/app/messages.ts).
 */
export const selectShownMessages = createSelector([selectShownLocale, selectLoadedCatalogues], (locale, catalogues) => ({
  tag: bcp47(locale),
  messages: locale === 'en_us' ? null : (catalogues[locale] ?? null),
}));
