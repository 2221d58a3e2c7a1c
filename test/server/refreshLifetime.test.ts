/**
 * A rotated refresh token never outlives its session's absolute limit (ASVS 5.0 V10.4.8), in the
 * database or in its cookie, and no pair is answered again in the grace window past that limit
 * (fake clock). The access token is bound to the session and refused with it.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAUTH_REFRESH_TOKEN_COOKIE } from '../../src/contract/cookies';
import { sha256 } from '../../src/server/auth/signedValues';
import { refreshTokens, sessions } from '../../src/server/db/schema';
import { signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const TOKEN = '/qg-services/keep-alive/token';
const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';

interface Pair {
  token: string;
  refreshToken: string;
}

// A one-hour session whose idle limit never comes first: the absolute limit is what is tested.
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ sessionAbsoluteHours: 1, sessionIdleMinutes: 120 });
});
afterAll(async () => {
  await test.close();
});

const refresh = (refreshToken: string) => test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken } });
const selfStatus = async (token: string) => (await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${token}` } })).statusCode;

async function sessionEnd(session: TestSession): Promise<number> {
  const id = session.sessionCookie.slice(0, session.sessionCookie.lastIndexOf('.'));
  const [row] = await test.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, id));
  return row?.expiresAt.getTime() ?? 0;
}

async function storedExpiry(refreshToken: string): Promise<number> {
  const [row] = await test.db.select({ expiresAt: refreshTokens.expiresAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  return row?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY;
}

/** When a Set-Cookie of the answer expires (its Max-Age from now), in ms since the epoch. */
function cookieEnd(response: LightMyRequestResponse, name: string): number {
  const cookie = (response.cookies as { name: string; maxAge?: number }[]).find((each) => each.name === name);
  return test.clock.now().getTime() + (cookie?.maxAge ?? Number.POSITIVE_INFINITY) * 1000;
}

it('gives a token rotated near the end the session’s absolute limit, never more, and refuses it after the limit', async () => {
  const session = await signIn(test.app, 'examiner');
  const end = await sessionEnd(session);
  let pair: Pair = session;
  // Rotations every 9 minutes up to minute 54, then one at minute 57: three minutes are left.
  for (let minute = 9; minute <= 54; minute += 9) {
    test.clock.advanceMinutes(9);
    const rotated = await refresh(pair.refreshToken);
    expect(rotated.statusCode).toBe(200);
    pair = rotated.json<Pair>();
    expect(await storedExpiry(pair.refreshToken)).toBe(end);
  }
  test.clock.advanceMinutes(3);
  const late = await refresh(pair.refreshToken);
  expect(late.statusCode).toBe(200);
  pair = late.json<Pair>();
  expect(await storedExpiry(pair.refreshToken)).toBe(end);
  // Nor does its cookie.
  expect(cookieEnd(late, OAUTH_REFRESH_TOKEN_COOKIE)).toBeLessThanOrEqual(end);
  expect(await selfStatus(pair.token)).toBe(200);

  // Minute 60: the session is over; the newest refresh token is refused, and the access token
  // (issued for 10 minutes at minute 57) with it.
  test.clock.advanceMinutes(3);
  expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  expect(await selfStatus(pair.token)).toBe(401);
});

it('does not answer a pair again in the grace window once the absolute limit has passed', async () => {
  const session = await signIn(test.app, 'teacher');
  test.clock.advanceMinutes(59.75);
  const last = await refresh(session.refreshToken);
  expect(last.statusCode).toBe(200);
  // 30 seconds later, inside the grace window but past the limit.
  test.clock.advanceMinutes(0.5);
  const again = await refresh(session.refreshToken);
  expect(again.statusCode).toBe(401);
  expect(again.json()).toMatchObject({ detail: 'The refresh token is not valid or the session has ended.' });
});
