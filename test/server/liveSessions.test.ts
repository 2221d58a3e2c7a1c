/**
 * The live session operations (issue #20): planning (prosa.session live), the dashboard and its
 * filters, one session and its participants, video, launch, cancel, licence validation, the live
 * links and their token exchange, tenancy and legitimate interest.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LiveJoinState, LiveSessionDetails, LiveSessionSummary, LicenseValidation, LiveParticipant, SessionFilterValues } from '../../src/contract/services/liveSessions';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import type { AdministrationSession } from '../../src/contract/services/sessions';
import type { Examinee } from '../../src/domain/examinee';
import { featureLicenses, liveSessionEvents, remoteLinks, usageLedger } from '../../src/server/db/schema';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, cookieOf, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
const PROSA = '/prosa-facade';
const FACADE = '/assessment-facade';
let test: TestApp;
let examiner: Api;
let other: Api;
let teacher: Api;
let examinerId: number;
let examinee: Examinee;

const inHours = (hours: number): string => new Date(test.clock.now().getTime() + hours * 3_600_000).toISOString();

async function plan(body: Record<string, unknown> = {}, api: Api = examiner): Promise<AdministrationSession> {
  const response = await api('POST', `${PROSA}/sessions`, { examineeRecordId: examinee.id, delivery: 'live', productIds: ['phq9'], scheduledAt: inHours(0.5), durationMinutes: 45, ...body });
  expect(response.statusCode).toBe(201);
  return response.json<AdministrationSession>();
}

const details = async (id: number): Promise<LiveSessionDetails> => (await examiner('GET', `${PROSA}/live-sessions/${id}`)).json<LiveSessionDetails>();
const events = (sessionId: number) => test.db.select().from(liveSessionEvents).where(eq(liveSessionEvents.sessionId, sessionId)).orderBy(liveSessionEvents.sequence);
const linkFor = async (sessionId: number, respondent = 'examinee'): Promise<CreatedRemoteLink> => {
  const response = await examiner('POST', `${FACADE}/sessions/${sessionId}/examinee-links`, { respondent });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedRemoteLink>();
};
const tokenOf = (url: string): string => url.slice(url.indexOf('#') + 1);
const open = (token: string) => test.app.inject({ method: 'POST', url: `/qg-services${PROSA}/live/open`, payload: { token } });

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Ava', lastName: 'Lind' }))).json<Examinee>();
});
afterAll(async () => {
  await test?.close();
});

describe('prosa.session with delivery live', () => {
  it('creates drafts of the forms, held by the caller, scheduled, with the account default video', async () => {
    const session = await plan({ productIds: ['phq9', 'gad7'], title: 'Telepractice intake' });
    expect(session).toMatchObject({ delivery: 'live', title: 'Telepractice intake', assessments: [{ productCode: 'PHQ-9', status: 'draft' }, { productCode: 'GAD-7', status: 'draft' }] });
    const live = await details(session.id);
    expect(live).toMatchObject({ status: 'scheduled', examinerId, durationMinutes: 45, video: { mode: 'builtIn', url: null }, connected: { examiner: false, examinee: false }, examineeName: 'Lind, Ava' });
    expect(live.state).toMatchObject({ sequence: 0, status: 'scheduled', step: { kind: 'waiting' } });
    const people = (await examiner('GET', `${PROSA}/live-sessions/${session.id}/participants`)).json<LiveParticipant[]>();
    expect(people).toEqual([expect.objectContaining({ role: 'examiner', name: 'Dr. Emma Examiner', respondent: null, linkState: null, connected: false })]);
  });

  it('refuses a form the examinee may not take, naming productIds, and creates nothing', async () => {
    const response = await examiner('POST', `${PROSA}/sessions`, { examineeRecordId: examinee.id, delivery: 'live', productIds: ['no-such-form'], scheduledAt: inHours(1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', errors: [{ field: 'productIds' }] });
  });

  it('keeps link sessions as they were', async () => {
    const drafts = [];
    for (const productId of ['phq9', 'gad7']) {
      drafts.push((await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId, administrationDate: '2024-05-06', examinerId })).json<{ id: number }>());
    }
    const response = await examiner('POST', `${PROSA}/sessions`, { examineeRecordId: examinee.id, assessmentIds: drafts.map((draft) => draft.id) });
    expect(response.json()).toMatchObject({ delivery: 'link' });
    expect((await examiner('GET', `${PROSA}/live-sessions/${response.json<{ id: number }>().id}`)).statusCode).toBe(404);
  });
});

describe('the dashboard', () => {
  it('lists upcoming soonest first and past newest first, filtered by status, product, examiner, dates and search', async () => {
    const tagged = examineeBody({ firstName: 'Zed', lastName: 'Dashboard' });
    const person = (await examiner('POST', `${FACADE}/examinees`, tagged)).json<Examinee>();
    const later = await plan({ examineeRecordId: person.id, scheduledAt: inHours(72), title: 'Later' });
    const sooner = await plan({ examineeRecordId: person.id, scheduledAt: inHours(24), title: 'Sooner', productIds: ['gad7'] });
    const gone = await plan({ examineeRecordId: person.id, scheduledAt: inHours(48), title: 'Gone' });
    expect((await examiner('POST', `${PROSA}/live-sessions/${gone.id}/cancel`, {})).statusCode).toBe(200);
    const list = async (query: string) =>
      (await examiner('GET', `${FACADE}/live-sessions?search=Dashboard&${query}`)).json<{ sessions: LiveSessionSummary[]; total: number; setup: { durations: number[] } }>();
    const upcoming = await list('when=upcoming');
    expect(upcoming.sessions.map((session) => session.title)).toEqual(['Sooner', 'Later']);
    expect(upcoming.total).toBe(2);
    expect(upcoming.setup.durations).toContain(60);
    expect((await list('when=past')).sessions.map((session) => session.title)).toEqual(['Gone']);
    expect((await list('when=all')).sessions.map((session) => session.title)).toEqual(['Later', 'Gone', 'Sooner']);
    expect((await list('when=all&status=cancelled')).sessions.map((session) => session.id)).toEqual([gone.id]);
    expect((await list('when=all&productId=gad7')).sessions.map((session) => session.id)).toEqual([sooner.id]);
    expect((await list(`when=all&examinerId=${examinerId}`)).total).toBe(3);
    expect((await list('when=all&examinerId=999999')).total).toBe(0);
    // `from`/`to` are whole days in the caller's time zone: the 72-hour session's own day there
    // holds neither of the others (24 hours apart), whatever the time of day the test runs.
    const { timeZoneCode } = (await examiner('GET', '/account/users/self/preferences')).json<{ preferences: { timeZone: { timeZoneCode: string } } }>().preferences.timeZone;
    const laterDay = new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneCode }).format(new Date(inHours(72)));
    expect((await list(`when=all&from=${laterDay}&to=${laterDay}`)).sessions.map((session) => session.id)).toEqual([later.id]);
    expect((await examiner('GET', `${FACADE}/live-sessions?search=Sooner&when=all`)).json<{ total: number }>().total).toBe(1);
    expect((await examiner('GET', `${FACADE}/live-sessions?to=2026-02-30`)).json()).toMatchObject({ status: 400, errors: [{ field: 'to' }] });
    const values = (await examiner('GET', `${FACADE}/live-sessions/filter-values`)).json<SessionFilterValues>();
    expect(values.statuses).toEqual(expect.arrayContaining(['cancelled', 'scheduled']));
    expect(values.products.map((product) => product.id)).toEqual(expect.arrayContaining(['gad7', 'phq9']));
    expect(values.examiners).toEqual(expect.arrayContaining([{ id: examinerId, name: 'Dr. Emma Examiner' }]));
  });
});

describe('video, launch and cancel', () => {
  it('changes the video and appends video.changed; launch begins the session and answers the live screen', async () => {
    const session = await plan();
    const video = await examiner('PUT', `${PROSA}/live-sessions/${session.id}/video`, { mode: 'external', url: 'https://video.example.org/room/7' });
    expect(video.json()).toMatchObject({ video: { mode: 'external', url: 'https://video.example.org/room/7' } });
    expect((await examiner('PUT', `${PROSA}/live-sessions/${session.id}/video`, { mode: 'external', url: 'http://insecure' })).statusCode).toBe(400);
    const launched = await examiner('POST', `${FACADE}/live-sessions/${session.id}/launch`, {});
    expect(launched.statusCode).toBe(200);
    expect(launched.json()).toMatchObject({ url: `/tsl/sessions/${session.id}`, session: { status: 'inProgress' } });
    expect(launched.json<{ session: LiveSessionSummary }>().session.licenseValidatedAt).not.toBeNull();
    expect(launched.json<{ session: LiveSessionSummary }>().session.startedAt).not.toBeNull();
    expect((await events(session.id)).map((event) => event.type)).toEqual(['video.changed', 'session.started']);
    expect((await details(session.id)).state).toMatchObject({ status: 'inProgress', video: { mode: 'external' }, sequence: 2 });
    expect((await examiner('POST', `${PROSA}/live-sessions/${session.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('cancels a scheduled session: its links are revoked and session.cancelled is appended', async () => {
    const session = await plan();
    const link = await linkFor(session.id, 'parent');
    const cancelled = await examiner('POST', `${PROSA}/live-sessions/${session.id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const [row] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, link.link.id));
    expect(row?.state).toBe('revoked');
    expect((await events(session.id)).map((event) => event.type)).toEqual(['session.cancelled']);
    expect((await open(tokenOf(link.url))).statusCode).toBe(404);
    expect((await examiner('POST', `${FACADE}/live-sessions/${session.id}/launch`, {})).statusCode).toBe(409);
  });
});

describe('live links and the token exchange', () => {
  it('makes a live link to the live page with its participant, and exchanges its token for the live cookie', async () => {
    const session = await plan();
    const created = await linkFor(session.id, 'parent');
    expect(created.url).toMatch(/^\/osa\/live#[\w-]{43}$/);
    expect(created.link).toMatchObject({ kind: 'live', respondent: 'parent', sessionId: session.id });
    const scheduled = new Date((await details(session.id)).scheduledAt).getTime();
    expect(Date.parse(created.link.startsAt)).toBe(scheduled - 3_600_000);
    expect(Date.parse(created.link.expiresAt)).toBe(scheduled + 45 * 60_000 + 24 * 3_600_000);
    const people = (await examiner('GET', `${PROSA}/live-sessions/${session.id}/participants`)).json<LiveParticipant[]>();
    expect(people[1]).toMatchObject({ role: 'examinee', name: 'Parent of Ava', respondent: 'parent', linkState: 'sent' });

    const opened = await open(tokenOf(created.url));
    expect(opened.statusCode).toBe(200);
    expect(opened.json<LiveJoinState>()).toMatchObject({ examineeFirstName: 'Ava', respondent: 'parent', status: 'scheduled', examinerName: 'Dr. Emma Examiner', video: { mode: 'builtIn' } });
    const cookie = cookieOf(opened, 'qg_live');
    expect(cookie).toBeDefined();
    const state = await test.app.inject({ method: 'GET', url: `/qg-services${PROSA}/live/state`, headers: { cookie: `qg_live=${cookie}` } });
    expect(state.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: `/qg-services${PROSA}/live/state` })).statusCode).toBe(404);
  });

  it('answers a wrong, other-kind, not-yet-open, revoked and expired token alike', async () => {
    const soon = await plan();
    const later = await plan({ scheduledAt: inHours(30) });
    const notYet = await linkFor(later.id);
    const revoked = await linkFor(soon.id);
    expect((await examiner('POST', `${FACADE}/links/${revoked.link.id}/revoke`, {})).statusCode).toBe(200);
    const draft = (await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<{ id: number }>();
    const remote = (await examiner('POST', `${FACADE}/assessments/${draft.id}/qosa-links`, {})).json<CreatedRemoteLink>();
    // A player link of the live session itself (an e-mailed remote link of the session would be one).
    const playerKind = await linkFor(soon.id);
    await test.db.update(remoteLinks).set({ kind: 'remote' }).where(eq(remoteLinks.id, playerKind.link.id));
    const expiring = await linkFor(soon.id);
    const openNow = await open(tokenOf(playerKind.url));
    test.clock.advanceMinutes(30 * 60);
    const answers = [await open('x'.repeat(43)), await open(tokenOf(remote.url)), openNow, await open(tokenOf(revoked.url)), await open(tokenOf(expiring.url))];
    test.clock.advanceMinutes(-30 * 60);
    answers.push(await open(tokenOf(notYet.url)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(answers[0]?.json());
    }
  });
});

describe('licence validation', () => {
  it('records one usage per assessment once, and refuses all or nothing when a product has no licence', async () => {
    const clinicId = await demoClinicId(test.db);
    const session = await plan({ productIds: ['phq9', 'gad7'] });
    const ledgerCount = async () => (await test.db.select({ n: sql<number>`count(*)::int` }).from(usageLedger).where(eq(usageLedger.accountId, clinicId)))[0]?.n ?? 0;
    const before = await ledgerCount();
    const first = await examiner('POST', `${PROSA}/live-sessions/${session.id}/license`, {});
    expect(first.statusCode).toBe(200);
    const validation = first.json<LicenseValidation>();
    expect(validation.usages).toEqual([expect.objectContaining({ productId: 'phq9', charge: 'usage' }), expect.objectContaining({ productId: 'gad7', charge: 'usage' })]);
    expect(await ledgerCount()).toBe(before + 2);
    const again = await examiner('POST', `${PROSA}/live-sessions/${session.id}/license`, {});
    expect(again.json<LicenseValidation>()).toEqual(validation);
    expect(await ledgerCount()).toBe(before + 2);

    // Only the ORF subscription is left: a session of ORF and PHQ-9 draws nothing at all.
    const general = await test.db.select().from(featureLicenses).where(and(eq(featureLicenses.accountId, clinicId), eq(featureLicenses.name, 'Clinical reports, 500 usages')));
    const clinical = general[0];
    if (!clinical) throw new Error('The demo clinic has no general licence.');
    await test.db.update(featureLicenses).set({ usagesUsed: clinical.usagesGranted ?? 0 }).where(eq(featureLicenses.id, clinical.id));
    try {
      const child = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Noa', lastName: 'Young', birthDate: '2017-03-01' }))).json<Examinee>();
      const mixed = await plan({ examineeRecordId: child.id, productIds: ['orf', 'writing_sample'] });
      const refused = await examiner('POST', `${PROSA}/live-sessions/${mixed.id}/license`, {});
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'licenseExhausted', detail: expect.stringContaining('WS-AR') });
      expect(await ledgerCount()).toBe(before + 2);
      expect((await details(mixed.id)).licenseValidatedAt).toBeNull();
      expect((await examiner('POST', `${FACADE}/live-sessions/${mixed.id}/launch`, {})).statusCode).toBe(402);
      expect((await details(mixed.id)).status).toBe('scheduled');
    } finally {
      await test.db.update(featureLicenses).set({ usagesUsed: clinical.usagesUsed }).where(eq(featureLicenses.id, clinical.id));
    }
  });
});

describe('tenancy and legitimate interest', () => {
  it("answers another account's session, and a session outside a teacher's groups, like a missing one", async () => {
    const session = await plan();
    const reads = [`${PROSA}/live-sessions/${session.id}`, `${PROSA}/live-sessions/${session.id}/participants`];
    const writes: [string, string, object][] = [
      ['PUT', `${PROSA}/live-sessions/${session.id}/video`, { mode: 'none' }],
      ['POST', `${PROSA}/live-sessions/${session.id}/license`, {}],
      ['POST', `${PROSA}/live-sessions/${session.id}/cancel`, {}],
      ['POST', `${FACADE}/live-sessions/${session.id}/launch`, {}],
      ['POST', `${FACADE}/sessions/${session.id}/examinee-links`, {}],
    ];
    for (const url of reads) {
      expect((await other('GET', url)).statusCode).toBe(404);
      expect((await teacher('GET', url)).statusCode).toBe(404);
    }
    for (const [method, url, body] of writes) expect((await other(method as 'POST', url, body)).statusCode).toBe(404);
    expect((await other('GET', `${FACADE}/live-sessions?when=all`)).json<{ sessions: { id: number }[] }>().sessions.map((row) => row.id)).not.toContain(session.id);
    expect((await details(session.id)).status).toBe('scheduled');
  });
});
