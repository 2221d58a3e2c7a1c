/**
 * Reads the viewTypePreferences cookie at start and writes it on every choice: valid 20 years,
 * path root (spec §9).
 */
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { VIEW_TYPE_PREFERENCES_COOKIE } from '../../../contract/cookies';
import { parseViewTypePreferences, serializeViewTypePreferences, viewTypePreferencesExpiry } from '../../../domain/viewTypePreferences';
import { io } from '../../io/ioContext';
import { safely } from '../saga/safely';
import { selectViewTypePreferences } from './viewTypesSelectors';
import { viewTypeChosen, viewTypesRestored } from './viewTypesSlice';

/** Puts the cookie's choices into the state. */
export function* restoreViewTypes() {
  const cookies = yield* io('cookies');
  const text = yield* call([cookies, cookies.get], VIEW_TYPE_PREFERENCES_COOKIE);
  yield* put(viewTypesRestored(parseViewTypePreferences(text)));
}

/** Writes every view's choice to the cookie, renewing its 20 years. */
export function* saveViewTypes() {
  const cookies = yield* io('cookies');
  const clock = yield* io('clock');
  const preferences = yield* select(selectViewTypePreferences);
  const now = yield* call([clock, clock.now]);
  yield* call([cookies, cookies.set], VIEW_TYPE_PREFERENCES_COOKIE, serializeViewTypePreferences(preferences), {
    expiresAt: viewTypePreferencesExpiry(now),
  });
}

/** Root saga of the view types. */
export function* viewTypesSaga() {
  yield* call(safely(restoreViewTypes));
  // takeEvery: each choice is written; the last write holds every view's choice.
  yield* takeEvery(viewTypeChosen.type, safely(saveViewTypes));
}
