/**
 * One WebRTC peer connection of the live video saga (liveVideoSaga.ts) with what "perfect
 * negotiation" keeps about it, and the saga steps that act on it: describe (make and send the
 * local description), apply a remote description, add candidates (queued until a remote
 * description is set).
 */
import { buffers, type EventChannel, eventChannel } from 'redux-saga';
import { call, put } from 'typed-redux-saga';
import type { IceCandidate, LiveMedia, PeerConnection, PeerEvent, PeerState, SessionDescription } from '../../../browser/media';
import type { IceServer, LiveClientMessage, SignalData } from '../../../domain/live/liveProtocol';
import { REMOTE_STREAM, remoteStreamEnded } from './liveVideoSlice';

/** A plain Redux action. */
export interface PlainAction {
  type: string;
}

/** How the saga talks to the live socket of the screen it runs in. */
export interface LiveVideoActions {
  /** The screen's action that sends a message on the live socket (the connection saga's `sendType`). */
  send: (message: LiveClientMessage) => PlainAction;
  /** The type of the screen's action whose `payload` is each `LiveServerMessage` received. */
  receivedType: string;
}

/** One peer connection with what perfect negotiation keeps about it. */
export interface Peer {
  connection: PeerConnection;
  channel: EventChannel<PeerEvent>;
  state: PeerState;
  /** Whether a remote description has been set; candidates wait until then. */
  described: boolean;
  /** The last offer received collided with ours and was ignored (impolite side): its candidates are dropped too. */
  ignoreOffer: boolean;
  /** Candidates received before the remote description, in order. */
  candidates: IceCandidate[];
  /** The other side's stream is showing. */
  streaming: boolean;
}

/** Opens a peer connection with its events as a channel (kept in order while the saga is busy). */
export function openPeer(media: LiveMedia, iceServers: IceServer[], localStreamId: string | null): Peer {
  let connection: PeerConnection | null = null;
  const channel = eventChannel<PeerEvent>((emit) => {
    connection = media.connect({ iceServers, localStreamId, remoteStreamId: REMOTE_STREAM }, emit);
    return () => connection?.close();
  }, buffers.expanding(32));
  if (!connection) throw new Error('The peer connection was not made.');
  return { connection, channel, state: 'new', described: false, ignoreOffer: false, candidates: [], streaming: false };
}

/** Sends a signal to the other side. */
export const signal = (actions: LiveVideoActions, data: SignalData) => put(actions.send({ type: 'signal', data }));

/** Closes a peer connection; the other side's stream goes away with it. */
export function* closePeer(peer: Peer) {
  peer.channel.close();
  peer.connection.close();
  if (peer.streaming) yield* put(remoteStreamEnded());
}

/** Makes the local description (offer or answer) and sends it. A connection closed meanwhile sends nothing. */
export function* describe(actions: LiveVideoActions, peer: Peer) {
  let description: SessionDescription;
  try {
    description = yield* call([peer.connection, peer.connection.setLocalDescription]);
  } catch {
    return;
  }
  yield* signal(actions, description);
}

/**
 * Our offer not answered yet, as it is now (with the candidates gathered since): sent again when
 * the other side (re)appears, since the first may have reached nobody.
 */
export const pendingOffer = (peer: Peer | null): SessionDescription | null =>
  peer && peer.connection.signalingState() === 'have-local-offer' ? peer.connection.localDescription() : null;

/** Adds a candidate; one that does not apply (from a rolled-back offer) is of no use and dropped. */
export function* addCandidate(peer: Peer, candidate: IceCandidate) {
  try {
    yield* call([peer.connection, peer.connection.addCandidate], candidate);
  } catch {
    // dropped: see above
  }
}

/** Sets the remote description; answers whether it applied. Then adds the candidates that waited for it. */
export function* applyDescription(peer: Peer, description: SessionDescription) {
  try {
    yield* call([peer.connection, peer.connection.setRemoteDescription], description);
  } catch {
    return false;
  }
  peer.described = true;
  for (const candidate of peer.candidates.splice(0)) yield* call(addCandidate, peer, candidate);
  return true;
}
