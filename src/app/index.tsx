/**
 * The SPA's entry: the browser's I/O and history, the store, the first event, the React root.
 */
import './styles/app.css';
import '../client/live/video/liveVideo.css';
import { createBrowserHistory } from 'history';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { configLoadRequested } from './core/config/configSlice';
import { createActionRecorder } from './core/qa/actionLog';
import { QA_ACTION_LOG_KEY } from './core/qa/qaMode';
import type { RootState } from './rootReducer';
import { StreamProvider } from '../client/live/video/StreamContext';
import { createBrowserIo } from './io/browserIo';
import { createAppStore } from './store';

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
// Everything starts from the configuration: tokens, identity, then the pages.
store.dispatch(configLoadRequested());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      {/* The built-in video's streams live in the I/O (they are not serializable); its views find them by id. */}
      <StreamProvider streams={io.media.streams}>
        <App />
      </StreamProvider>
    </Provider>
  </StrictMode>,
);
