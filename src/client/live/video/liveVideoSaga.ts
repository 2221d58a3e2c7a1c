/**
 * The built-in one-to-one video of a live session as a saga (issue #20, DESIGN.md section 7),
 * shared by the platform SPA (the examiner) and the examinee player. It starts the camera and
 * microphone, negotiates a WebRTC connection with the other side through the live socket's
 * `signal` messages, and follows "perfect negotiation" (the W3C WebRTC example): the examiner is
 * the impolite peer (it ignores an offer that collides with its own), the examinee the polite one
 * (it rolls its own offer back), so either side may renegotiate and a collision resolves itself.
 *
 * Who starts: the examiner makes its connection at once and offers; the examinee makes one when an
 * offer comes. Each screen says `hangup` when it starts ("I hold no connection") and when it is
 * left. On `hangup` the examinee drops its connection and waits for the next offer; the examiner
 * drops a connection that had been negotiated and offers afresh, or sends its pending offer again
 * (it may have reached nobody). So a screen that joins late or reloads always meets a fresh offer.
 */
import { buffers } from 'redux-saga';
import { actionChannel, call, cancelled, put, race, take } from 'typed-redux-saga';
import type { IceCandidate, LiveMedia, PeerEvent } from '../../../browser/media';
import type { IceServer, LiveServerMessage, SignalData } from '../../../domain/live/liveProtocol';
import type { LiveRole } from '../../../domain/live/liveSession';
import { addCandidate, applyDescription, closePeer, describe, type LiveVideoActions, openPeer, type Peer, pendingOffer, type PlainAction, signal } from './liveVideoPeer';
import {
  cameraToggled,
  deviceRefused,
  LOCAL_STREAM,
  muteToggled,
  peerStateChanged,
  remoteMediaChanged,
  remoteStreamStarted,
  retryRequested,
  started,
  starting,
  stopped,
} from './liveVideoSlice';

export type { LiveVideoActions } from './liveVideoPeer';

/** A received server message as an action. */
interface ReceivedAction extends PlainAction {
  payload: LiveServerMessage;
}

/** This screen's devices as the saga keeps them (the slice has the same facts for the views). */
interface Local {
  captured: boolean;
  audio: boolean;
  video: boolean;
  muted: boolean;
  cameraOff: boolean;
}

/** What every step needs. */
interface Context {
  media: LiveMedia;
  role: LiveRole;
  iceServers: IceServer[];
  actions: LiveVideoActions;
  local: Local;
  /** Candidates that came while there was no connection (the examinee before the offer). */
  early: IceCandidate[];
}

const polite = (context: Context) => context.role === 'examinee';

/** Tells the other side which of this screen's devices send (a muted microphone does not). */
function* sendMedia(context: Context) {
  const { local } = context;
  yield* signal(context.actions, { kind: 'media', audio: local.audio && !local.muted, video: local.video && !local.cameraOff });
}

/** Asks for the camera and microphone; the session goes on without them when refused. */
function* capture(context: Context) {
  yield* put(starting());
  const result = yield* call([context.media, context.media.capture], LOCAL_STREAM);
  if (!result.ok) {
    yield* put(deviceRefused({ failure: result.failure }));
    return;
  }
  Object.assign(context.local, { captured: true, audio: result.audio, video: result.video, muted: false, cameraOff: false });
  yield* put(started({ audio: result.audio, video: result.video }));
}

/** A new peer connection sending this screen's stream (if captured); the old one, if any, is closed. */
function* freshPeer(context: Context, old: Peer | null) {
  if (old) yield* closePeer(old);
  const peer = yield* call(openPeer, context.media, context.iceServers, context.local.captured ? LOCAL_STREAM : null);
  peer.candidates.push(...context.early.splice(0));
  yield* put(peerStateChanged('new'));
  return peer;
}

/** Handles a session description of the other side; answers the connection to go on with. */
function* onDescription(context: Context, peer: Peer | null, data: Extract<SignalData, { kind: 'offer' | 'answer' }>) {
  if (!peer) {
    // No connection: only an offer starts one; an answer is for a connection already dropped.
    if (data.kind === 'answer') return null;
    peer = yield* freshPeer(context, null);
  }
  const collision = data.kind === 'offer' && peer.connection.signalingState() !== 'stable';
  peer.ignoreOffer = !polite(context) && collision;
  if (peer.ignoreOffer) return peer;
  if (!(yield* applyDescription(peer, data))) {
    // An offer this connection cannot take comes from a fresh connection of the other side (a reload): start afresh too.
    if (data.kind === 'answer') return peer;
    peer = yield* freshPeer(context, peer);
    if (!(yield* applyDescription(peer, data))) return peer;
  }
  if (data.kind === 'offer') yield* describe(context.actions, peer);
  return peer;
}

/** Handles a signal of the other side; answers the connection to go on with. */
function* onSignal(context: Context, peer: Peer | null, data: SignalData) {
  switch (data.kind) {
    case 'offer':
    case 'answer':
      return yield* onDescription(context, peer, data);
    case 'candidate': {
      const candidate = { candidate: data.candidate, sdpMid: data.sdpMid, sdpMLineIndex: data.sdpMLineIndex };
      if (!peer) context.early.push(candidate);
      else if (peer.ignoreOffer) return peer;
      else if (peer.described) yield* call(addCandidate, peer, candidate);
      else peer.candidates.push(candidate);
      return peer;
    }
    case 'media':
      yield* put(remoteMediaChanged({ audio: data.audio, video: data.video }));
      return peer;
    case 'hangup': {
      context.early.length = 0;
      if (polite(context)) {
        if (peer) yield* closePeer(peer);
        yield* put(peerStateChanged('new'));
        return null;
      }
      if (peer?.described) return yield* freshPeer(context, peer);
      const offer = pendingOffer(peer);
      if (offer) yield* signal(context.actions, offer);
      return peer;
    }
  }
}

/** Handles an event of the peer connection. */
function* onPeerEvent(context: Context, peer: Peer, event: PeerEvent) {
  switch (event.kind) {
    case 'negotiationNeeded':
      yield* describe(context.actions, peer);
      break;
    case 'candidate':
      yield* signal(context.actions, { kind: 'candidate', ...event.candidate });
      break;
    case 'remoteTrack':
      if (!peer.streaming) yield* put(remoteStreamStarted());
      peer.streaming = true;
      break;
    case 'state':
      peer.state = event.state;
      yield* put(peerStateChanged(event.state));
      // A failed connection (a network change) gathers new candidates and renegotiates.
      if (event.state === 'failed') peer.connection.restartIce();
      break;
  }
}

/**
 * Takes fresh STUN/TURN servers (a later `welcome`, or the server's `iceServers` before the TURN
 * credential expires): a connection made from now on gets them, and so does the open one, so its
 * next ICE restart (after a network change) gathers relay candidates with a valid credential.
 */
function takeIceServers(context: Context, peer: Peer | null, iceServers: IceServer[]) {
  context.iceServers = iceServers;
  try {
    peer?.connection.setIceServers(iceServers);
  } catch {
    // A list the browser refuses (a malformed address): the open connection keeps the servers it had.
  }
}

/** Handles an action of the screen or the socket; answers the connection to go on with. */
function* onAction(context: Context, peer: Peer | null, action: PlainAction) {
  const { media, local } = context;
  if (muteToggled.match(action)) {
    local.muted = !local.muted;
    media.setTrackEnabled(LOCAL_STREAM, 'audio', !local.muted);
    yield* sendMedia(context);
  } else if (cameraToggled.match(action)) {
    local.cameraOff = !local.cameraOff;
    media.setTrackEnabled(LOCAL_STREAM, 'video', !local.cameraOff);
    yield* sendMedia(context);
  } else if (retryRequested.match(action)) {
    if (local.captured) return peer;
    yield* capture(context);
    if (!local.captured) return peer;
    peer?.connection.addStream(LOCAL_STREAM);
    yield* sendMedia(context);
  } else if (action.type === context.actions.receivedType) {
    const message = (action as ReceivedAction).payload;
    if (message.type === 'signal' && message.from !== context.role) return yield* onSignal(context, peer, message.data);
    // The other side's screen went away without its hangup (a closed tab, a lost network): as good as one.
    if (message.type === 'event' && message.event.type === 'participant.left' && message.event.role !== context.role) {
      return yield* onSignal(context, peer, { kind: 'hangup' });
    }
    if (message.type === 'iceServers') takeIceServers(context, peer, message.iceServers);
    if (message.type === 'welcome') {
      takeIceServers(context, peer, message.iceServers);
      // The socket reconnected; what was sent meanwhile is lost. Say again what this screen sends and
      // offer again (a pending offer, or a new one for a connection that failed meanwhile).
      yield* sendMedia(context);
      const offer = pendingOffer(peer);
      if (offer) yield* signal(context.actions, offer);
      else if (peer && (peer.state === 'failed' || peer.state === 'disconnected')) peer.connection.restartIce();
    }
  }
  return peer;
}

/**
 * Runs the video of one live session until cancelled (the screen is left): then it sends `hangup`,
 * closes the connection and stops the camera. Start it once the socket's `welcome` has come (it
 * brings `iceServers`); later `welcome`s (the socket reconnected) renegotiate if needed. The ICE
 * servers of later `welcome`s and of `iceServers` messages replace the first (TURN credentials expire).
 * @param media the injected media I/O
 * @param role this screen's side: the examiner is the impolite peer, the examinee the polite one
 * @param iceServers STUN and TURN servers from the first `welcome` message
 * @param actions how to send on, and receive from, the live socket
 */
export function* liveVideo(media: LiveMedia, role: LiveRole, iceServers: IceServer[], actions: LiveVideoActions) {
  const inbox = yield* actionChannel([actions.receivedType, muteToggled.type, cameraToggled.type, retryRequested.type], buffers.expanding<PlainAction>(64));
  const context: Context = { media, role, iceServers, actions, local: { captured: false, audio: false, video: false, muted: false, cameraOff: false }, early: [] };
  let peer: Peer | null = null;
  try {
    yield* capture(context);
    yield* signal(actions, { kind: 'hangup' });
    yield* sendMedia(context);
    if (!polite(context)) peer = yield* freshPeer(context, null);
    for (;;) {
      const current: Peer | null = peer;
      if (current) {
        const { event, action } = yield* race({ event: take(current.channel), action: take(inbox) });
        if (event) yield* onPeerEvent(context, current, event);
        else if (action) peer = yield* onAction(context, current, action);
      } else {
        peer = yield* onAction(context, null, yield* take(inbox));
      }
    }
  } finally {
    inbox.close();
    if (yield* cancelled()) yield* signal(actions, { kind: 'hangup' });
    if (peer) yield* closePeer(peer);
    media.release(LOCAL_STREAM);
    yield* put(stopped());
  }
}
