/**
 * Who may open a live session's socket: every refusal of the upgrade, as a close code of
 * LIVE_CLOSE_CODES, for the examiner's socket and the examinee's; and prosa.event, the log.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LiveEvent } from '../../src/domain/live/liveEvents';
import { LIVE_CLOSE_CODES } from '../../src/domain/live/liveProtocol';
import { administrationSessions, remoteLinks } from '../../src/server/db/schema';
import { examineeSocket, examinerSocket, is, liveCookieValue, type LiveWorld, makeLiveWorld } from './support/liveWorld';
import { apiAs, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
let base: string;
let examiner: TestSession;
let world: LiveWorld;

beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  examiner = await signIn(test.app, 'examiner');
  world = await makeLiveWorld(test.app, test.db, test.clock.now());
});
afterAll(async () => {
  await test.close();
});

describe('the examiner socket refuses', () => {
  it('a caller who is not signed in (4401)', async () => {
    const client = examinerSocket(base, world.sessionId, { ...examiner, token: 'not-a-token' });
    expect(await client.closed).toBe(LIVE_CLOSE_CODES.unauthorized);
    expect(client.received).toEqual([]);
  });

  it('a page of another origin (4403)', async () => {
    expect(await examinerSocket(base, world.sessionId, examiner, 'http://evil.example').closed).toBe(LIVE_CLOSE_CODES.forbidden);
  });

  it('an upgrade without an Origin (4403)', async () => {
    expect(await examinerSocket(base, world.sessionId, examiner, '').closed).toBe(LIVE_CLOSE_CODES.forbidden);
  });

  it('a user without ASSESSMENT_EDIT (4403)', async () => {
    expect(await examinerSocket(base, world.sessionId, await signIn(test.app, 'user')).closed).toBe(LIVE_CLOSE_CODES.forbidden);
  });

  it("a teacher outside their legitimate interest (4403: the examinee is in none of the teacher's groups)", async () => {
    expect(await examinerSocket(base, world.sessionId, await signIn(test.app, 'teacher')).closed).toBe(LIVE_CLOSE_CODES.forbidden);
  });

  it("another account's session, like a missing one (4404)", async () => {
    const other = await signIn(test.app, 'other');
    expect(await examinerSocket(base, world.sessionId, other).closed).toBe(LIVE_CLOSE_CODES.notFound);
    expect(await examinerSocket(base, 999_999, examiner).closed).toBe(LIVE_CLOSE_CODES.notFound);
    expect(await examinerSocket(base, 'abc', examiner).closed).toBe(LIVE_CLOSE_CODES.notFound);
  });

  it('a cancelled session (4410)', async () => {
    const cancelled = await makeLiveWorld(test.app, test.db, test.clock.now());
    await test.db.update(administrationSessions).set({ status: 'cancelled' }).where(eq(administrationSessions.id, cancelled.sessionId));
    expect(await examinerSocket(base, cancelled.sessionId, examiner).closed).toBe(LIVE_CLOSE_CODES.ended);
    expect(await examineeSocket(base, cancelled.cookie).closed).toBe(LIVE_CLOSE_CODES.ended);
  });

  it('and admits the examiner of the account with a welcome', async () => {
    const client = examinerSocket(base, world.sessionId, examiner);
    const welcome = await client.next(is.welcome);
    expect(welcome).toMatchObject({ role: 'examiner', state: { status: 'inProgress', step: { kind: 'waiting' } }, content: { kind: 'waiting' }, iceServers: [] });
    await client.close();
  });
});

describe('the examinee socket refuses', () => {
  it('no live cookie, or one that is not signed for the link (4401)', async () => {
    expect(await examineeSocket(base, null).closed).toBe(LIVE_CLOSE_CODES.unauthorized);
    expect(await examineeSocket(base, `${world.linkId}.${'A'.repeat(43)}`).closed).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it("a link whose token was replaced (the cookie was made for the old one)", async () => {
    const replaced = await makeLiveWorld(test.app, test.db, test.clock.now());
    await test.db.update(remoteLinks).set({ tokenHash: 'f'.repeat(64) }).where(eq(remoteLinks.id, replaced.linkId));
    expect(await examineeSocket(base, replaced.cookie).closed).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it('a revoked link, an expired one and one not yet open (4401)', async () => {
    const revoked = await makeLiveWorld(test.app, test.db, test.clock.now());
    await test.db.update(remoteLinks).set({ state: 'revoked', revokedAt: test.clock.now() }).where(eq(remoteLinks.id, revoked.linkId));
    expect(await examineeSocket(base, revoked.cookie).closed).toBe(LIVE_CLOSE_CODES.unauthorized);
    const now = test.clock.now();
    const expired = await makeLiveWorld(test.app, test.db, now, { linkExpiresAt: new Date(now.getTime() - 1000), linkStartsAt: new Date(now.getTime() - 60_000) });
    expect(await examineeSocket(base, expired.cookie).closed).toBe(LIVE_CLOSE_CODES.unauthorized);
    const early = await makeLiveWorld(test.app, test.db, now, { linkStartsAt: new Date(now.getTime() + 3_600_000) });
    expect(await examineeSocket(base, early.cookie).closed).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it('a link that is not a live link (4401)', async () => {
    const remote = await makeLiveWorld(test.app, test.db, test.clock.now());
    await test.db.update(remoteLinks).set({ kind: 'remote' }).where(eq(remoteLinks.id, remote.linkId));
    expect(await examineeSocket(base, remote.cookie).closed).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it('a live link of no participant (4404)', async () => {
    const [link] = await test.db
      .insert(remoteLinks)
      .values({ accountId: world.accountId, sessionId: world.sessionId, kind: 'live', tokenHash: 'e'.repeat(64), respondent: 'parent', locale: 'en_us', expiresAt: new Date(test.clock.now().getTime() + 3_600_000), createdBy: world.examinerId })
      .returning({ id: remoteLinks.id, tokenHash: remoteLinks.tokenHash, expiresAt: remoteLinks.expiresAt });
    if (!link) throw new Error('No link.');
    expect(await examineeSocket(base, liveCookieValue(test.app, link, test.clock.now())).closed).toBe(LIVE_CLOSE_CODES.notFound);
  });

  it('and admits the examinee with a welcome that holds no probe marks', async () => {
    const client = examineeSocket(base, world.cookie);
    expect(await client.next(is.welcome)).toMatchObject({ role: 'examinee', participantId: world.participantId, state: { orf: {} } });
    await client.close();
  });
});

describe('prosa.event', () => {
  it("answers the session's log in order after a sequence", async () => {
    const api = apiAs(test.app, examiner);
    const all = (await api('GET', `/prosa-facade/live-sessions/${world.sessionId}/events`)).json<LiveEvent[]>();
    expect(all[0]).toMatchObject({ sequence: 1, type: 'session.started' });
    expect(all.map((event) => event.sequence)).toEqual(all.map((_, index) => index + 1));
    const after = (await api('GET', `/prosa-facade/live-sessions/${world.sessionId}/events?after=1&limit=1`)).json<LiveEvent[]>();
    expect(after).toEqual([all[1]]);
  });

  it("answers 404 for another account's session and for a session outside the caller's interest", async () => {
    const other = apiAs(test.app, await signIn(test.app, 'other'));
    expect((await other('GET', `/prosa-facade/live-sessions/${world.sessionId}/events`)).statusCode).toBe(404);
    const teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
    expect((await teacher('GET', `/prosa-facade/live-sessions/${world.sessionId}/events`)).statusCode).toBe(404);
  });
});
