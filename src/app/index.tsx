/**
 * The SPA's entry: the browser's I/O and history, the store, the first event, the React root.
 */
import './styles/app.css';
import { createBrowserHistory } from 'history';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { configLoadRequested } from './core/config/configSlice';
import { createBrowserIo } from './io/browserIo';
import { createAppStore } from './store';

const { store } = createAppStore({
  io: createBrowserIo(),
  history: createBrowserHistory(),
  devTools: process.env.NODE_ENV === 'development',
});
// Everything starts from the configuration: tokens, identity, then the pages.
store.dispatch(configLoadRequested());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
