/**
 * The store: Redux Toolkit with the serializable check on, redux-saga with the injected I/O as
 * its context, and redux-first-history binding the route to the state. Every feature's slices are
 * in it from the start; a feature's sagas start as it loads (core/feature/featureModule.ts).
 */
import { configureStore } from '@reduxjs/toolkit';
import type { History } from 'history';
import { createReduxHistoryContext } from 'redux-first-history';
import createSagaMiddleware from 'redux-saga';
import type { FeatureRuntime } from './core/feature/featureModule';
import { featureLoaded } from './core/feature/featuresSlice';
import type { ActionRecorder } from './core/qa/actionLog';
import type { AppIo } from './io/appIo';
import { createRootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

/** What a store is built from. */
export interface StoreOptions {
  /** The I/O sagas use: the browser's in the app, fakes in tests and QA fixtures. */
  io: AppIo;
  /** A browser history in the app, a memory history in tests. */
  history: History;
  /** Redux DevTools (development only). */
  devTools?: boolean;
  /** State to start from (tests, replays). */
  preloadedState?: Partial<RootState>;
  /** QA mode: records every action for export (core/qa/actionLog.ts). */
  recorder?: ActionRecorder<RootState>;
  /**
   * Features whose sagas run from the start, by name (tests that drive a feature without its
   * screen); the others load with their screens.
   */
  features?: Readonly<Record<string, FeatureRuntime>>;
}

/** Where the state keeps the loaded message catalogues (core/i18n/i18nSlice.ts). */
const CATALOGUES_PATH = 'i18n.catalogues';

/**
 * Builds the store, binds the history to it and starts the root saga.
 * @returns the store and the redux-bound history.
 */
export function createAppStore({ io, history, devTools = false, preloadedState, recorder, features = {} }: StoreOptions) {
  const { createReduxHistory, routerMiddleware, routerReducer } = createReduxHistoryContext({ history });
  // The context is how sagas reach I/O: `getContext('http')` and friends (see io/ioContext.ts).
  const sagaMiddleware = createSagaMiddleware({ context: { ...io } });
  const store = configureStore({
    reducer: createRootReducer(routerReducer),
    middleware: (getDefaultMiddleware) =>
      // Thunks off: sagas own every side effect. The serializable check stays on (STYLE 9).
      // The recorder comes last, next to the reducers, as Redux DevTools does: it logs the actions
      // that reach them in the order they are reduced (a saga's put inside another action's
      // dispatch is reduced after it). The development checks skip the loaded catalogues: thousands
      // of plain texts (the catalogue test checks them), walked again after every action otherwise.
      getDefaultMiddleware({ thunk: false, immutableCheck: { ignoredPaths: [CATALOGUES_PATH] }, serializableCheck: { ignoredPaths: [CATALOGUES_PATH] } }).concat(sagaMiddleware, routerMiddleware, ...(recorder ? [recorder.middleware] : [])),
    devTools,
    ...(preloadedState ? { preloadedState: preloadedState as RootState } : {}),
  });
  for (const name of Object.keys(features)) store.dispatch(featureLoaded({ name }));
  // The history must be bound before the sagas start, so a navigation they put is observed.
  const reduxHistory = createReduxHistory(store);
  const sagaTask = sagaMiddleware.run(rootSaga, Object.values(features));
  return { store, history: reduxHistory, sagaTask };
}

/** The store's type. */
export type AppStore = ReturnType<typeof createAppStore>['store'];
/** The store's dispatch. */
export type AppDispatch = AppStore['dispatch'];
