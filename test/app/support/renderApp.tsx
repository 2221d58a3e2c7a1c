/** Renders the whole SPA on a real store with fake I/O, at a route. */
import { render } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { Provider } from 'react-redux';
import { App } from '../../../src/app/App';
import { configLoadRequested } from '../../../src/app/core/config/configSlice';
import type { AppIo } from '../../../src/app/io/appIo';
import { createAppStore } from '../../../src/app/store';

/** Builds the store as index.tsx does (with a memory history), starts it, and renders the app. */
export function renderApp(io: AppIo, path: string) {
  const { store, sagaTask } = createAppStore({ io, history: createMemoryHistory({ initialEntries: [path] }) });
  store.dispatch(configLoadRequested());
  const view = render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  return { store, sagaTask, ...view };
}
