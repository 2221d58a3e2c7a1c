/**
 * The browser's camera, microphone and WebRTC peer connection behind a small interface, shared by
 * the platform SPA and the examinee player for the built-in video of live sessions (issue #20,
 * DESIGN.md section 7). Streams and peer connections are not serializable, so they live here; the
 * sagas receive a {@link LiveMedia} injected (tests pass a fake) and hold only plain facts, and the
 * views find a stream by its string id in the {@link StreamRegistry}.
 */
import type { IceServer } from '../domain/live/liveProtocol';

/** A kind of media track. */
export type MediaKind = 'audio' | 'video';

/**
 * Why the camera and microphone could not be started: the user or the browser refused them
 * (`NotAllowedError`), there is no such device (`NotFoundError`), or anything else (in use by
 * another program, an insecure page, no media API).
 */
export type CaptureFailure = 'refused' | 'noDevice' | 'failed';

/** What {@link LiveMedia.capture} answers: the kinds of track captured, or why none could be. */
export type CaptureResult = { ok: true; audio: boolean; video: boolean } | { ok: false; failure: CaptureFailure };

/** A session description as it travels in a `signal` message. */
export interface SessionDescription {
  kind: 'offer' | 'answer';
  sdp: string;
}

/** An ICE candidate as it travels in a `signal` message. */
export interface IceCandidate {
  candidate: string;
  sdpMid: string | null;
  sdpMLineIndex: number | null;
}

/** The state of a peer connection (`RTCPeerConnectionState`). */
export type PeerState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

/** What a peer connection reports. */
export type PeerEvent =
  /** The connection needs a new offer (tracks added, ICE restarted). */
  | { kind: 'negotiationNeeded' }
  /** A local ICE candidate to send to the other side. */
  | { kind: 'candidate'; candidate: IceCandidate }
  /** The other side's stream is in the registry (or gained a track). */
  | { kind: 'remoteTrack' }
  | { kind: 'state'; state: PeerState };

/** One peer connection; every method acts on the browser's RTCPeerConnection. */
export interface PeerConnection {
  /** `RTCSignalingState`: `stable` when no offer is pending. */
  signalingState(): string;
  /**
   * Makes and sets the local description the state calls for (an offer, or the answer to the
   * remote offer), answering it to send to the other side.
   * @throws when the browser cannot (a connection closed meanwhile)
   */
  setLocalDescription(): Promise<SessionDescription>;
  /**
   * The local description as it is now: an offer made earlier then carries the candidates gathered
   * since, so sending it again (it may have reached nobody) also sends them. Null before any.
   */
  localDescription(): SessionDescription | null;
  /**
   * Sets the other side's description; an offer while our own offer is pending rolls ours back.
   * @throws when the description does not apply to this connection (the other side started afresh)
   */
  setRemoteDescription(description: SessionDescription): Promise<void>;
  /** Adds a candidate of the other side. @throws when it does not apply. */
  addCandidate(candidate: IceCandidate): Promise<void>;
  /** Sends the tracks of a stream captured after the connection was made (a retried camera). */
  addStream(streamId: string): void;
  /** Asks for new ICE candidates (after the connection failed); the connection then needs negotiation. */
  restartIce(): void;
  /**
   * Replaces the STUN/TURN servers (fresh TURN credentials): the candidates gathered from now on,
   * such as those of the next ICE restart, use them; the connection as it runs is not disturbed.
   */
  setIceServers(iceServers: IceServer[]): void;
  /** Closes the connection and removes the remote stream from the registry; nothing is reported after this. */
  close(): void;
}

/** What {@link LiveMedia.connect} needs. */
export interface PeerOptions {
  iceServers: IceServer[];
  /** The registry id of the stream to send, or null to receive only. */
  localStreamId: string | null;
  /** The registry id under which the other side's stream is put. */
  remoteStreamId: string;
}

/** Streams by id, for the views (`local`, `remote`). */
export interface StreamRegistry<S = MediaStream> {
  get(id: string): S | null;
  set(id: string, stream: S | null): void;
  /** Calls `listener` with the stream each time the id's stream changes; answers the unsubscribe function. */
  subscribe(id: string, listener: (stream: S | null) => void): () => void;
}

/** The media I/O a live video saga uses. */
export interface LiveMedia {
  streams: StreamRegistry;
  /** Starts the camera and microphone and puts their stream in the registry under `streamId`. */
  capture(streamId: string): Promise<CaptureResult>;
  /** Turns a kind of track of a stream on or off (muting sends silence; camera off sends black). */
  setTrackEnabled(streamId: string, kind: MediaKind, enabled: boolean): void;
  /** Stops a stream's tracks (the camera light goes off) and removes it from the registry. */
  release(streamId: string): void;
  /** Makes a peer connection that reports each of its events to `listener`. */
  connect(options: PeerOptions, listener: (event: PeerEvent) => void): PeerConnection;
}

/** A registry of streams (any value: the tests keep plain objects in it). */
export function streamRegistry<S>(): StreamRegistry<S> {
  const streams = new Map<string, S>();
  const listeners = new Map<string, Set<(stream: S | null) => void>>();
  return {
    get: (id) => streams.get(id) ?? null,
    set(id, stream) {
      if (stream === null) streams.delete(id);
      else streams.set(id, stream);
      for (const listener of [...(listeners.get(id) ?? [])]) listener(stream);
    },
    subscribe(id, listener) {
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => set.delete(listener);
    },
  };
}

/** The kind of failure a rejected `getUserMedia` stands for. */
export function captureFailure(error: unknown): CaptureFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noDevice';
  return 'failed';
}

function peerConnection(streams: StreamRegistry, options: PeerOptions, listener: (event: PeerEvent) => void): PeerConnection {
  const pc = new RTCPeerConnection({ iceServers: options.iceServers });
  let closed = false;
  const report = (event: PeerEvent) => {
    if (!closed) listener(event);
  };
  const remote: MediaStreamTrack[] = [];

  const addStream = (streamId: string) => {
    const stream = streams.get(streamId);
    if (!stream) return;
    for (const track of stream.getTracks()) {
      // A receive-only transceiver of the kind (made when there was no camera) starts sending instead of a second m-line.
      const idle = pc.getTransceivers().find((t) => t.receiver.track.kind === track.kind && !t.sender.track && t.direction === 'recvonly');
      if (idle) {
        idle.direction = 'sendrecv';
        void idle.sender.replaceTrack(track);
      } else pc.addTrack(track, stream);
    }
  };
  if (options.localStreamId && streams.get(options.localStreamId)) addStream(options.localStreamId);
  else {
    pc.addTransceiver('audio', { direction: 'recvonly' });
    pc.addTransceiver('video', { direction: 'recvonly' });
  }

  pc.onnegotiationneeded = () => report({ kind: 'negotiationNeeded' });
  pc.onicecandidate = ({ candidate }) => {
    if (candidate && candidate.candidate) report({ kind: 'candidate', candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } });
  };
  pc.ontrack = ({ track }) => {
    if (closed) return;
    remote.push(track);
    // A new stream object each time, so a <video> showing it picks up the new track.
    streams.set(options.remoteStreamId, new MediaStream(remote));
    report({ kind: 'remoteTrack' });
  };
  pc.onconnectionstatechange = () => report({ kind: 'state', state: pc.connectionState });

  return {
    signalingState: () => pc.signalingState,
    localDescription() {
      const description = pc.localDescription;
      return description && (description.type === 'offer' || description.type === 'answer') ? { kind: description.type, sdp: description.sdp } : null;
    },
    async setLocalDescription() {
      await pc.setLocalDescription();
      const description = pc.localDescription;
      if (!description || (description.type !== 'offer' && description.type !== 'answer')) throw new Error('No local description.');
      return { kind: description.type, sdp: description.sdp };
    },
    setRemoteDescription: (description) => pc.setRemoteDescription({ type: description.kind, sdp: description.sdp }),
    addCandidate: (candidate) => pc.addIceCandidate(candidate),
    addStream,
    restartIce: () => pc.restartIce(),
    setIceServers(iceServers) {
      // setConfiguration throws on a closed connection; there is nothing left to configure then.
      if (!closed) pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
    },
    close() {
      if (closed) return;
      closed = true;
      pc.close();
      streams.set(options.remoteStreamId, null);
    },
  };
}

/** The browser's media: `navigator.mediaDevices` and `RTCPeerConnection`. */
export function browserMedia(): LiveMedia {
  const streams = streamRegistry<MediaStream>();
  return {
    streams,
    async capture(streamId) {
      if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return { ok: false, failure: 'failed' };
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 } } });
        streams.set(streamId, stream);
        return { ok: true, audio: stream.getAudioTracks().length > 0, video: stream.getVideoTracks().length > 0 };
      } catch (error) {
        return { ok: false, failure: captureFailure(error) };
      }
    },
    setTrackEnabled(streamId, kind, enabled) {
      for (const track of streams.get(streamId)?.getTracks() ?? []) if (track.kind === kind) track.enabled = enabled;
    },
    release(streamId) {
      for (const track of streams.get(streamId)?.getTracks() ?? []) track.stop();
      streams.set(streamId, null);
    },
    connect: (options, listener) => peerConnection(streams, options, listener),
  };
}
