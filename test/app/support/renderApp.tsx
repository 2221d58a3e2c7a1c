/** Renders the whole SPA on a real store with fake I/O, at a route. */
import { render } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { Provider } from 'react-redux';
import { App } from '../../../src/app/App';
import { configLoadRequested } from '../../../src/app/core/config/configSlice';
import type { AppIo } from '../../../src/app/io/appIo';
import { historyLeaveGuard } from '../../../src/app/io/historyLeaveGuard';
import { createAppStore } from '../../../src/app/store';
import { ALL_FEATURES } from './featureRuntimes';
// The header's language picker and the shell's dialogs load just after the first screen (their chunk); loaded here
// beforehand, as a browser has them by the time a user reaches for them.
import '../../../src/app/core/preferences/LanguagePicker';
import '../../../src/app/core/layout/SessionTimeoutDialog';
import '../../../src/app/core/leaveGuard/LeaveDialog';

/**
 * Builds the store as index.tsx does (with a memory history), starts it, and renders the app.
 * @param options.lazyFeatures leave every feature to load with its screen, as in the browser;
 *   by default all are in the store from the start, so a test's waits are about its screen.
 */
export function renderApp(io: AppIo, path: string, options: { lazyFeatures?: boolean } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  // The real leave guard over the test's history, so a held navigation is really held.
  const { store, sagaTask } = createAppStore({
    io: { ...io, leaveGuard: historyLeaveGuard(history) },
    history,
    ...(options.lazyFeatures ? {} : { features: ALL_FEATURES }),
  });
  store.dispatch(configLoadRequested());
  const view = render(
    <Provider store={store}>
      <App />
    </Provider>,
  );
  return { store, sagaTask, history, ...view };
}
