/** Side effects of the new-assessment picker: its catalogue, once per language. */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import type { Locale } from '../../../domain/locale';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchFormCatalogue } from './formPickerApi';
import { selectFormCatalogue } from './formPickerSelectors';
import { formCatalogueFailed, formCatalogueLoading, formCatalogueSucceeded, formPickerOpened } from './formPickerSlice';

/** Loads the catalogue unless it is loaded (or loading) in the language asked for. */
export function* loadFormCatalogue(action: PayloadAction<{ locale: Locale }>) {
  const { locale } = action.payload;
  const known = yield* select(selectFormCatalogue);
  if (known.locale === locale && (known.status === 'succeeded' || known.status === 'loading')) return;
  yield* put(formCatalogueLoading({ locale }));
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(formCatalogueSucceeded({ locale, items: yield* call(fetchFormCatalogue, http, endpoint) }));
  } catch (error) {
    yield* put(formCatalogueFailed(toAppError(error)));
  }
}

/** Root saga of the picker. */
export function* formPickerSaga() {
  yield* takeLatest(formPickerOpened.type, safely(loadFormCatalogue));
}
