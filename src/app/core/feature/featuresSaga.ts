/**
 * Starts features' sagas when a screen needs them (core/feature/featureModule.ts): at
 * start for the page the browser opened, so their chunks download while the configuration and the
 * identity load, and again for each screen the route view shows.
 */
import { all, call, put, select, spawn, takeEvery } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectPathname } from '../router/routerSelectors';
import { safely } from '../saga/safely';
import { sleep } from '../saga/sleep';
import { featuresAt, featuresWithUses, routeAt, type FeatureNeeds } from './featureLoading';
import type { FeatureRuntime } from './featureModule';
import { featureLoaded, featureLoadFailed, featuresRequested } from './featuresSlice';
import { selectLoadedFeatures } from './featuresSelectors';

/** What of a feature module loading reads: its name, what it uses, its routes and its loader. */
export interface LoadableFeature extends FeatureNeeds {
  load: () => Promise<FeatureRuntime>;
}

/** Loads one feature's chunk, then starts its sagas, each apart (its slices are in the store already). */
export function* loadFeature(module: LoadableFeature) {
  try {
    const runtime = yield* call(module.load);
    // Detached, as the root saga starts the core's: a failing feature saga takes no other down.
    for (const saga of runtime.sagas) yield* spawn(saga);
    yield* put(featureLoaded({ name: module.name }));
  } catch (error) {
    yield* put(featureLoadFailed({ name: module.name, error: toAppError(error) }));
  }
}

/** Names currently loading, so that a feature asked for twice at once loads once. */
type InFlight = Set<string>;

/** Loads the requested features (with what they use) that are neither loaded nor loading, in parallel. */
export function* loadFeatures(modules: readonly LoadableFeature[], inFlight: InFlight, action: ReturnType<typeof featuresRequested>) {
  const loaded = yield* select(selectLoadedFeatures);
  const wanted = featuresWithUses(modules, action.payload.names).filter((name) => !loaded.includes(name) && !inFlight.has(name));
  wanted.forEach((name) => inFlight.add(name));
  try {
    yield* all(wanted.map((name) => call(loadFeature, modules.find((module) => module.name === name) as LoadableFeature)));
  } finally {
    wanted.forEach((name) => inFlight.delete(name));
  }
}

/**
 * Downloads a page's chunk ahead of its first render. A failure is left to the page itself: its
 * lazy import runs again when it renders, and the route view shows that failure.
 */
export function* preloadPage(preload: () => Promise<unknown>) {
  try {
    yield* call(preload);
  } catch {
    // The page's own import reports it.
  }
}

/**
 * Asks for the features of the page the browser opened, before anyone is signed in, and starts
 * downloading that page's chunk, so both arrive while the configuration and the identity load.
 */
export function* requestFeaturesOfFirstPage(modules: readonly LoadableFeature[]) {
  const pathname = yield* select(selectPathname);
  const preload = routeAt(modules, pathname)?.preload;
  if (preload) yield* spawn(preloadPage, preload);
  const names = featuresAt(modules, pathname);
  if (names.length > 0) yield* put(featuresRequested({ names }));
}

/** Root saga of feature loading, over the SPA's feature modules (features/index.ts). */
export function* featuresSaga(modules: readonly LoadableFeature[]) {
  const inFlight: InFlight = new Set();
  // takeEvery: screens ask for different features; each load is deduplicated above.
  yield* takeEvery(featuresRequested.type, safely(loadFeatures), modules, inFlight);
  // A task after the store's start: asking for a page's chunks inserts a script per chunk (a
  // dozen or two), which would make starting the store one long task.
  yield* call(sleep, 0);
  yield* call(safely(requestFeaturesOfFirstPage), modules);
}
