import { expectSaga } from 'redux-saga-test-plan';
import { liveVideo } from '../../src/client/live/video/liveVideoSaga';
import {
  cameraToggled,
  deviceRefused,
  initialLiveVideoState,
  liveVideoReducer,
  muteToggled,
  peerStateChanged,
  remoteMediaChanged,
  retryRequested,
  started,
  starting,
  stopped,
} from '../../src/client/live/video/liveVideoSlice';
import type { IceServer } from '../../src/domain/live/liveProtocol';
import { initialLiveState } from '../../src/domain/live/liveState';
import { FakeNetwork, fakeMedia } from './support/fakeMedia';
import { openPeers, received, SEND, settle, signalFrom, socketActions, twoScreens } from './support/liveVideoHarness';

const sendSignal = (data: unknown) => ({ type: SEND, payload: { type: 'signal', data } });
/** A TURN server with the `n`th credential of a screen (each refresh is a new one). */
const turn = (role: 'examiner' | 'examinee', n: number): IceServer[] => [
  { urls: ['stun:stun.example.org:3478'] },
  { urls: ['turn:turn.example.org:3478'], username: `${1_764_194_400 + n * 21_600}:${role === 'examiner' ? 'user-5' : 'participant-2'}`, credential: `credential-${n}` },
];

describe('live video: two screens negotiate (perfect negotiation)', () => {
  it('connects when the examiner is there first: its offer reached nobody, so it sends it again', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    await settle();
    expect(screens.examiner.sent.map((s) => s.kind)).toEqual(['hangup', 'media', 'offer', 'candidate']);
    screens.examinee.start();
    await settle();
    for (const screen of [screens.examiner, screens.examinee]) {
      expect(screen.video().peer).toBe('connected');
      expect(screen.video().remote.streaming).toBe(true);
      expect(openPeers(screen)).toHaveLength(1);
    }
    const offers = screens.examiner.sent.filter((s) => s.kind === 'offer');
    expect(offers).toEqual([offers[0], offers[0]]);
    expect(screens.examiner.video().remote.media).toEqual({ audio: true, video: true });
  });

  it('connects when the examinee is there first: it waits for the offer', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examinee.start();
    await settle();
    expect(screens.examinee.sent.map((s) => s.kind)).toEqual(['hangup', 'media']);
    expect(screens.examinee.media.peers).toHaveLength(0);
    screens.examiner.start();
    await settle();
    expect(screens.examiner.video().peer).toBe('connected');
    expect(screens.examinee.video().peer).toBe('connected');
    expect(screens.examinee.sent.filter((s) => s.kind === 'answer')).toEqual([{ kind: 'answer', sdp: 'answer:e2:0' }]);
  });

  it('connects when both start at once', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    expect(screens.examiner.video().peer).toBe('connected');
    expect(screens.examinee.video().peer).toBe('connected');
    expect(openPeers(screens.examiner)).toHaveLength(1);
    expect(openPeers(screens.examinee)).toHaveLength(1);
  });

  it('resolves offers made at the same time (glare): the examiner ignores the colliding offer, the examinee rolls its own back', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    const [examinerPeer] = openPeers(screens.examiner);
    const [examineePeer] = openPeers(screens.examinee);
    const from = { examiner: screens.examiner.sent.length, examinee: screens.examinee.sent.length };
    // Both see the connection fail and restart ICE: each sends an offer.
    examinerPeer?.fail();
    examineePeer?.fail();
    await settle();
    const kinds = (role: 'examiner' | 'examinee') => screens[role].sent.slice(from[role]).map((s) => s.kind).filter((k) => k === 'offer' || k === 'answer');
    expect(kinds('examiner')).toEqual(['offer']);
    expect(kinds('examinee')).toEqual(['offer', 'answer']);
    expect(examinerPeer?.remote).toEqual({ kind: 'answer', sdp: `answer:${examineePeer?.id}:1` });
    expect(examineePeer?.remote).toEqual({ kind: 'offer', sdp: `offer:${examinerPeer?.id}:1` });
    expect(screens.examiner.video().peer).toBe('connected');
    expect(screens.examinee.video().peer).toBe('connected');
    expect(openPeers(screens.examiner)).toEqual([examinerPeer]);
  });

  it('continues without the examinee camera when it is refused, and sends it after Try again', async () => {
    const screens = twoScreens(new FakeNetwork(), { examinee: { ok: false, failure: 'refused' } });
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    expect(screens.examinee.video().local.status).toBe('refused');
    expect(screens.examinee.media.peers[0]?.options.localStreamId).toBeNull();
    expect(screens.examiner.video().remote.media).toEqual({ audio: false, video: false });
    expect(screens.examinee.video().peer).toBe('connected');

    screens.examinee.media.nextCapture = { ok: true, audio: true, video: true };
    screens.examinee.store.dispatch(retryRequested());
    await settle();
    expect(screens.examinee.video().local).toMatchObject({ status: 'on', audio: true, video: true });
    expect(openPeers(screens.examinee)[0]?.streams).toEqual(['local']);
    expect(screens.examiner.video().remote.media).toEqual({ audio: true, video: true });
    expect(screens.examiner.video().peer).toBe('connected');
  });

  it('mutes and turns the camera off with the track, and tells the other side', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    screens.examinee.store.dispatch(muteToggled());
    await settle(5);
    expect(screens.examinee.media.enabled['local.audio']).toBe(false);
    expect(screens.examinee.video().local.muted).toBe(true);
    expect(screens.examiner.video().remote.media).toEqual({ audio: false, video: true });
    screens.examinee.store.dispatch(cameraToggled());
    screens.examinee.store.dispatch(muteToggled());
    await settle(5);
    expect(screens.examinee.media.enabled).toEqual({ 'local.audio': true, 'local.video': false });
    expect(screens.examiner.video().remote.media).toEqual({ audio: true, video: false });
    // A mute is no reason to renegotiate.
    expect(openPeers(screens.examiner)).toHaveLength(1);
    expect(screens.examiner.video().peer).toBe('connected');
  });

  it('hangs up, closes and stops the camera when the screen is left; the other side waits afresh', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    screens.examinee.task?.cancel();
    await settle();
    expect(screens.examinee.sent.at(-1)).toEqual({ kind: 'hangup' });
    expect(screens.examinee.media.peers.every((peer) => peer.closed)).toBe(true);
    expect(screens.examinee.media.released).toEqual(['local']);
    expect(screens.examinee.video()).toEqual(initialLiveVideoState);
    expect(screens.examiner.video().remote.streaming).toBe(false);
    expect(openPeers(screens.examiner)).toHaveLength(1);
    expect(screens.examiner.video().peer).toBe('new');
  });

  it('restarts ICE when the connection fails, and connects again on the same connection', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    const [peer] = openPeers(screens.examiner);
    peer?.fail();
    await settle(3);
    expect(screens.examiner.video().peer).toBe('failed');
    await settle();
    expect(peer?.restarts).toBe(1);
    expect(screens.examiner.sent.filter((s) => s.kind === 'offer').at(-1)).toEqual({ kind: 'offer', sdp: `offer:${peer?.id}:1` });
    expect(openPeers(screens.examiner)).toEqual([peer]);
    expect(screens.examiner.video().peer).toBe('connected');
  });

  it('restarts ICE with the fresh TURN credential the server sent to the open socket, on both sides', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    const peers = { examiner: openPeers(screens.examiner)[0], examinee: openPeers(screens.examinee)[0] };
    for (const role of ['examiner', 'examinee'] as const) screens[role].store.dispatch(received({ type: 'iceServers', iceServers: turn(role, 2) }));
    await settle();
    peers.examiner?.fail();
    await settle();
    expect(peers.examiner?.restartedWith).toEqual([turn('examiner', 2)]);
    expect(peers.examinee?.iceServerUpdates).toEqual([turn('examinee', 2)]);
    expect(openPeers(screens.examiner)).toEqual([peers.examiner]);
    expect(screens.examiner.video().peer).toBe('connected');
  });

  it('meets a reloaded screen (which said no goodbye) with a fresh connection', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    const [before] = openPeers(screens.examiner);
    screens.examinee.silent = true;
    screens.examinee.task?.cancel();
    await settle();
    screens.examinee.silent = false;
    screens.examinee.start();
    await settle();
    expect(screens.examinee.video().peer).toBe('connected');
    expect(screens.examiner.video().peer).toBe('connected');
    expect(before?.closed).toBe(true);
    expect(openPeers(screens.examiner)).toHaveLength(1);
  });

  it('takes the other side leaving (its tab closed, no hangup) as a hangup', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    screens.examinee.start();
    await settle();
    const [before] = openPeers(screens.examiner);
    screens.examinee.silent = true;
    screens.examinee.task?.cancel();
    // The examiner's own leaving is no reason: only the other side's.
    const left = (role: 'examiner' | 'examinee') =>
      received({ type: 'event', event: { type: 'participant.left', participantId: 2, role, sequence: 9, at: '2026-11-26T10:00:00.000Z', by: 'system' } });
    screens.examiner.store.dispatch(left('examiner'));
    await settle();
    expect(before?.closed).toBe(false);
    screens.examiner.store.dispatch(left('examinee'));
    await settle();
    expect(before?.closed).toBe(true);
    expect(screens.examiner.video().remote.streaming).toBe(false);
    expect(screens.examiner.video().peer).toBe('new');
  });
});

describe('live video saga (step by step)', () => {
  it('keeps candidates that come before the description, and adds them after it', async () => {
    const media = fakeMedia(new FakeNetwork(), 'e');
    const { effects } = await expectSaga(liveVideo, media, 'examinee', [], socketActions)
      .withReducer(liveVideoReducer)
      .put(starting())
      .put(started({ audio: true, video: true }))
      .put(sendSignal({ kind: 'media', audio: true, video: true }))
      .dispatch(signalFrom('examiner', { kind: 'candidate', candidate: 'candidate:x9', sdpMid: '0', sdpMLineIndex: 0 }))
      .dispatch(signalFrom('examiner', { kind: 'offer', sdp: 'offer:x9:0' }))
      .put(sendSignal({ kind: 'answer', sdp: 'answer:e1:0' }))
      .silentRun(100);
    expect(effects.put?.length).toBeGreaterThan(0);
    expect(media.peers[0]?.added).toEqual([{ candidate: 'candidate:x9', sdpMid: '0', sdpMLineIndex: 0 }]);
  });

  it('reports a refused camera and a missing device, and still negotiates to receive', async () => {
    for (const failure of ['refused', 'noDevice', 'failed'] as const) {
      const media = fakeMedia(new FakeNetwork(), 'x', { ok: false, failure });
      await expectSaga(liveVideo, media, 'examiner', [], socketActions)
        .withReducer(liveVideoReducer)
        .put(deviceRefused({ failure }))
        .put(sendSignal({ kind: 'media', audio: false, video: false }))
        .put(sendSignal({ kind: 'offer', sdp: 'offer:x1:0' }))
        .silentRun(100);
      expect(media.peers[0]?.options.localStreamId).toBeNull();
    }
  });

  it('says again what it sends and its pending offer when the socket reconnects (a new welcome)', async () => {
    const screens = twoScreens(new FakeNetwork());
    screens.examiner.start();
    await settle();
    screens.examiner.store.dispatch(muteToggled());
    screens.examiner.store.dispatch(received({ type: 'welcome', role: 'examiner', participantId: 1, state: initialLiveState('inProgress', { mode: 'builtIn', url: null }), content: { kind: 'waiting' }, iceServers: [] }));
    await settle();
    expect(screens.examiner.sent).toEqual([
      { kind: 'hangup' },
      { kind: 'media', audio: true, video: true },
      { kind: 'offer', sdp: 'offer:x1:0' },
      { kind: 'candidate', candidate: 'candidate:x1', sdpMid: '0', sdpMLineIndex: 0 },
      { kind: 'media', audio: false, video: true },
      { kind: 'media', audio: false, video: true },
      { kind: 'offer', sdp: 'offer:x1:0' },
    ]);
  });

  it('takes the ICE servers of a later welcome and of an iceServers message, for the open connection and the next one', async () => {
    const media = fakeMedia(new FakeNetwork(), 'e');
    const welcome = (iceServers: IceServer[]) =>
      received({ type: 'welcome', role: 'examinee', participantId: 2, state: initialLiveState('inProgress', { mode: 'builtIn', url: null }), content: { kind: 'waiting' }, iceServers });
    await expectSaga(liveVideo, media, 'examinee', turn('examinee', 1), socketActions)
      .withReducer(liveVideoReducer)
      // Before any connection: kept for the one the offer makes.
      .dispatch(received({ type: 'iceServers', iceServers: turn('examinee', 2) }))
      .dispatch(signalFrom('examiner', { kind: 'offer', sdp: 'offer:x1:0' }))
      .dispatch(welcome(turn('examinee', 3)))
      .dispatch(received({ type: 'iceServers', iceServers: turn('examinee', 4) }))
      .dispatch(signalFrom('examiner', { kind: 'hangup' }))
      .dispatch(signalFrom('examiner', { kind: 'offer', sdp: 'offer:x2:0' }))
      .put(sendSignal({ kind: 'answer', sdp: 'answer:e2:0' }))
      .silentRun(100);
    expect(media.peers.map((peer) => peer.options.iceServers)).toEqual([turn('examinee', 2), turn('examinee', 4)]);
    expect(media.peers[0]?.iceServerUpdates).toEqual([turn('examinee', 3), turn('examinee', 4)]);
    expect(media.peers[1]?.iceServerUpdates).toEqual([]);
  });

  it('goes on with the servers it had when the browser refuses a fresh list', async () => {
    // RTCPeerConnection.setConfiguration throws on a list it cannot take; the video goes on.
    const refusing = fakeMedia(new FakeNetwork(), 'x');
    const connect = refusing.connect.bind(refusing);
    refusing.connect = (options, listener) => {
      const peer = connect(options, listener);
      peer.setIceServers = () => {
        throw new SyntaxError('Invalid url');
      };
      return peer;
    };
    await expectSaga(liveVideo, refusing, 'examiner', turn('examiner', 1), socketActions)
      .withReducer(liveVideoReducer)
      .put(sendSignal({ kind: 'offer', sdp: 'offer:x1:0' }))
      .dispatch(received({ type: 'iceServers', iceServers: [{ urls: ['not a url'] }] }))
      .dispatch(signalFrom('examinee', { kind: 'media', audio: true, video: false }))
      .put(remoteMediaChanged({ audio: true, video: false }))
      .silentRun(100);
    expect(refusing.peers[0]?.iceServers()).toEqual(turn('examiner', 1));
  });

  it('starts afresh on an offer its connection cannot take (the other side reloaded)', async () => {
    const media = fakeMedia(new FakeNetwork(), 'e');
    await expectSaga(liveVideo, media, 'examinee', [], socketActions)
      .withReducer(liveVideoReducer)
      .dispatch(signalFrom('examiner', { kind: 'offer', sdp: 'offer:x1:0' }))
      .dispatch(signalFrom('examiner', { kind: 'offer', sdp: 'offer:x7:0' }))
      .put(sendSignal({ kind: 'answer', sdp: 'answer:e1:0' }))
      .put(sendSignal({ kind: 'answer', sdp: 'answer:e2:0' }))
      .silentRun(100);
    expect(media.peers.map((peer) => [peer.id, peer.closed, peer.remote?.sdp])).toEqual([
      ['e1', true, 'offer:x1:0'],
      ['e2', true, 'offer:x7:0'],
    ]);
  });

  it('ignores its own signals and other messages', async () => {
    const media = fakeMedia(new FakeNetwork(), 'x');
    await expectSaga(liveVideo, media, 'examiner', [], socketActions)
      .withReducer(liveVideoReducer)
      .dispatch(signalFrom('examiner', { kind: 'media', audio: true, video: true }))
      .dispatch(received({ type: 'pong', id: '1' }))
      .not.put(remoteMediaChanged({ audio: true, video: true }))
      .silentRun(100);
  });
});

describe('live video reducer', () => {
  it('keeps the plain facts', () => {
    let state = liveVideoReducer(undefined, starting());
    state = liveVideoReducer(state, started({ audio: true, video: false }));
    state = liveVideoReducer(state, muteToggled());
    state = liveVideoReducer(state, cameraToggled());
    state = liveVideoReducer(state, peerStateChanged('connecting'));
    expect(state).toEqual({ ...initialLiveVideoState, local: { status: 'on', audio: true, video: false, muted: true, cameraOff: true }, peer: 'connecting' });
    state = liveVideoReducer(state, deviceRefused({ failure: 'noDevice' }));
    expect(state.local).toEqual({ ...initialLiveVideoState.local, status: 'noDevice' });
    expect(liveVideoReducer(state, stopped())).toEqual(initialLiveVideoState);
  });
});
