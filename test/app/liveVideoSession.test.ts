import { createStore, applyMiddleware, combineReducers } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { liveVideoSession, wantsBuiltInVideo } from '../../src/client/live/video/liveVideoSession';
import { liveVideoReducer } from '../../src/client/live/video/liveVideoSlice';
import type { LiveEvent, LiveEventBody } from '../../src/domain/live/liveEvents';
import type { LiveClientMessage } from '../../src/domain/live/liveProtocol';
import type { VideoMode } from '../../src/domain/live/liveSession';
import { initialLiveState } from '../../src/domain/live/liveState';
import { FakeNetwork, fakeMedia } from './support/fakeMedia';
import { received, SEND, settle, socketActions } from './support/liveVideoHarness';

const welcome = (mode: VideoMode, iceServers = [{ urls: ['stun:stun.example.org:3478'] }]) =>
  received({ type: 'welcome', role: 'examiner', participantId: 1, state: initialLiveState('scheduled', { mode, url: mode === 'external' ? 'https://video.example.org/room' : null }), content: { kind: 'waiting' }, iceServers });

let sequence = 0;
const event = (body: LiveEventBody) => received({ type: 'event', event: { ...body, sequence: (sequence += 1), at: '2026-11-26T10:00:00.000Z', by: 'examiner' } as LiveEvent });

/** A screen running the session's video saga; answers its media and the signals it sent. */
function screen() {
  const media = fakeMedia(new FakeNetwork(), 'x');
  const sent: string[] = [];
  const saga = createSagaMiddleware();
  const store = createStore(
    combineReducers({ liveVideo: liveVideoReducer }),
    applyMiddleware(() => (next) => (action) => {
      const { type, payload } = action as { type: string; payload: LiveClientMessage };
      if (type === SEND && payload.type === 'signal') sent.push(payload.data.kind);
      return next(action);
    }, saga),
  );
  const task = saga.run(liveVideoSession, media, socketActions);
  return { media, sent, store, task };
}

describe('liveVideoSession', () => {
  it('runs the video while the session has built-in video, and stops it when changed away or ended', async () => {
    sequence = 0;
    const { media, sent, store, task } = screen();
    store.dispatch(welcome('builtIn'));
    await settle();
    expect(media.captures).toBe(1);
    expect(media.peers[0]?.options.iceServers).toEqual([{ urls: ['stun:stun.example.org:3478'] }]);
    // A reconnect's welcome does not start a second video.
    store.dispatch(welcome('builtIn'));
    await settle();
    expect(media.captures).toBe(1);
    store.dispatch(event({ type: 'video.changed', mode: 'external', url: 'https://video.example.org/room' }));
    await settle();
    expect(media.released).toEqual(['local']);
    expect(sent.at(-1)).toBe('hangup');
    store.dispatch(event({ type: 'video.changed', mode: 'builtIn', url: null }));
    await settle();
    expect(media.captures).toBe(2);
    store.dispatch(event({ type: 'session.ended' }));
    await settle();
    expect(media.released).toEqual(['local', 'local']);
    expect(media.peers.every((peer) => peer.closed)).toBe(true);
    task.cancel();
  });

  it('never starts for a session with its own video service or none', async () => {
    for (const mode of ['external', 'none'] as const) {
      const { media, sent, store, task } = screen();
      store.dispatch(welcome(mode));
      store.dispatch(event({ type: 'session.started' }));
      await settle();
      expect(media.captures).toBe(0);
      expect(sent).toEqual([]);
      task.cancel();
    }
  });

  it('gives the running video and one started later the freshest ICE servers (a reconnect, or the server before the credential expires)', async () => {
    sequence = 0;
    const { media, store, task } = screen();
    const turn = (n: number) => [{ urls: ['turn:turn.example.org:3478'], username: `${1_764_194_400 + n}:user-5`, credential: `credential-${n}` }];
    store.dispatch(welcome('builtIn', turn(1)));
    await settle();
    store.dispatch(received({ type: 'iceServers', iceServers: turn(2) }));
    store.dispatch(welcome('builtIn', turn(3)));
    await settle();
    expect(media.peers[0]?.options.iceServers).toEqual(turn(1));
    expect(media.peers[0]?.iceServerUpdates).toEqual([turn(2), turn(3)]);
    store.dispatch(event({ type: 'video.changed', mode: 'none', url: null }));
    store.dispatch(received({ type: 'iceServers', iceServers: turn(4) }));
    store.dispatch(event({ type: 'video.changed', mode: 'builtIn', url: null }));
    await settle();
    expect(media.captures).toBe(2);
    expect(media.peers.at(-1)?.options.iceServers).toEqual(turn(4));
    task.cancel();
  });

  it('stops with the screen', async () => {
    const { media, store, task } = screen();
    store.dispatch(welcome('builtIn'));
    await settle();
    task.cancel();
    await settle();
    expect(media.released).toEqual(['local']);
  });

  it('knows which states show the built-in video', () => {
    expect(wantsBuiltInVideo(initialLiveState('inProgress', { mode: 'builtIn', url: null }))).toBe(true);
    expect(wantsBuiltInVideo(initialLiveState('cancelled', { mode: 'builtIn', url: null }))).toBe(false);
    expect(wantsBuiltInVideo(initialLiveState('inProgress', { mode: 'none', url: null }))).toBe(false);
  });
});
