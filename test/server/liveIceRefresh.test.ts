/**
 * Fresh ICE servers on an open live socket (issue #20): a socket whose welcome carried a TURN
 * credential is sent `iceServers` with a new one every ICE_REFRESH_MS (shortened here through the
 * socket's deps), until it closes; a socket with STUN only, or no servers, is sent none. The
 * socket is the real one (serveLiveSocket on a `ws` server, on the test database); its admission
 * is given as the examinee's link would give it.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import type { IceServer, LiveServerMessage } from '../../src/domain/live/liveProtocol';
import type { Db } from '../../src/server/db/client';
import type { AccountScope } from '../../src/server/db/repositories';
import type { LiveAdmission } from '../../src/server/live/liveAdmission';
import type { StepContentRequest } from '../../src/server/live/liveContent';
import { createLiveHub } from '../../src/server/live/liveHub';
import { carriesCredential, ICE_REFRESH_MS, startIceRefresh } from '../../src/server/live/liveIceRefresh';
import { type LiveScreen, type LiveSocketDeps, serveLiveSocket } from '../../src/server/live/liveSocket';
import { hasStimulusPage, stepContent } from '../../src/server/services/liveContent/liveContent';
import { stimulusFileAddresses } from '../../src/server/services/liveContent/stimulusFileAddress';
import { TURN_CREDENTIAL_SECONDS } from '../../src/server/services/liveSessions/iceServers';
import { is, makeLiveWorld, openLive, type LiveWorld } from './support/liveWorld';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type IceServersMessage = Extract<LiveServerMessage, { type: 'iceServers' }>;
const isIceServers = (message: LiveServerMessage): message is IceServersMessage => message.type === 'iceServers';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The message, or a failure after 10 s rather than the test's whole timeout. */
function within<T>(message: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('No such message within 10 s.')), 10_000);
  });
  return Promise.race([message, late]).finally(() => clearTimeout(timer));
}

const STUN: IceServer = { urls: ['stun:stun.example.org:3478'] };
/** The servers with the `n`th credential made (each call makes a new one, as iceServersFor does with the time). */
const withTurn = (n: number): IceServer[] => [STUN, { urls: ['turn:turn.example.org:3478'], username: `${1_764_194_400 + n}:participant-1`, credential: `credential-${n}` }];

let test: TestApp;
let server: WebSocketServer;
let url: string;
/** What the next connection is served with. */
let serving: { deps: LiveSocketDeps; admission: LiveAdmission } | null = null;
const errors: string[] = [];

beforeAll(async () => {
  test = await createTestApp();
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket) => {
    if (!serving) return socket.close(1011, 'Nothing to serve.');
    const { deps, admission } = serving;
    return serveLiveSocket(deps, socket, { ip: '127.0.0.1' } as FastifyRequest, () => Promise.resolve(admission));
  });
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});

/** Serves the examinee's screen of a new session with these ICE servers, refreshed every `iceRefreshMs`; answers who asked for servers. */
async function serveExaminee(iceServers: (call: number) => IceServer[], iceRefreshMs: number): Promise<{ world: LiveWorld; asked: LiveScreen[] }> {
  const world = await makeLiveWorld(test.app, test.db, test.clock.now());
  const files = stimulusFileAddresses(Buffer.alloc(32, 7), test.clock.now);
  const content = { stepContent: (db: Db, scope: AccountScope, request: StepContentRequest) => stepContent(db, scope, request, files), hasStimulusPage };
  const logError = (_error: unknown, message: string) => errors.push(message);
  const asked: LiveScreen[] = [];
  const deps: LiveSocketDeps = {
    db: test.db,
    hub: createLiveHub({ db: test.db, content, logError }),
    content,
    clock: test.clock.now,
    iceServers: (screen) => {
      asked.push(screen);
      return iceServers(asked.length);
    },
    logError,
    iceRefreshMs,
  };
  const admission: LiveAdmission = {
    ok: true,
    scope: { accountId: world.accountId, interestUserId: null },
    sessionId: world.sessionId,
    role: 'examinee',
    participantId: world.participantId,
    name: 'Ava',
    userId: null,
    stillValid: () => Promise.resolve(true),
  };
  serving = { deps, admission };
  return { world, asked };
}

it('refreshes every half of a TURN credential’s life: 6 hours', () => {
  expect(ICE_REFRESH_MS).toBe((TURN_CREDENTIAL_SECONDS * 1000) / 2);
  expect(ICE_REFRESH_MS).toBe(6 * 3_600_000);
  expect(carriesCredential(withTurn(1))).toBe(true);
  expect(carriesCredential([STUN])).toBe(false);
});

it('sends an open socket fresh servers with a new TURN credential at each interval, and stops when it closes', async () => {
  const { world, asked } = await serveExaminee(withTurn, 60);
  const client = openLive(url, {});
  expect((await client.next(is.welcome)).iceServers).toEqual(withTurn(1));
  const first = await within(client.next(isIceServers));
  expect(first.iceServers).toEqual(withTurn(2));
  const second = await within(client.next(isIceServers, client.received.indexOf(first) + 1));
  expect(second.iceServers).toEqual(withTurn(3));
  expect(asked[1]).toEqual({ accountId: world.accountId, sessionId: world.sessionId, role: 'examinee', userId: null, participantId: world.participantId });
  await client.close();
  await sleep(150);
  const afterClose = asked.length;
  await sleep(400);
  expect(asked.length).toBe(afterClose);
  expect(errors).toEqual([]);
});

it('sends none when TURN is not configured (STUN only, or no servers at all)', async () => {
  for (const servers of [[STUN], []]) {
    const { asked } = await serveExaminee(() => servers, 30);
    const client = openLive(url, {});
    expect((await client.next(is.welcome)).iceServers).toEqual(servers);
    await sleep(300);
    client.send({ type: 'ping', id: 'after' });
    await client.next(is.pong);
    expect(client.received.filter(isIceServers)).toEqual([]);
    expect(asked).toHaveLength(1);
    await client.close();
  }
});

describe('the refresh timer', () => {
  afterEach(() => jest.useRealTimers());

  it('logs a refresh that fails and tries again at the next interval; sends nothing once stopped', async () => {
    jest.useFakeTimers();
    const sent: LiveServerMessage[] = [];
    const logged: string[] = [];
    let calls = 0;
    const refresh = startIceRefresh({
      servers: withTurn(1),
      fresh: () => {
        calls += 1;
        if (calls === 1) throw new Error('The configuration could not be read.');
        return withTurn(calls);
      },
      send: (message) => sent.push(message),
      logError: (_error, message) => logged.push(message),
      intervalMs: ICE_REFRESH_MS,
    });
    await jest.advanceTimersByTimeAsync(ICE_REFRESH_MS - 1);
    expect(calls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(logged).toEqual(['live ICE servers refresh failed']);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(ICE_REFRESH_MS);
    expect(sent).toEqual([{ type: 'iceServers', iceServers: withTurn(2) }]);
    refresh.stop();
    await jest.advanceTimersByTimeAsync(3 * ICE_REFRESH_MS);
    expect(calls).toBe(2);
    expect(sent).toHaveLength(1);
  });

  it('runs no timer for servers without a credential', () => {
    jest.useFakeTimers();
    const refresh = startIceRefresh({ servers: [STUN], fresh: () => withTurn(2), send: () => undefined, logError: () => undefined, intervalMs: 10 });
    expect(jest.getTimerCount()).toBe(0);
    refresh.stop();
  });
});
