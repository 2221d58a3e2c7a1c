/**
 * A fake of the media I/O (src/browser/media.ts) for the live video saga's tests: capture answers
 * what the test says, and fake peer connections follow the WebRTC signalling states closely enough
 * for perfect negotiation (offers, answers, rollback of a colliding offer, candidates that need a
 * remote description). Two fakes on one {@link FakeNetwork} "connect" when their descriptions match.
 */
import type { IceServer } from '../../../src/domain/live/liveProtocol';
import { type CaptureResult, type IceCandidate, type LiveMedia, type PeerEvent, type PeerOptions, type PeerState, type SessionDescription, streamRegistry } from '../../../src/browser/media';

/** Where fake peers find each other by id. */
export class FakeNetwork {
  readonly peers = new Map<string, FakePeer>();
  private next = 0;
  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }
}

const peerOf = (sdp: string): string => sdp.split(':')[1] ?? '';
const later = (run: () => void) => setTimeout(run, 0);

/** A fake RTCPeerConnection. */
export class FakePeer {
  state: string = 'stable';
  local: SessionDescription | null = null;
  remote: SessionDescription | null = null;
  connection: PeerState = 'new';
  closed = false;
  needsNegotiation = true;
  restarts = 0;
  readonly added: IceCandidate[] = [];
  readonly streams: string[] = [];

  constructor(
    readonly id: string,
    private readonly network: FakeNetwork,
    readonly options: PeerOptions,
    private readonly listener: (event: PeerEvent) => void,
  ) {
    network.peers.set(id, this);
    if (options.localStreamId) this.streams.push(options.localStreamId);
    this.maybeNegotiate();
  }

  emit(event: PeerEvent) {
    if (!this.closed) this.listener(event);
  }

  private maybeNegotiate() {
    later(() => {
      if (this.needsNegotiation && this.state === 'stable' && !this.closed) this.emit({ kind: 'negotiationNeeded' });
    });
  }

  /** Connected when both sides are stable and each has the other's current description. */
  private checkConnected() {
    if (this.state !== 'stable' || !this.remote || !this.local) return;
    const other = this.network.peers.get(peerOf(this.remote.sdp));
    if (!other || other.closed || other.state !== 'stable' || !other.remote || peerOf(other.remote.sdp) !== this.id) return;
    for (const peer of [this, other]) {
      if (peer.connection === 'connected') continue;
      peer.connection = 'connected';
      later(() => {
        peer.emit({ kind: 'remoteTrack' });
        peer.emit({ kind: 'state', state: 'connected' });
      });
    }
  }

  signalingState = () => this.state;

  localDescription = () => this.local;

  setLocalDescription = async (): Promise<SessionDescription> => {
    await Promise.resolve();
    if (this.closed) throw new Error('closed');
    const kind = this.state === 'have-remote-offer' ? 'answer' : 'offer';
    this.local = { kind, sdp: `${kind}:${this.id}:${this.restarts}` };
    this.needsNegotiation = false;
    this.state = kind === 'answer' ? 'stable' : 'have-local-offer';
    later(() => this.emit({ kind: 'candidate', candidate: { candidate: `candidate:${this.id}`, sdpMid: '0', sdpMLineIndex: 0 } }));
    this.checkConnected();
    if (this.state === 'stable') this.maybeNegotiate();
    return this.local;
  };

  setRemoteDescription = async (description: SessionDescription): Promise<void> => {
    await Promise.resolve();
    if (this.closed) throw new Error('closed');
    // A description of another connection than the one we negotiated with does not apply (its DTLS fingerprint differs).
    if (this.remote && peerOf(this.remote.sdp) !== peerOf(description.sdp)) throw new Error('fingerprint changed');
    if (description.kind === 'answer' && this.state !== 'have-local-offer') throw new Error('no offer pending');
    if (description.kind === 'offer' && this.state === 'have-local-offer') {
      // implicit rollback
      this.local = null;
      this.needsNegotiation = true;
    }
    this.remote = description;
    this.state = description.kind === 'offer' ? 'have-remote-offer' : 'stable';
    this.checkConnected();
    if (this.state === 'stable') this.maybeNegotiate();
  };

  addCandidate = async (candidate: IceCandidate): Promise<void> => {
    await Promise.resolve();
    if (!this.remote) throw new Error('no remote description');
    if (candidate.candidate !== `candidate:${peerOf(this.remote.sdp)}`) throw new Error('unknown candidate');
    this.added.push(candidate);
  };

  addStream = (streamId: string) => {
    this.streams.push(streamId);
    this.needsNegotiation = true;
    this.maybeNegotiate();
  };

  /** The network under the connection broke (what the browser reports as `failed`). */
  fail() {
    this.connection = 'failed';
    this.emit({ kind: 'state', state: 'failed' });
  }

  /** The ICE servers given since the connection was made, in order. */
  readonly iceServerUpdates: IceServer[][] = [];
  /** The ICE servers each ICE restart gathered with, in order. */
  readonly restartedWith: IceServer[][] = [];

  /** The ICE servers the connection uses now. */
  iceServers = (): IceServer[] => this.iceServerUpdates.at(-1) ?? this.options.iceServers;

  setIceServers = (iceServers: IceServer[]) => {
    this.iceServerUpdates.push(iceServers);
  };

  restartIce = () => {
    this.restarts += 1;
    this.restartedWith.push(this.iceServers());
    this.needsNegotiation = true;
    this.maybeNegotiate();
  };

  close = () => {
    this.closed = true;
  };
}

/** The fake media of one screen. */
export interface FakeMedia extends LiveMedia {
  peers: FakePeer[];
  captures: number;
  enabled: Record<string, boolean>;
  released: string[];
  /** What the next capture answers. */
  nextCapture: CaptureResult;
}

/** A fake media I/O; its peers join `network`, named `<prefix><n>`. */
export function fakeMedia(network: FakeNetwork, prefix: string, capture: CaptureResult = { ok: true, audio: true, video: true }): FakeMedia {
  const media: FakeMedia = {
    streams: streamRegistry<MediaStream>(),
    peers: [],
    captures: 0,
    enabled: {},
    released: [],
    nextCapture: capture,
    capture(streamId) {
      media.captures += 1;
      if (media.nextCapture.ok) media.streams.set(streamId, { id: streamId } as unknown as MediaStream);
      return Promise.resolve(media.nextCapture);
    },
    setTrackEnabled(streamId, kind, enabled) {
      media.enabled[`${streamId}.${kind}`] = enabled;
    },
    release(streamId) {
      media.released.push(streamId);
      media.streams.set(streamId, null);
    },
    connect(options, listener) {
      const peer = new FakePeer(network.id(prefix), network, options, listener);
      media.peers.push(peer);
      return peer;
    },
  };
  return media;
}
