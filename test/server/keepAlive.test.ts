/**
 * What keeps a session alive: only keepAlive.ping (the SPA sends it when the user works), never
 * background calls such as a token refresh or a data read; and the seconds-precision idle limit.
 */
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './support/testApp';
import { apiAs, signIn, type TestSession } from './support/session';

jest.setTimeout(60_000);

const TOKEN = '/qg-services/keep-alive/token';

interface PingAnswer {
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  serverTime: string;
}

async function refreshed(app: FastifyInstance, session: TestSession): Promise<TestSession | null> {
  const response = await app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken: session.refreshToken } });
  if (response.statusCode !== 200) return null;
  return { ...session, ...response.json<{ token: string; refreshToken: string }>() };
}

describe('keep-alive with the default 30-minute idle limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('does not extend the session for background calls (token refresh, reads)', async () => {
    let session: TestSession | null = await signIn(test.app, 'examiner');
    // A tab left open: every 8 minutes it refreshes its token and reads; nobody works.
    for (let round = 0; round < 3; round += 1) {
      test.clock.advanceMinutes(8);
      session = await refreshed(test.app, session as TestSession);
      expect(session).not.toBeNull();
      expect((await apiAs(test.app, session as TestSession)('GET', '/account/users/self/role')).statusCode).toBe(200);
    }
    // Minute 31: thirty minutes after sign-in, the session has ended despite the calls.
    test.clock.advanceMinutes(7);
    expect((await apiAs(test.app, session as TestSession)('GET', '/account/users/self/role')).statusCode).toBe(401);
    expect(await refreshed(test.app, session as TestSession)).toBeNull();
  });

  it('extends the session on a ping and answers the limits with the server time', async () => {
    const signedIn = await signIn(test.app, 'examiner');
    test.clock.advanceMinutes(9);
    let session = (await refreshed(test.app, signedIn)) as TestSession;
    test.clock.advanceMinutes(9);
    const ping = await apiAs(test.app, session)('POST', '/keep-alive/ping');
    expect(ping.statusCode).toBe(200);
    const answer = ping.json<PingAnswer>();
    expect(Math.abs(Date.parse(answer.serverTime) - test.clock.now().getTime())).toBeLessThan(5_000);
    expect((Date.parse(answer.idleExpiresAt) - Date.parse(answer.serverTime)) / 60_000).toBe(30);
    // Minutes 27, 36 and 45: past the sign-in's limit, inside the one the ping at minute 18 set.
    for (let round = 0; round < 2; round += 1) {
      test.clock.advanceMinutes(9);
      session = (await refreshed(test.app, session)) as TestSession;
      expect(session).not.toBeNull();
    }
    test.clock.advanceMinutes(9);
    expect((await apiAs(test.app, session)('GET', '/account/users/self/role')).statusCode).toBe(200);
  });
});

describe('keep-alive with SESSION_IDLE_SECONDS', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ sessionIdleSeconds: 90 });
  });
  afterAll(async () => {
    await test.close();
  });

  it('uses the seconds-precision idle limit', async () => {
    const session = await signIn(test.app, 'examiner');
    const api = apiAs(test.app, session);
    test.clock.advanceMinutes(1);
    const answer = (await api('POST', '/keep-alive/ping')).json<PingAnswer>();
    expect(Date.parse(answer.idleExpiresAt) - Date.parse(answer.serverTime)).toBe(90_000);
    test.clock.advanceMinutes(1);
    expect((await api('GET', '/account/users/self/role')).statusCode).toBe(200);
    test.clock.advanceMinutes(1);
    expect((await api('GET', '/account/users/self/role')).statusCode).toBe(401);
  });
});
