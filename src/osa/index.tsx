/**
 * The examinee player's entry: the browser's I/O, the store, the first event, the React root.
 */
import './styles/player.css';
import '../client/live/video/liveVideo.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { OsaIntlProvider } from './core/i18n/OsaIntlProvider';
import { playerStarted } from './features/link/linkSlice';
import { liveStarted } from './features/live/liveSlice';
import { LivePage } from './features/live/views/LivePage';
import { StreamProvider } from '../client/live/video/StreamContext';
import { createBrowserIo } from './io/browserIo';
import { createPlayerStore } from './store';
import { Player } from './views/Player';

const io = createBrowserIo();
const { store } = createPlayerStore({ io, devTools: process.env.NODE_ENV === 'development' });
// The live session page (issue #20) is the player's page at `{qosa}/live`.
const isLivePage = /\/live\/?$/.test(window.location.pathname);
// The first thing the player does: take the token out of the address bar and open the link (or the live session).
store.dispatch(isLivePage ? liveStarted() : playerStarted());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <OsaIntlProvider>
        {/* The built-in video's streams live in the I/O (they are not serializable); its views find them by id. */}
        <StreamProvider streams={io.media.streams}>{isLivePage ? <LivePage /> : <Player />}</StreamProvider>
      </OsaIntlProvider>
    </Provider>
  </StrictMode>,
);
