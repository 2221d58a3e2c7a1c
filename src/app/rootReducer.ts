/**
 * The root reducer: redux-first-history's router plus every slice. The router reducer is built
 * per history (browser in the app, memory in tests), so the root reducer is built per store.
 */
import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { RouterState } from 'redux-first-history';
import { appReducer } from './core/app/appSlice';
import { configReducer } from './core/config/configSlice';
import { sessionReducer } from './core/session/sessionSlice';
import { assessmentsReducer } from './features/assessments/assessmentsSlice';
import { examineesReducer } from './features/examinees/examineesSlice';
import { reportsReducer } from './features/reports/reportsSlice';

/** The slices of the SPA, by state key. */
export const sliceReducers = {
  app: appReducer,
  config: configReducer,
  session: sessionReducer,
  examinees: examineesReducer,
  assessments: assessmentsReducer,
  reports: reportsReducer,
};

/** Builds the root reducer around a router reducer. */
export const createRootReducer = (routerReducer: Reducer<RouterState>) => combineReducers({ router: routerReducer, ...sliceReducers });

/** The whole state of the SPA. */
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
