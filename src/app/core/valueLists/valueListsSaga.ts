/** Side effects of the value lists: one fetch per list and language, then the store answers. */
import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toAppError } from '../../../client/appError';
import type { Locale } from '../../../domain/locale';
import type { ValueListType } from '../../../domain/valueLists';
import { io } from '../../io/ioContext';
import { selectServiceEndpoint } from '../http/httpSelectors';
import { safely } from '../saga/safely';
import { fetchValueList } from './valueListsApi';
import { selectValueList } from './valueListsSelectors';
import { valueListFailed, valueListLoaded, valueListLoading, valueListNeeded } from './valueListsSlice';

/** Fetches a list unless it is loaded or loading in the language asked for (a failed one is tried again). */
export function* loadValueList(action: PayloadAction<{ type: ValueListType; locale: Locale }>) {
  const { type, locale } = action.payload;
  const known = yield* select(selectValueList, type);
  if (known && known.locale === locale && (known.status === 'succeeded' || known.status === 'loading')) return;
  yield* put(valueListLoading({ type, locale }));
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(valueListLoaded({ type, locale, options: yield* call(fetchValueList, http, endpoint, type) }));
  } catch (error) {
    yield* put(valueListFailed({ type, locale, error: toAppError(error) }));
  }
}

/** Root saga of the value lists; takeEvery, since each list is its own fetch. */
export function* valueListsSaga() {
  yield* takeEvery(valueListNeeded.type, safely(loadValueList));
}
