/**
 * When a live screen runs its video (issue #20): the built-in video runs while the session's video
 * mode is `builtIn` and the session has not ended or been cancelled, following the live socket's
 * `welcome` (who this screen is, the state so far, the ICE servers) and its events (`video.changed`,
 * the end). Each live screen forks this once next to its `liveConnection` saga; leaving the screen
 * cancels both.
 */
import { buffers, type Task } from 'redux-saga';
import { actionChannel, cancel, fork, take } from 'typed-redux-saga';
import type { LiveMedia } from '../../../browser/media';
import type { IceServer, LiveServerMessage } from '../../../domain/live/liveProtocol';
import type { LiveRole } from '../../../domain/live/liveSession';
import { applyLiveEvent, type LiveSessionState } from '../../../domain/live/liveState';
import { liveVideo } from './liveVideoSaga';
import type { LiveVideoActions, PlainAction } from './liveVideoPeer';

/** Whether a session in this state shows the built-in video. */
export const wantsBuiltInVideo = (state: LiveSessionState): boolean =>
  state.video.mode === 'builtIn' && state.status !== 'ended' && state.status !== 'cancelled';

/**
 * Starts {@link liveVideo} on the first `welcome` of a session with built-in video, stops it when
 * the video is changed away from built in or the session ends, and starts it again when changed back.
 * @param media the injected media I/O
 * @param actions the screen's live socket actions (send, and the type of a received message)
 */
export function* liveVideoSession(media: LiveMedia, actions: LiveVideoActions) {
  const inbox = yield* actionChannel(actions.receivedType, buffers.expanding<PlainAction>(16));
  let state: LiveSessionState | null = null;
  let who: { role: LiveRole; iceServers: IceServer[] } | null = null;
  let video: Task | null = null;
  for (;;) {
    const message = ((yield* take(inbox)) as PlainAction & { payload: LiveServerMessage }).payload;
    if (message.type === 'welcome') {
      state = message.state;
      who = { role: message.role, iceServers: message.iceServers };
    } else if (message.type === 'event' && state) state = applyLiveEvent(state, message.event);
    else {
      // Fresh servers (TURN credentials expire) for a video started later; a running one takes them itself.
      if (message.type === 'iceServers' && who) who = { role: who.role, iceServers: message.iceServers };
      continue;
    }
    const wanted = wantsBuiltInVideo(state);
    if (wanted && !video && who) video = yield* fork(liveVideo, media, who.role, who.iceServers, actions);
    else if (!wanted && video) {
      yield* cancel(video);
      video = null;
    }
  }
}
