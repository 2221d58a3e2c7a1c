/**
 * The root reducer: redux-first-history's router plus the core's slices and the slices of the
 * features loaded so far (features/index.ts; a feature's slices load with its first screen:
 * core/feature/featureModule.ts). The router reducer is built per history (browser in the app,
 * memory in tests), so the root reducer is built per store, and again as features load.
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
import type { FEATURES } from './features';

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The slices of every feature (features/index.ts), by state key. */
export type FeatureReducers = UnionToIntersection<Awaited<ReturnType<(typeof FEATURES)[number]['load']>>['reducers']>;

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

/** The slices of the core, by state key: always in the store. */
export const coreReducers = CORE_REDUCERS;

/** The reducer of the whole state, every feature loaded: what {@link RootState} is typed from. */
const fullRootReducer = (routerReducer: Reducer<RouterState>, featureReducers: FeatureReducers) =>
  combineReducers({ router: routerReducer, ...CORE_REDUCERS, ...featureReducers });

/**
 * The whole state of the SPA. A feature's slices are typed as present: only its own screens (and
 * the screens that use it) read them, and those show once it has loaded (core/feature/FeatureGate.tsx).
 */
export type RootState = ReturnType<ReturnType<typeof fullRootReducer>>;

/**
 * Builds the root reducer around a router reducer, with the slices of the features loaded so far.
 * @param featureReducers the loaded features' slices, by state key (none at start).
 */
export const createRootReducer = (routerReducer: Reducer<RouterState>, featureReducers: Partial<FeatureReducers> = {}): Reducer<RootState> =>
  fullRootReducer(routerReducer, featureReducers as FeatureReducers) as unknown as Reducer<RootState>;
