/**
 * The root saga: spawns each saga of the core, so one that fails does not take the others down
 * (STYLE 6), and the feature loader, which spawns a feature's sagas when it loads (with its first
 * screen: core/feature/featureModule.ts). Each worker inside is wrapped by `safely`, so a failure
 * is an `app/sagaFailed` action.
 */
import { spawn } from 'typed-redux-saga';
import { accountStatusSaga } from './core/accountStatus/accountStatusSaga';
import { appSaga } from './core/app/appSaga';
import { configSaga } from './core/config/configSaga';
import type { FeatureRuntime } from './core/feature/featureModule';
import { featuresSaga } from './core/feature/featuresSaga';
import { i18nSaga } from './core/i18n/i18nSaga';
import { preferencesSaga } from './core/preferences/preferencesSaga';
import { routerSaga } from './core/router/routerSaga';
import { preferenceCookieSaga } from './core/preferenceCookie/preferenceCookieSaga';
import { sessionSaga } from './core/session/sessionSaga';
import { viewTypesSaga } from './core/viewTypes/viewTypesSaga';
import { valueListsSaga } from './core/valueLists/valueListsSaga';
import { FEATURES } from './features';

/** The sagas started with the store: the core's. */
export const CORE_SAGAS = [
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
];

/**
 * Spawns every saga of the core and the feature loader, detached from each other.
 * @param preloaded features whose sagas start at once (tests that drive a feature without its screen).
 */
export function* rootSaga(preloaded: readonly FeatureRuntime[] = []) {
  for (const saga of CORE_SAGAS) yield* spawn(saga);
  yield* spawn(featuresSaga, FEATURES);
  for (const runtime of preloaded) for (const saga of runtime.sagas) yield* spawn(saga);
}
