/**
 * Side effects of preferences: the language picker's change goes to the server, whose answer
 * becomes the session's identity.
 */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../http/httpSelectors';
import { safely } from '../saga/safely';
import { io } from '../../io/ioContext';
import { preferencesUpdateFailed, preferencesUpdateRequested, preferencesUpdateSucceeded } from './preferencesActions';
import { putSelfPreferences } from './preferencesApi';

/** Stores a preference change and puts the identity the server answers, or the failure. */
export function* updatePreferences(action: ReturnType<typeof preferencesUpdateRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const identity = yield* call(putSelfPreferences, http, endpoint, action.payload);
    yield* put(preferencesUpdateSucceeded(identity));
  } catch (error) {
    yield* put(preferencesUpdateFailed(toAppError(error)));
  }
}

/** Root saga of the preferences feature. */
export function* preferencesSaga() {
  // takeLatest: when the user picks twice in a row, the last choice is the one that counts.
  yield* takeLatest(preferencesUpdateRequested.type, safely(updatePreferences));
}
