/**
 * The root saga: spawns each feature's saga, so one that fails does not take the others down
 * (STYLE 6). Each worker inside is wrapped by `safely`, so a failure is an `app/sagaFailed` action.
 */
import { spawn } from 'typed-redux-saga';
import { accountStatusSaga } from './core/accountStatus/accountStatusSaga';
import { appSaga } from './core/app/appSaga';
import { configSaga } from './core/config/configSaga';
import { i18nSaga } from './core/i18n/i18nSaga';
import { preferencesSaga } from './core/preferences/preferencesSaga';
import { routerSaga } from './core/router/routerSaga';
import { preferenceCookieSaga } from './core/preferenceCookie/preferenceCookieSaga';
import { sessionSaga } from './core/session/sessionSaga';
import { viewTypesSaga } from './core/viewTypes/viewTypesSaga';
import { valueListsSaga } from './core/valueLists/valueListsSaga';
import { FEATURES } from './features';

/** The sagas started with the store: the core's, then every feature's (features/index.ts). */
export const FEATURE_SAGAS = [
  appSaga,
  configSaga,
  i18nSaga,
  sessionSaga,
  accountStatusSaga,
  viewTypesSaga,
  preferenceCookieSaga,
  routerSaga,
  preferencesSaga,
  valueListsSaga,
  ...FEATURES.flatMap((feature) => feature.sagas),
];

/** Spawns every feature saga, detached from each other. */
export function* rootSaga() {
  for (const saga of FEATURE_SAGAS) yield* spawn(saga);
}
