/**
 * Loads the catalogue of the locale the user's preferences ask for whenever that locale changes
 * (the preferences cookie at start, the identity, a language switch). A newer change cancels a
 * load still under way, so the last language chosen is the one shown.
 */
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'typed-redux-saga';
import type { Locale } from '../../../domain/locale';
import { io } from '../../io/ioContext';
import { safely } from '../saga/safely';
import { selectLocale } from './i18nSelectors';
import { catalogueFailed, catalogueLoaded, catalogueShown } from './i18nSlice';
import { selectLoadedLocales, selectShownCatalogueReady } from './i18nSliceSelectors';

/** The language the SPA falls back on. */
const US_ENGLISH: Locale = 'en_us';

/**
 * Shows `locale`, loading its catalogue first unless it is already here. The first scripts carry
 * only the core's US English, so when a language cannot be loaded while nothing but that is
 * shown (the start), the whole US English catalogue loads instead and the UI speaks it.
 */
export function* showLocale(locale: Locale): Generator<unknown, void, unknown> {
  const loaded = yield* select(selectLoadedLocales);
  if (loaded.includes(locale)) {
    yield* put(catalogueShown(locale));
    return;
  }
  const catalogues = yield* io('catalogues');
  try {
    const messages = yield* call([catalogues, catalogues.load], locale);
    yield* put(catalogueLoaded({ locale, messages }));
  } catch (error) {
    if (locale !== 'en_us' && !(yield* select(selectShownCatalogueReady))) yield* call(showLocale, US_ENGLISH);
    yield* put(catalogueFailed({ locale, message: error instanceof Error ? error.message : String(error) }));
  }
}

/** Follows the preferred locale: after every action, a changed locale starts its catalogue. */
export function* followLocale() {
  let current: Locale | null = null;
  let loading: Task | null = null;
  for (;;) {
    const locale = yield* select(selectLocale);
    if (locale !== current) {
      current = locale;
      if (loading?.isRunning()) yield* cancel(loading);
      loading = yield* fork(showLocale, locale);
    }
    yield* take('*');
  }
}

/** Root saga of the message catalogues. */
export function* i18nSaga() {
  yield* call(safely(followLocale));
}
