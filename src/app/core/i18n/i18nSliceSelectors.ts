/** What the UI speaks: the shown locale and its messages (i18nSlice.ts). */
import { createSelector } from 'reselect';
import { bcp47, type Locale } from '../../../domain/locale';
import type { RootState } from '../../rootReducer';

/** The locale whose messages the UI shows (the preferred one once its catalogue is here). */
export const selectShownLocale = (state: RootState): Locale => state.i18n.shown;

const selectLoadedCatalogues = (state: RootState) => state.i18n.catalogues;

/** The locales whose whole catalogues have been loaded (en_us too once it has: the first scripts carry only the core's part). */
export const selectLoadedLocales = createSelector([selectLoadedCatalogues], (catalogues) => Object.keys(catalogues) as Locale[]);

/**
 * The BCP 47 tag the IntlProvider gets, and the shown locale's catalogue; `null` while it is not
 * loaded yet (the start): the provider then uses the core's US English of the first scripts
 * (src/app/messages.ts).
 */
export const selectShownMessages = createSelector([selectShownLocale, selectLoadedCatalogues], (locale, catalogues) => ({
  tag: bcp47(locale),
  messages: catalogues[locale] ?? null,
}));

/** Whether the whole catalogue of the shown locale is here, so that any screen may show (core/layout/SessionGate.tsx). */
export const selectShownCatalogueReady = (state: RootState): boolean => state.i18n.catalogues[state.i18n.shown] !== undefined;

/** The catalogue that could not be loaded last, with the reason; `null` once one has loaded or been shown since. */
export const selectCatalogueFailure = (state: RootState): { locale: Locale; message: string } | null => state.i18n.failed;
