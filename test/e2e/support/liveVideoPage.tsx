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
import { call, fork, take } from 'typed-redux-saga';
import { browserLiveSockets } from '../../../src/browser/liveSocket';
import { browserMedia } from '../../../src/browser/media';
import { liveConnection } from '../../../src/client/live/liveConnectionSaga';
import { LiveVideoPanel } from '../../../src/client/live/video/LiveVideoPanel';
import { liveVideo } from '../../../src/client/live/video/liveVideoSaga';
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

function* session() {
  yield* fork(liveConnection, browserLiveSockets(), relay, {
    connecting: (attempt: number) => ({ type: 'live/connecting', payload: attempt }),
    connected: () => ({ type: 'live/connected' }),
    received: (message: LiveServerMessage) => ({ type: RECEIVED, payload: message }),
    disconnected: (closed: { code: number; reason: string; retryInMs: number | null }) => ({ type: 'live/disconnected', payload: closed }),
    sendType: SEND,
  });
  const welcome = yield* take((action: { type: string; payload?: LiveServerMessage }) => action.type === RECEIVED && action.payload?.type === 'welcome');
  const message = (welcome as unknown as { payload: Extract<LiveServerMessage, { type: 'welcome' }> }).payload;
  yield* call(liveVideo, media, role, message.iceServers, { send: (sent: LiveClientMessage) => ({ type: SEND, payload: sent }), receivedType: RECEIVED });
}

const task: Task = sagas.run(session);
/** For the test: leave the screen (cancels the saga, as leaving a live screen does). */
(window as unknown as { leaveLiveVideo: () => void }).leaveLiveVideo = () => task.cancel();

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
