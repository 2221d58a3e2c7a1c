/** Side effects of the back office's platform configuration: reading it, saving a version, rolling back, and reading versions to compare. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import type { AppConfigVersionDetail, JsonConfigChange } from '../../../contract/services/platformConfiguration';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchJsonConfig, postJsonConfig } from './platformConfigurationApi';
import { selectConfigDraft, selectConfigVersions, selectDraftCheck } from './platformConfigurationSelectors';
import {
  compareRequested,
  configChangeFailed,
  configChanged,
  configFailed,
  configRequested,
  configSaveRequested,
  configSucceeded,
  rollbackRequested,
  versionsFailed,
  versionsSucceeded,
} from './platformConfigurationSlice';

/** Reads the current version and the history. */
export function* loadConfig() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(configSucceeded(yield* call(fetchJsonConfig, http, endpoint)));
  } catch (error) {
    yield* put(configFailed(toAppError(error)));
  }
}

/** Sends a change (a document or a rollback) made from the draft's version. */
function* sendChange(body: Omit<JsonConfigChange, 'basedOnVersion'>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { basedOnVersion } = yield* select(selectConfigDraft);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(configChanged(yield* call(postJsonConfig, http, endpoint, { ...body, basedOnVersion: basedOnVersion ?? 0 }, key)));
  } catch (error) {
    yield* put(configChangeFailed(toAppError(error)));
  }
}

/** Saves the draft as a new version; a draft that breaks the schema is not sent (the editor lists its problems). */
export function* saveConfig(action: ReturnType<typeof configSaveRequested>) {
  const check = yield* select(selectDraftCheck);
  if (!check.ok) {
    yield* put(configChangeFailed({ code: 'validation', message: check.problems[0]?.message ?? '', status: 400, fieldErrors: {} }));
    return;
  }
  // The schema has just accepted it: it is the document the contract's body describes.
  yield* call(sendChange, { reason: action.payload.reason, config: check.config as JsonConfigChange['config'] });
}

/** Saves an older version's content as the new version. */
export function* rollBack(action: ReturnType<typeof rollbackRequested>) {
  yield* call(sendChange, { reason: action.payload.reason, restoreVersion: action.payload.version });
}

/** Reads the contents of the compared versions not read yet. */
export function* loadCompared(action: ReturnType<typeof compareRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { byNumber } = yield* select(selectConfigVersions);
  const missing = [action.payload.from, action.payload.to].filter((version, index, all) => !byNumber[version] && all.indexOf(version) === index);
  try {
    const read: AppConfigVersionDetail[] = [];
    for (const version of missing) read.push((yield* call(fetchJsonConfig, http, endpoint, version)).version);
    yield* put(versionsSucceeded(read));
  } catch (error) {
    yield* put(versionsFailed(toAppError(error)));
  }
}

/** Root saga of the platform configuration feature. */
export function* platformConfigurationSaga() {
  // takeLatest: the configuration and the comparison asked for last are the ones shown.
  yield* takeLatest(configRequested.type, safely(loadConfig));
  yield* takeLatest(compareRequested.type, safely(loadCompared));
  // takeSubmit: one change at a time; a second press while one is under way is the same change.
  yield* takeSubmit(configSaveRequested.type, saveConfig, configChangeFailed.type);
  yield* takeSubmit(rollbackRequested.type, rollBack, configChangeFailed.type);
}
