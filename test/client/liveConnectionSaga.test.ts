/**
 * The shared live socket saga (issue #20): every frame a plain action, commands sent while open
 * and queued while not (flushed on open), reconnects with backoff, none after a LIVE_CLOSE_CODES
 * close, and the socket closed when the saga is cancelled. A fake socket opener stands in for the
 * browser's WebSocket, and the backoff's delays are provided, so no test waits.
 */
import delayP from '@redux-saga/delay-p';
import { expectSaga } from 'redux-saga-test-plan';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { call, race, take } from 'typed-redux-saga';
import { type LiveConnectionActions, liveConnection } from '../../src/client/live/liveConnectionSaga';
import type { LiveServerMessage } from '../../src/domain/live/liveProtocol';
import { initialLiveState } from '../../src/domain/live/liveState';
import { fakeLiveSockets } from '../app/support/fakeLiveSockets';
import { settle } from '../app/support/virtualTime';

const URL = 'ws://localhost/qg-services/prosa-facade/sessions/7/socket';
const ACTIONS: LiveConnectionActions = {
  connecting: (attempt) => ({ type: 'live/connecting', payload: attempt }),
  connected: () => ({ type: 'live/connected' }),
  received: (message) => ({ type: 'live/received', payload: message }),
  disconnected: (closed) => ({ type: 'live/disconnected', payload: closed }),
  sendType: 'live/send',
};
const send = (payload: unknown) => ({ type: 'live/send', payload });
const STOP = { type: 'test/stop' };

const WELCOME: LiveServerMessage = {
  type: 'welcome',
  role: 'examiner',
  participantId: 3,
  state: initialLiveState('inProgress', { mode: 'none', url: null }),
  content: { kind: 'waiting' },
  iceServers: [],
};
const EVENT: LiveServerMessage = { type: 'event', event: { type: 'session.ended', sequence: 4, at: '2026-11-26T10:00:00.000Z', by: 'examiner' } };
const ICE_SERVERS: LiveServerMessage = { type: 'iceServers', iceServers: [{ urls: ['turn:turn.example.org:3478'], username: '1764194400:user-5', credential: 'c2VjcmV0' }] };

/** Runs the connection until the test dispatches STOP (which cancels it, as leaving the screen does). */
function* host() {
  yield* race({ run: call(liveConnection, sockets, URL, ACTIONS), stop: take(STOP.type) });
}

let sockets = fakeLiveSockets();
let waits: { ms: number; resolve: () => void }[] = [];

/** The backoff's `delay` resolves when the test says so. */
const delayProvider = {
  call(effect: CallEffectDescriptor<unknown>, next: () => unknown) {
    if (effect.fn !== delayP) return next();
    return new Promise<void>((resolve) => waits.push({ ms: effect.args[0] as number, resolve }));
  },
};

function start() {
  const saga = expectSaga(host).provide(delayProvider);
  const done = saga.run({ timeout: 800 });
  return { saga, done };
}

const putActions = (result: Awaited<ReturnType<ReturnType<typeof expectSaga>['run']>>) =>
  result.effects.put?.map((effect: { payload: { action: { type: string; payload?: unknown } } }) => effect.payload.action) ?? [];

beforeEach(() => {
  sockets = fakeLiveSockets();
  waits = [];
});

describe('liveConnection', () => {
  it('turns every server frame into one action, drops what is not a server message, and sends commands while open', async () => {
    const { saga, done } = start();
    await settle();
    const socket = sockets.sockets[0]!;
    expect(socket.url).toBe(URL);
    socket.serverOpens();
    socket.serverSends(WELCOME);
    socket.serverSends('not json');
    socket.serverSends('{"type":"hello"}');
    socket.serverSends(EVENT);
    socket.serverSends(ICE_SERVERS);
    socket.serverSends('{"type":"toString"}');
    await settle();
    saga.dispatch(send({ type: 'show', step: { kind: 'waiting' } }));
    await settle();
    saga.dispatch(STOP);
    const result = await done;
    expect(putActions(result)).toEqual([ACTIONS.connecting(1), ACTIONS.connected(), ACTIONS.received(WELCOME), ACTIONS.received(EVENT), ACTIONS.received(ICE_SERVERS)]);
    expect(socket.sent).toEqual([{ type: 'show', step: { kind: 'waiting' } }]);
  });

  it('queues commands sent before the socket opens and while it is away, and flushes them on open; pings and signals are not kept', async () => {
    const { saga, done } = start();
    await settle();
    saga.dispatch(send({ type: 'end' }));
    saga.dispatch(send({ type: 'ping', id: 'p1' }));
    await settle();
    sockets.sockets[0]!.serverOpens();
    await settle();
    expect(sockets.sockets[0]!.sent).toEqual([{ type: 'end' }]);
    sockets.sockets[0]!.serverCloses(1006);
    await settle();
    saga.dispatch(send({ type: 'orf.stop', assessmentId: 5 }));
    saga.dispatch(send({ type: 'signal', data: { kind: 'hangup' } }));
    await settle();
    waits[0]!.resolve();
    await settle();
    sockets.sockets[1]!.serverOpens();
    await settle();
    saga.dispatch(STOP);
    await done;
    expect(sockets.sockets[1]!.sent).toEqual([{ type: 'orf.stop', assessmentId: 5 }]);
  });

  it('reconnects with a growing backoff while the socket fails, and fast again after a connection that had opened drops', async () => {
    const { saga, done } = start();
    await settle();
    sockets.sockets[0]!.serverCloses(1006, 'unreachable');
    await settle();
    waits[0]!.resolve();
    await settle();
    sockets.sockets[1]!.serverCloses(1006);
    await settle();
    waits[1]!.resolve();
    await settle();
    sockets.sockets[2]!.serverOpens();
    sockets.sockets[2]!.serverCloses(1001);
    await settle();
    saga.dispatch(STOP);
    const result = await done;
    expect(waits.map((wait) => wait.ms)).toEqual([1000, 2000, 500]);
    expect(sockets.sockets).toHaveLength(3);
    expect(putActions(result).filter((action) => action.type === 'live/disconnected')).toEqual([
      ACTIONS.disconnected({ code: 1006, reason: 'unreachable', retryInMs: 1000 }),
      ACTIONS.disconnected({ code: 1006, reason: '', retryInMs: 2000 }),
      ACTIONS.disconnected({ code: 1001, reason: '', retryInMs: 500 }),
    ]);
  });

  it.each([4401, 4403, 4404, 4410])('does not reconnect after the server closes with %i, and ends', async (code) => {
    const { done } = start();
    await settle();
    sockets.sockets[0]!.serverOpens();
    sockets.sockets[0]!.serverCloses(code, 'for good');
    const result = await done;
    expect(putActions(result).at(-1)).toEqual(ACTIONS.disconnected({ code, reason: 'for good', retryInMs: null }));
    expect(waits).toEqual([]);
    expect(sockets.sockets).toHaveLength(1);
  });

  it('closes the socket when it is cancelled, and opens no other', async () => {
    const { saga, done } = start();
    await settle();
    sockets.sockets[0]!.serverOpens();
    await settle();
    saga.dispatch(STOP);
    await done;
    expect(sockets.sockets[0]!.closedByClient).toBe(true);
    expect(sockets.sockets).toHaveLength(1);
  });
});
