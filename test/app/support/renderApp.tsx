/** Renders the whole SPA on a real store with fake I/O, at a route. */
import { render } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { Provider } from 'react-redux';
import { App } from '../../../src/app/App';
import { configLoadRequested } from '../../../src/app/core/config/configSlice';
import type { AppIo } from '../../../src/app/io/appIo';
import { historyLeaveGuard } from '../../../src/app/io/historyLeaveGuard';
import { createAppStore } from '../../../src/app/store';

/** Builds the store as index.tsx does (with a memory history), starts it, and renders the app. */
export function renderApp(io: AppIo, path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  // The real leave guard over the test's history, so a held navigation is really held.
  const { store, sagaTask } = createAppStore({ io: { ...io, leaveGuard: historyLeaveGuard(history) }, history });
  store.dispatch(configLoadRequested());
  const view = render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  return { store, sagaTask, history, ...view };
}
