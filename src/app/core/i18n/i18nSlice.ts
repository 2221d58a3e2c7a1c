/**
 * The message catalogues the SPA has loaded and the locale it shows. The locale to speak comes
 * from the user's preferences (i18nSelectors.selectLocale); its catalogue may still be on its
 * way, and until it is here the SPA keeps showing the previous one, so a language switch never
 * empties the page.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../../domain/locale';
import type { Catalogue } from './messageId';

/** State of the `i18n` slice. */
export interface I18nState {
  /** The locale whose messages the UI shows. */
  shown: Locale;
  /** Whole catalogues loaded so far (the first scripts carry only the core's US English, so en_us too loads at start). */
  catalogues: Partial<Record<Locale, Catalogue>>;
  /** A locale whose catalogue could not be loaded, with the reason; the UI stays in `shown`. */
  failed: { locale: Locale; message: string } | null;
}

const initialState: I18nState = { shown: 'en_us', catalogues: {}, failed: null };

const i18nSlice = createSlice({
  name: 'i18n',
  initialState,
  reducers: {
    /** A locale's catalogue arrived: keep it and show it. */
    catalogueLoaded(state, action: PayloadAction<{ locale: Locale; messages: Catalogue }>) {
      state.catalogues[action.payload.locale] = action.payload.messages;
      state.shown = action.payload.locale;
      state.failed = null;
    },
    /** Show a locale whose catalogue is already here (one loaded before). */
    catalogueShown(state, action: PayloadAction<Locale>) {
      state.shown = action.payload;
      state.failed = null;
    },
    /** A catalogue could not be loaded (offline, a new release replaced the chunk). */
    catalogueFailed(state, action: PayloadAction<{ locale: Locale; message: string }>) {
      state.failed = action.payload;
    },
  },
});

export const { catalogueLoaded, catalogueShown, catalogueFailed } = i18nSlice.actions;
export const i18nReducer = i18nSlice.reducer;
