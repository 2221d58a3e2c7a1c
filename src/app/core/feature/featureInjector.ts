/**
 * How the store takes in a feature's slices when the feature loads: the saga that loads the chunk
 * hands its reducers over, and the store swaps in a root reducer that has them (store.ts).
 */
import type { Reducer } from '@reduxjs/toolkit';
import { getContext } from 'typed-redux-saga';

/** Adds slices to the store; adding a state key twice changes nothing. */
export interface FeatureInjector {
  addReducers(reducers: Readonly<Record<string, Reducer>>): void;
}

/** The saga context key under which the store provides its {@link FeatureInjector}. */
export const FEATURE_INJECTOR = 'featureInjector';

/** Reads the store's injector from the saga context (tests provide it with `[getContext(FEATURE_INJECTOR), fake]`). */
export function featureInjector() {
  return getContext<FeatureInjector>(FEATURE_INJECTOR);
}
