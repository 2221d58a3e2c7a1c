/**
 * The root reducer: redux-first-history's router plus the core's slices and every feature's
 * (features/index.ts), all from the start: only a feature's sagas wait for its first screen, so
 * the state's shape is the same whatever was opened, and a recorded action log replays on a fresh
 * store. The router reducer is built per history (browser in the app, memory in tests), so the
 * root reducer is built per store.
 */
import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { RouterState } from 'redux-first-history';
import { accountStatusReducer } from './core/accountStatus/accountStatusSlice';
import { appReducer } from './core/app/appSlice';
import { configReducer } from './core/config/configSlice';
import { featuresReducer } from './core/feature/featuresSlice';
import { i18nReducer } from './core/i18n/i18nSlice';
import { leaveGuardReducer } from './core/leaveGuard/leaveGuardSlice';
import { preferenceCookieReducer } from './core/preferenceCookie/preferenceCookieSlice';
import { preferencesReducer } from './core/preferences/preferencesSlice';
import { keepAliveReducer } from './core/session/keepAliveSlice';
import { sessionReducer } from './core/session/sessionSlice';
import { startingTipsReducer } from './core/startingTips/startingTipsSlice';
import { viewTypesReducer } from './core/viewTypes/viewTypesSlice';
import { valueListsReducer } from './core/valueLists/valueListsSlice';
import { FEATURES } from './features';

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The slices of the features (features/index.ts), by state key. */
type FeatureReducers = UnionToIntersection<(typeof FEATURES)[number]['reducers']>;

/** The slices of the core, by state key. */
const CORE_REDUCERS = {
  app: appReducer,
  config: configReducer,
  i18n: i18nReducer,
  session: sessionReducer,
  keepAlive: keepAliveReducer,
  preferences: preferencesReducer,
  accountStatus: accountStatusReducer,
  viewTypes: viewTypesReducer,
  preferenceCookie: preferenceCookieReducer,
  startingTips: startingTipsReducer,
  leaveGuard: leaveGuardReducer,
  valueLists: valueListsReducer,
  features: featuresReducer,
};

/** The slices of the SPA, by state key: the core's and every feature's. */
export const sliceReducers = { ...CORE_REDUCERS, ...(Object.assign({}, ...FEATURES.map((feature) => feature.reducers)) as FeatureReducers) };

/** Builds the root reducer around a router reducer. */
export const createRootReducer = (routerReducer: Reducer<RouterState>) => combineReducers({ router: routerReducer, ...sliceReducers });

/** The whole state of the SPA. */
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
