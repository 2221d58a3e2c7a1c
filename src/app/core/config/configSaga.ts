import { call, put, takeLeading } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { safely } from '../saga/safely';
import { fetchAppConfig } from './configApi';
import { configLoadFailed, configLoadRequested, configLoadSucceeded } from './configSlice';

/** The exact message of a failed configuration load (spec §8). */
export const CONFIG_LOAD_ERROR = 'Could not load config.json';

/** Loads config.json; on failure logs 'Could not load config.json' and continues with `{}`. */
export function* loadConfig() {
  const http = yield* io('http');
  try {
    const config = yield* call(fetchAppConfig, http);
    yield* put(configLoadSucceeded(config));
  } catch {
    yield* call([console, console.error], CONFIG_LOAD_ERROR);
    yield* put(configLoadFailed());
  }
}

/** Root saga of the config slice. */
export function* configSaga() {
  // takeLeading: the configuration loads once per start; a second request while loading adds nothing.
  yield* takeLeading(configLoadRequested.type, safely(loadConfig));
}
