/**
 * The player's store: Redux Toolkit with the serializable check on, and redux-saga with the
 * injected I/O as its context.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { PlayerIo } from './io/playerIo';
import { createRootReducer, type PlayerRootState } from './rootReducer';
import { rootSaga } from './rootSaga';

/** What a store is built from. */
export interface PlayerStoreOptions {
  /** The browser's I/O in the app, fakes in tests. */
  io: PlayerIo;
  devTools?: boolean;
  preloadedState?: PlayerRootState;
}

/** Builds the store and starts the root saga. */
export function createPlayerStore({ io, devTools = false, preloadedState }: PlayerStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...io } });
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    devTools,
    ...(preloadedState ? { preloadedState } : {}),
  });
  const sagaTask = sagaMiddleware.run(rootSaga);
  return { store, sagaTask };
}

/** The player's store. */
export type PlayerStore = ReturnType<typeof createPlayerStore>['store'];
/** The store's dispatch. */
export type PlayerDispatch = PlayerStore['dispatch'];
