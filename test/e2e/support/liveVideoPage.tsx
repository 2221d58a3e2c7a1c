/**
 * A test page for liveVideo.e2e.ts: the shared live video (media I/O, slice, saga, panel) as the
 * live screens will use it, over the shared socket saga, against the test's own relay (no platform
 * server). `?role=examiner|examinee&relay=ws://…` picks the side and the relay; `?locale=` the words.
 * Bundled by the test with the project's Babel configuration.
 */
import { createRoot } from 'react-dom/client';
import { useSyncExternalStore } from 'react';
import { applyMiddleware, combineReducers, createStore } from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { call } from 'typed-redux-saga';
import { browserLiveSockets } from '../../../src/browser/liveSocket';
import { browserMedia } from '../../../src/browser/media';
import { liveConnection } from '../../../src/client/live/liveConnectionSaga';
import { LiveVideoPanel } from '../../../src/client/live/video/LiveVideoPanel';
import { liveVideoSession } from '../../../src/client/live/video/liveVideoSession';
import { cameraToggled, liveVideoReducer, muteToggled, retryRequested } from '../../../src/client/live/video/liveVideoSlice';
import { StreamProvider } from '../../../src/client/live/video/StreamContext';
import { videoLabels } from '../../../src/client/live/video/videoMessages';
import type { LiveClientMessage, LiveServerMessage } from '../../../src/domain/live/liveProtocol';
import type { LiveRole } from '../../../src/domain/live/liveSession';
import type { Locale } from '../../../src/domain/locale';

const query = new URLSearchParams(location.search);
const role: LiveRole = query.get('role') === 'examinee' ? 'examinee' : 'examiner';
const relay = query.get('relay') ?? '';
const locale = (query.get('locale') ?? 'en_us') as Locale;

const RECEIVED = 'live/received';
const SEND = 'live/send';
const media = browserMedia();
const sagas = createSagaMiddleware();
const store = createStore(combineReducers({ liveVideo: liveVideoReducer }), applyMiddleware(sagas));

function* connection() {
  yield* call(liveConnection, browserLiveSockets(), relay, {
    connecting: (attempt: number) => ({ type: 'live/connecting', payload: attempt }),
    connected: () => ({ type: 'live/connected' }),
    received: (message: LiveServerMessage) => ({ type: RECEIVED, payload: message }),
    disconnected: (closed: { code: number; reason: string; retryInMs: number | null }) => ({ type: 'live/disconnected', payload: closed }),
    sendType: SEND,
  });
}

// As the live screens run it: next to the connection, started by the welcome of a session with built-in video.
const video: Task = sagas.run(liveVideoSession, media, { send: (sent: LiveClientMessage) => ({ type: SEND, payload: sent }), receivedType: RECEIVED });
const socket: Task = sagas.run(connection);

/** For the test: leave the screen as a live screen does: the video first (its hangup goes out), then the socket. */
(window as unknown as { leaveLiveVideo: () => void }).leaveLiveVideo = () => {
  video.cancel();
  socket.cancel();
};

function Page() {
  const video = useSyncExternalStore(store.subscribe, () => store.getState().liveVideo);
  return (
    <main>
      <h1>Live video test ({role})</h1>
      <StreamProvider streams={media.streams}>
        <LiveVideoPanel
          video={video}
          labels={videoLabels(locale, role)}
          onToggleMute={() => store.dispatch(muteToggled())}
          onToggleCamera={() => store.dispatch(cameraToggled())}
          onRetry={() => store.dispatch(retryRequested())}
        />
      </StreamProvider>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Page />);
