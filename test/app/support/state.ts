/** Root states and reducers for saga and selector tests. */
import { createMemoryHistory } from 'history';
import { createReduxHistoryContext, LOCATION_CHANGE } from 'redux-first-history';
import { createRootReducer, type RootState } from '../../../src/app/rootReducer';

/** The root reducer with a memory-history router. */
export function testRootReducer() {
  const { routerReducer } = createReduxHistoryContext({ history: createMemoryHistory() });
  return createRootReducer(routerReducer);
}

/** The initial root state at `path` (as redux-first-history records it), with slices overridden. */
export function testState(overrides: Partial<RootState> = {}, path = '/'): RootState {
  const history = createMemoryHistory({ initialEntries: [path] });
  const reducer = testRootReducer();
  const initial = reducer(undefined, { type: '@@test/init' });
  const located = reducer(initial, { type: LOCATION_CHANGE, payload: { location: history.location, action: history.action } });
  return { ...located, ...overrides };
}
