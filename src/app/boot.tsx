/**
 * The SPA's start, in the two steps the entry (index.tsx) takes a task apart: the browser's I/O and
 * history, the store and the first event; then the React root.
 */
import { createBrowserHistory } from 'history';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { configLoadRequested } from './core/config/configSlice';
import { createActionRecorder } from './core/qa/actionLog';
import { QA_ACTION_LOG_KEY } from './core/qa/qaMode';
import type { RootState } from './rootReducer';
import { StreamProvider } from '../client/live/video/StreamContext';
import type { AppIo } from './io/appIo';
import { createBrowserIo } from './io/browserIo';
import { type AppStore, createAppStore } from './store';

/** What the first step started: the store, and the I/O the views reach too (the video's streams). */
export interface StartedStore {
  store: AppStore;
  io: AppIo;
}

/**
 * Builds the browser's I/O and the store (with the QA action log when QA mode is on: core/qa) and
 * puts the first event: everything starts from the configuration, then the tokens, the identity
 * and the pages, whose requests thus go out before anything renders.
 */
export function startStore(): StartedStore {
  const history = createBrowserHistory();
  const io = createBrowserIo(history);
  const recorder = io.storage.get(QA_ACTION_LOG_KEY) === 'on' ? createActionRecorder<RootState>(() => Date.now()) : undefined;
  const { store } = createAppStore({
    io,
    history,
    devTools: process.env.NODE_ENV === 'development',
    ...(recorder ? { recorder } : {}),
  });
  if (recorder) window.qgQa = { exportActionLog: () => recorder.exportLog(), getState: () => store.getState() };
  store.dispatch(configLoadRequested());
  return { store, io };
}

/**
 * Renders the app into #root (replacing the gate index.html draws before the scripts run). As a
 * transition: React then renders in slices of a few milliseconds, with the browser free between.
 * @throws Error when the page has no #root element.
 */
export function renderApp({ store, io }: StartedStore): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          {/* The built-in video's streams live in the I/O (they are not serializable); its views find them by id. */}
          <StreamProvider streams={io.media.streams}>
            <App />
          </StreamProvider>
        </Provider>
      </StrictMode>,
    );
  });
}
