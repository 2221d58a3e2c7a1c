/**
 * The feature list (src/app/features/index.ts) is the one place features are named: every
 * feature folder has a module in it, no two features claim a state key, a route pattern or a
 * navigation entry, every navigation entry opens a route of the table, and the routes are the
 * screens the contract declares (src/contract/screen.ts), each once.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { FEATURES } from '../../src/app/features';
import { featuresWithUses } from '../../src/app/core/feature/featureLoading';
import { sliceReducers } from '../../src/app/rootReducer';
import { CORE_SAGAS } from '../../src/app/rootSaga';
import { MENU, ROUTES } from '../../src/app/routes';
import { matchPath } from '../../src/app/core/router/matchPath';
import { SCREENS } from '../../src/contract';

const FEATURES_DIR = path.join(__dirname, '../../src/app/features');

it('lists a module for every feature folder, named after it', () => {
  const folders = readdirSync(FEATURES_DIR).filter((name) => statSync(path.join(FEATURES_DIR, name)).isDirectory());
  expect(FEATURES.map((feature) => feature.name).sort()).toEqual(folders.sort());
});

it('gives every slice of every feature its own state key, next to the core slices', () => {
  const keys = FEATURES.flatMap((feature) => Object.keys(feature.reducers));
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of keys) expect(Object.keys(sliceReducers)).toContain(key);
  expect(Object.keys(sliceReducers)).toHaveLength(new Set(Object.keys(sliceReducers)).size);
});

it('gives every feature its own sagas, none of the core\'s, each once', async () => {
  const sagas = (await Promise.all(FEATURES.map((feature) => feature.load()))).flatMap((runtime) => runtime.sagas);
  expect(new Set(sagas).size).toBe(sagas.length);
  for (const saga of sagas) expect(CORE_SAGAS).not.toContain(saga);
});

it('names only features of the list in what a feature uses', () => {
  for (const feature of FEATURES) expect(() => featuresWithUses(FEATURES, [feature.name])).not.toThrow();
  for (const feature of FEATURES) expect(feature.uses).not.toContain(feature.name);
});

it('routes each pattern once, and each navigation entry to a route of the table', () => {
  const patterns = ROUTES.map((route) => route.screen.pattern);
  expect(new Set(patterns).size).toBe(patterns.length);
  expect(new Set(MENU.map((entry) => entry.href)).size).toBe(MENU.length);
  for (const entry of MENU) {
    expect({ href: entry.href, routed: ROUTES.some((route) => matchPath(route.screen.pattern, entry.href) !== null) }).toEqual({ href: entry.href, routed: true });
    expect(entry.current(entry.href)).toBe(true);
  }
  expect(MENU.map((entry) => entry.order)).toEqual([...MENU.map((entry) => entry.order)].sort((a, b) => a - b));
});

it('routes every screen the contract declares, and no other', () => {
  expect(ROUTES.map((route) => route.screen)).toEqual(expect.arrayContaining([...SCREENS]));
  expect(ROUTES.map((route) => route.screen.pattern).sort()).toEqual(SCREENS.map((screen) => screen.pattern).sort());
});

it('routes a path to its most specific screen: a route comes before any route whose pattern also matches its paths', () => {
  for (const [index, route] of ROUTES.entries()) {
    const path = route.screen.pattern.replace(/:\w+/g, '7');
    expect({ path, first: ROUTES.findIndex((candidate) => matchPath(candidate.screen.pattern, path) !== null) }).toEqual({ path, first: index });
  }
});
