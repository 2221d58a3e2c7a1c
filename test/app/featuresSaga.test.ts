/**
 * The feature loader (src/app/core/feature/featuresSaga.ts): a requested feature's chunk loads once
 * with the features it uses, their sagas start, and the names land in `features/loaded`; a chunk
 * that fails to download is a `features/featureLoadFailed` the screen shows, and a later request
 * tries again. The state's slices are not touched: they are in the store from the start.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { put, take } from 'typed-redux-saga';
import { featuresSaga, type LoadableFeature } from '../../src/app/core/feature/featuresSaga';
import { featureLoaded, featureLoadFailed, featuresRequested } from '../../src/app/core/feature/featuresSlice';
import { testRootReducer, testState } from './support/state';

/** A feature whose saga answers `test/ping` with `test/pong-<name>`, its chunk loads counted. */
function fakeFeature(name: string, uses: readonly string[], outcome: () => Promise<void> = () => Promise.resolve()) {
  const feature = {
    name,
    uses,
    routes: [{ screen: { pattern: `/${name}` } }],
    loads: 0,
    load: async () => {
      feature.loads += 1;
      await outcome();
      return {
        sagas: [
          function* pong() {
            yield* take('test/ping');
            yield* put({ type: `test/pong-${name}` });
          },
        ],
      };
    },
  };
  return feature satisfies LoadableFeature;
}

describe('the feature loader', () => {
  it('loads a feature and what it uses once, starts their sagas and names them loaded', async () => {
    const lists = fakeFeature('lists', ['panels']);
    const panels = fakeFeature('panels', []);
    const { storeState } = await expectSaga(featuresSaga, [lists, panels])
      .withReducer(testRootReducer(), testState({}, '/elsewhere'))
      .put(featureLoaded({ name: 'lists' }))
      .put(featureLoaded({ name: 'panels' }))
      .put({ type: 'test/pong-lists' })
      .put({ type: 'test/pong-panels' })
      .dispatch(featuresRequested({ names: ['lists'] }))
      .dispatch(featuresRequested({ names: ['lists'] }))
      .delay(10)
      .dispatch(featuresRequested({ names: ['panels', 'lists'] }))
      .dispatch({ type: 'test/ping' })
      .silentRun(50);
    expect([lists.loads, panels.loads]).toEqual([1, 1]);
    expect(storeState.features.loaded).toEqual(['lists', 'panels']);
  });

  it('asks at start for the features of the page the browser opened', async () => {
    const lists = fakeFeature('lists', []);
    await expectSaga(featuresSaga, [lists])
      .withReducer(testRootReducer(), testState({}, '/lists'))
      .put(featuresRequested({ names: ['lists'] }))
      .put(featureLoaded({ name: 'lists' }))
      .silentRun(50);
  });

  it('reports a chunk that fails to download, and loads it on the next request', async () => {
    let attempts = 0;
    // The first download fails (as on a dropped connection), the next one succeeds.
    const lists = fakeFeature('lists', [], () => (++attempts === 1 ? Promise.reject(new Error('Loading chunk lists failed.')) : Promise.resolve()));
    const { storeState } = await expectSaga(featuresSaga, [lists])
      .withReducer(testRootReducer(), testState({}, '/elsewhere'))
      .put(featureLoadFailed({ name: 'lists', error: { code: 'unexpected', message: 'Loading chunk lists failed.', status: 0, fieldErrors: {} } }))
      .put(featureLoaded({ name: 'lists' }))
      .dispatch(featuresRequested({ names: ['lists'] }))
      .delay(10)
      .dispatch(featuresRequested({ names: ['lists'] }))
      .silentRun(50);
    expect(lists.loads).toBe(2);
    expect(storeState.features).toEqual({ loaded: ['lists'], failed: {} });
  });
});
