/**
 * Concurrent refreshes of one refresh token (two tabs, a retry after a lost answer): within the
 * grace window every caller gets the same successor pair and the session lives on; a replay after
 * the window, or after the successor's own exchange, ends the family and the session, audited
 * with the family, user, account and address and never the token (RFC 9700 §4.14.2).
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_RETRY_MS } from '../../src/app/core/session/tokenRefreshSaga';
import { OAUTH_REFRESH_TOKEN_COOKIE, OAUTH_TOKEN_COOKIE } from '../../src/contract/cookies';
import { REFRESH_REUSE_GRACE_MS } from '../../src/server/auth/sessions';
import { sha256 } from '../../src/server/auth/signedValues';
import { auditLog, refreshTokens } from '../../src/server/db/schema';
import { apiAs, cookieOf, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(300_000);

const TOKEN = '/qg-services/keep-alive/token';
const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';

interface Pair {
  token: string;
  refreshToken: string;
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const refresh = (refreshToken: string) => test.app.inject({ method: 'POST', url: TOKEN, payload: { refreshToken } });
const selfStatus = async (token: string) => (await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${token}` } })).statusCode;
const advanceMs = (ms: number) => test.clock.advanceMinutes(ms / 60_000);
const sessionIdOf = (session: TestSession) => session.sessionCookie.slice(0, session.sessionCookie.lastIndexOf('.'));

/** The refresh tokens stored for the session, oldest first. */
const tokensOf = (session: TestSession) =>
  test.db
    .select({ tokenHash: refreshTokens.tokenHash, familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt, sealed: refreshTokens.successorSealed })
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sessionIdOf(session)))
    .orderBy(refreshTokens.id);

/** The pair an answer carries, with the cookies it sets. */
function pairOf(response: LightMyRequestResponse): Pair & { cookies: Pair } {
  const pair = response.json<Pair>();
  return { ...pair, cookies: { token: cookieOf(response, OAUTH_TOKEN_COOKIE) ?? '', refreshToken: cookieOf(response, OAUTH_REFRESH_TOKEN_COOKIE) ?? '' } };
}

describe('refreshes of one token within the grace window', () => {
  it('covers the SPA’s retry of a refresh whose answer was lost', () => {
    expect(REFRESH_RETRY_MS).toBeLessThan(REFRESH_REUSE_GRACE_MS);
  });

  it('answers every one of N concurrent refreshes with the same pair, in any interleaving, and the session stays alive', async () => {
    // Clock moves between the calls, all inside the window (with room for the real time a run takes).
    const clockStep = fc.integer({ min: 1, max: Math.floor((REFRESH_REUSE_GRACE_MS - 10_000) / 4) });
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.boolean(), { minLength: 2, maxLength: 10 }), fc.array(clockStep, { maxLength: 4 }), async (s, retries, clockSteps) => {
        const session = await signIn(test.app, 'examiner');
        const answers: LightMyRequestResponse[] = [];
        const uses: number[] = [];
        // One caller: sends when the scheduler lets it, sees its answer when the scheduler lets it,
        // may send the same token again (its first answer lost), then uses the pair it got.
        const caller = async (retry: boolean, index: number) => {
          await s.schedule(Promise.resolve(), `send ${index}`);
          let answer = await s.schedule(refresh(session.refreshToken), `answer ${index}`);
          answers.push(answer);
          if (retry) {
            answer = await s.schedule(refresh(session.refreshToken), `retry ${index}`);
            answers.push(answer);
          }
          uses.push(await s.schedule(selfStatus(answer.json<Pair>().token), `use ${index}`));
        };
        const ticks = clockSteps.map(async (ms, index) => {
          await s.schedule(Promise.resolve(), `clock ${index} +${ms}ms`);
          advanceMs(ms);
        });
        await s.waitFor(Promise.all([...retries.map(caller), ...ticks]));

        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
        const pairs = answers.map(pairOf);
        const [first] = pairs;
        for (const pair of pairs) {
          expect(pair).toEqual(first);
          expect(pair.cookies).toEqual({ token: pair.token, refreshToken: pair.refreshToken });
        }
        expect(first?.refreshToken).not.toBe(session.refreshToken);
        expect(uses).toEqual(uses.map(() => 200));
        // One successor, no fork of the family, nothing revoked: the session lives on.
        const rows = await tokensOf(session);
        expect(rows.map((row) => ({ hash: row.tokenHash, used: row.usedAt !== null, revoked: row.revokedAt !== null }))).toEqual([
          { hash: sha256(session.refreshToken), used: true, revoked: false },
          { hash: sha256(first?.refreshToken ?? ''), used: false, revoked: false },
        ]);
        expect(await selfStatus(first?.token ?? '')).toBe(200);
        expect((await apiAs(test.app, { ...session, token: first?.token ?? '' })('POST', '/keep-alive/ping')).statusCode).toBe(200);
      }),
      { numRuns: 25, seed: 20261116 },
    );
  });

  it('answers the retry of a refresh whose answer was lost, 30 seconds later as the SPA sends it, with the same pair', async () => {
    const session = await signIn(test.app, 'teacher');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    advanceMs(REFRESH_RETRY_MS);
    const retry = await refresh(session.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(pairOf(retry)).toEqual(pairOf(first));
    // The pair works and rotates on as usual.
    const next = await refresh(pairOf(retry).refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await selfStatus(pairOf(next).token)).toBe(200);
  });

  it('keeps the successor only sealed: neither token is stored in clear, and the seal is wiped when the successor is exchanged', async () => {
    const session = await signIn(test.app, 'examiner');
    const pair = pairOf(await refresh(session.refreshToken));
    const [used] = await tokensOf(session);
    expect(used?.sealed).toMatch(/^v1\./);
    for (const secret of [session.refreshToken, pair.refreshToken, pair.token]) expect(used?.sealed).not.toContain(secret);
    await refresh(pair.refreshToken);
    expect((await tokensOf(session)).map((row) => row.sealed === null)).toEqual([true, false, true]);
  });

  it('refuses a replay in the window once the successor has been exchanged, and ends the family and the session', async () => {
    const session = await signIn(test.app, 'examiner');
    const pair = pairOf(await refresh(session.refreshToken));
    const newest = pairOf(await refresh(pair.refreshToken));
    advanceMs(1_000);
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(await selfStatus(newest.token)).toBe(401);
    expect((await refresh(newest.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a replay in the window after sign-out without ending anything else', async () => {
    const session = await signIn(test.app, 'examiner');
    const pair = pairOf(await refresh(session.refreshToken));
    expect((await apiAs(test.app, { ...session, token: pair.token })('POST', '/keep-alive/sign-out')).statusCode).toBe(204);
    expect((await tokensOf(session)).every((row) => row.sealed === null && row.revokedAt !== null)).toBe(true);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('a replay after the grace window (fake clock)', () => {
  it('ends the family and the session, and audits the family, user, account and address, never the token', async () => {
    const session = await signIn(test.app, 'admin');
    const pair = pairOf(await refresh(session.refreshToken));
    advanceMs(REFRESH_REUSE_GRACE_MS - 1_000);
    expect(pairOf(await refresh(session.refreshToken))).toEqual(pair);
    advanceMs(1_000);

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'unauthenticated', detail: 'This refresh token was already used; the session has been ended for safety.' });
    // The pair every concurrent caller got is ended with the session.
    expect(await selfStatus(pair.token)).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    const rows = await tokensOf(session);
    expect(rows.every((row) => row.revokedAt !== null && row.sealed === null)).toBe(true);

    const identity = (await apiAs(test.app, (await signIn(test.app, 'admin')))('GET', '/account/users/self/preferences?addOnPermissions=true')).json<{ userId: number; accountId: number }>();
    const audited = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.refreshTokenReused'), eq(auditLog.entityId, rows[0]?.familyId ?? '')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      userId: identity.userId,
      accountId: identity.accountId,
      entity: 'refreshTokenFamily',
      ip: '127.0.0.1',
      outcome: 'unauthenticated',
    });
    const written = JSON.stringify(audited[0]);
    for (const secret of [session.refreshToken, sha256(session.refreshToken), pair.refreshToken, pair.token]) expect(written).not.toContain(secret);
  });
});
