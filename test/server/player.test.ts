/**
 * The examinee player's calls: the token exchanged for an HttpOnly cookie scoped to the player,
 * no Referer leaving it, answers saved with versions (a stale one answers 409 and saves nothing),
 * submission once with the score of record, resume data, session links, expiry, revocation,
 * resend, reuse after completion, the rate limit and enumeration timing.
 */
import { linkExpiry } from '../../src/domain/remoteLink';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AssessmentDetails } from '../../src/contract/types';
import type { CreatedRemoteLink, RemoteLinkSummary } from '../../src/contract/services/remoteLinks';
import type { PlayerResponseSaved, PlayerState } from '../../src/contract/services/player';
import type { AdministrationSession } from '../../src/contract/services/sessions';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog, remoteLinks } from '../../src/server/db/schema';
import { tokenHash } from '../../src/server/services/remoteLinks/linkStore';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let examinerId: number;
let examinee: Examinee;
const FACADE = '/assessment-facade';
const OSA = '/qg-services/assessment-facade/osa';

async function newAssessment(productId = 'phq9', api: Api = examiner, examineeId = examinee.id): Promise<Assessment> {
  const response = await api('POST', `${FACADE}/assessments`, { examineeRecordId: examineeId, productId, administrationDate: '2024-05-06', examinerId });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

async function newLink(assessmentId: number, body: object = {}): Promise<{ link: RemoteLinkSummary; token: string }> {
  const created = (await examiner('POST', `${FACADE}/assessments/${assessmentId}/qosa-links`, body)).json<CreatedRemoteLink>();
  return { link: created.link, token: created.url.split('#')[1] as string };
}

const playerCookieOf = (response: LightMyRequestResponse) => (response.cookies as { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string }[]).find((cookie) => cookie.name === 'qg_osa');

/** A browser of the player: it keeps the player cookie like a browser would. */
function playerBrowser(app: TestApp) {
  let cookie: string | undefined;
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => {
    const response = await app.app.inject({
      method,
      url: `${OSA}${path}`,
      ...(cookie ? { cookies: { qg_osa: cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
    const set = playerCookieOf(response);
    if (set) cookie = set.value === '' ? undefined : set.value;
    return response;
  };
  return {
    call,
    open: (token: string) => call('POST', '/open', { token }),
    state: () => call('GET', '/state'),
    save: (assessmentId: number, itemId: string, value: number | null, version: number) => call('PUT', `/assessments/${assessmentId}/responses/${itemId}`, { value, version }),
    submit: (assessmentId: number, version: number) => call('POST', `/assessments/${assessmentId}/submit`, { version }),
    launch: () => call('POST', '/launch', {}),
    get cookie() {
      return cookie;
    },
  };
}

/** Answers every PHQ-9 item from `values` in order, chaining versions; answers the last version. */
async function answerAll(browser: ReturnType<typeof playerBrowser>, assessmentId: number, values: number[], version: number): Promise<number> {
  let current = version;
  for (const [index, value] of values.entries()) {
    const saved = await browser.save(assessmentId, `phq9_${index + 1}`, value, current);
    expect(saved.statusCode).toBe(200);
    current = saved.json<PlayerResponseSaved>().version;
  }
  return current;
}

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Robin' }))).json<Examinee>();
});
afterAll(async () => {
  await test.close();
});

describe('opening a link', () => {
  it('exchanges the token for an HttpOnly, SameSite=Strict cookie (path /, as __Host- requires over https) and sends no Referer', async () => {
    const assessment = await newAssessment();
    const { link, token } = await newLink(assessment.id, { locale: 'fr_fr' });
    const browser = playerBrowser(test);
    const opened = await browser.open(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const cookie = playerCookieOf(opened);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).not.toContain(token);
    const state = opened.json<PlayerState>();
    expect(state.link).toMatchObject({ state: 'opened', locale: 'fr_fr', launched: false });
    expect(state).toMatchObject({ accountName: 'Demo Clinic', examineeFirstName: 'Robin', examinerName: 'Dr. Emma Examiner' });
    expect(state.assessments).toHaveLength(1);
    expect(state.assessments[0]?.form.items.map((item) => item.id)).toContain('phq9_9');
    expect(JSON.stringify(state)).not.toMatch(/score|birthDate|lastName/i);

    // The cookie alone carries the player from now on.
    const again = await browser.state();
    expect(again.statusCode).toBe(200);
    expect(again.headers['referrer-policy']).toBe('no-referrer');
    const [stored] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, link.id));
    expect(stored?.state).toBe('opened');
    expect(stored?.openedAt).not.toBeNull();
  });

  it('answers linkInvalid without a cookie, with a forged cookie and for an unknown token', async () => {
    expect((await playerBrowser(test).state()).json()).toMatchObject({ status: 404, code: 'linkInvalid' });
    const forged = await test.app.inject({ method: 'GET', url: `${OSA}/state`, cookies: { qg_osa: `1.${'A'.repeat(43)}` } });
    expect(forged.json()).toMatchObject({ code: 'linkInvalid' });
    expect((await playerBrowser(test).open('x'.repeat(43))).json()).toMatchObject({ status: 404, code: 'linkInvalid' });
  });

  it('records the launch once', async () => {
    const assessment = await newAssessment();
    const { link, token } = await newLink(assessment.id);
    const browser = playerBrowser(test);
    await browser.open(token);
    expect((await browser.launch()).json<PlayerState>().link.launched).toBe(true);
    await browser.launch();
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.entityId, String(link.id)));
    expect(audit.filter((row) => row.action === 'assessment.osaLaunchNotification')).toHaveLength(1);
    const listed = (await examiner('GET', `${FACADE}/assessments/${assessment.id}/links`)).json<RemoteLinkSummary[]>();
    expect(listed[0]?.launchedAt).not.toBeNull();
  });
});

describe('answering', () => {
  it('saves each answer with a version, rejects a stale one with 409 and loses nothing', async () => {
    const assessment = await newAssessment();
    const { token } = await newLink(assessment.id);
    const browser = playerBrowser(test);
    const state = (await browser.open(token)).json<PlayerState>();
    const version = state.assessments[0]?.version as number;
    const first = await browser.save(assessment.id, 'phq9_1', 2, version);
    expect(first.json<PlayerResponseSaved>()).toEqual({ assessmentId: assessment.id, itemId: 'phq9_1', version: version + 1 });

    // A second tab still on the old version.
    const stale = await browser.save(assessment.id, 'phq9_1', 0, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict' });
    const resumed = (await browser.state()).json<PlayerState>();
    expect(resumed.assessments[0]?.responses).toEqual({ phq9_1: 2 });
    expect(resumed.link.state).toBe('inProgress');

    expect((await browser.save(assessment.id, 'phq9_2', 7, version + 1)).json()).toMatchObject({ status: 400, errors: [{ field: 'value' }] });
    expect((await browser.save(assessment.id, 'nope', 1, version + 1)).json()).toMatchObject({ status: 400, errors: [{ field: 'itemId' }] });
    const cleared = await browser.save(assessment.id, 'phq9_1', null, version + 1);
    expect(cleared.statusCode).toBe(200);
    expect((await browser.state()).json<PlayerState>().assessments[0]?.responses).toEqual({});

    // The examiner sees the answers as they come in, still in progress.
    const details = (await examiner('GET', `${FACADE}/assessments/${assessment.id}`)).json<AssessmentDetails>();
    expect(details.assessment.status).toBe('draft');
  });

  it('keeps a fully answered form in progress until it is submitted, then scores it once', async () => {
    const assessment = await newAssessment();
    const { link, token } = await newLink(assessment.id);
    const browser = playerBrowser(test);
    const start = (await browser.open(token)).json<PlayerState>().assessments[0]?.version as number;
    const incomplete = await answerAll(browser, assessment.id, [1, 1, 1], start);
    const early = await browser.submit(assessment.id, incomplete);
    expect(early.json()).toMatchObject({ status: 400, code: 'validation' });
    expect(early.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain('responses.phq9_4');

    let version = await answerAll(browser, assessment.id, [1, 1, 1, 2, 2, 2, 3, 0, 0], incomplete);
    version = (await browser.save(assessment.id, 'phq9_difficulty', 1, version)).json<PlayerResponseSaved>().version;
    const before = (await examiner('GET', `${FACADE}/assessments/${assessment.id}`)).json<AssessmentDetails>();
    expect(before.assessment.status).toBe('inProgress');

    const submitted = await browser.submit(assessment.id, version);
    expect(submitted.statusCode).toBe(200);
    const after = submitted.json<PlayerState>();
    expect(after.link.state).toBe('completed');
    // A link of one's own keeps its cookie (its thanks page stays); only a class session's device forgets it.
    expect(after.link.classSession).toBe(false);
    expect(playerCookieOf(submitted)).toBeUndefined();
    expect(after.assessments[0]?.status).toBe('submitted');

    const details = (await examiner('GET', `${FACADE}/assessments/${assessment.id}`)).json<AssessmentDetails>();
    expect(details.assessment.status).toBe('scored');
    expect(details.assessment.score?.scales.find((scale) => scale.scaleId === 'total')?.raw).toBe(12);
    const listed = (await examiner('GET', `${FACADE}/assessments/${assessment.id}/links`)).json<RemoteLinkSummary[]>();
    expect(listed.find((candidate) => candidate.id === link.id)).toMatchObject({ state: 'completed' });

    // Reuse after completion: the cookie and the token both meet a closed link; nothing is written.
    const kept = browser.cookie as string;
    const resubmit = await browser.submit(assessment.id, version + 1);
    expect(resubmit.json()).toMatchObject({ status: 410, code: 'linkCompleted' });
    expect(playerCookieOf(resubmit)?.value).toBe('');
    const replayed = await test.app.inject({ method: 'PUT', url: `${OSA}/assessments/${assessment.id}/responses/phq9_1`, cookies: { qg_osa: kept }, payload: { value: 3, version: version + 1 } });
    expect(replayed.json()).toMatchObject({ status: 410, code: 'linkCompleted' });
    expect((await playerBrowser(test).open(token)).json()).toMatchObject({ status: 410, code: 'linkCompleted' });
    const unchanged = (await examiner('GET', `${FACADE}/assessments/${assessment.id}`)).json<AssessmentDetails>();
    expect(unchanged.assessment.version).toBe(details.assessment.version);
  });
});

describe('expiry, revocation and resend', () => {
  it('closes a revoked link to the cookie and the token, and refuses writes', async () => {
    const assessment = await newAssessment();
    const { link, token } = await newLink(assessment.id);
    const browser = playerBrowser(test);
    const version = (await browser.open(token)).json<PlayerState>().assessments[0]?.version as number;
    await examiner('POST', `${FACADE}/links/${link.id}/revoke`, {});
    const refused = await browser.save(assessment.id, 'phq9_1', 1, version);
    expect(refused.json()).toMatchObject({ status: 410, code: 'linkRevoked' });
    expect(playerCookieOf(refused)?.value).toBe('');
    expect((await playerBrowser(test).open(token)).json()).toMatchObject({ status: 410, code: 'linkRevoked' });
    const details = (await examiner('GET', `${FACADE}/assessments/${assessment.id}`)).json<AssessmentDetails>();
    expect(details.assessment.responses).toEqual({});
  });

  it('resend replaces the token: the old address and its cookie stop working, answers stay', async () => {
    const assessment = await newAssessment();
    const { link, token } = await newLink(assessment.id);
    const browser = playerBrowser(test);
    const version = (await browser.open(token)).json<PlayerState>().assessments[0]?.version as number;
    await browser.save(assessment.id, 'phq9_1', 3, version);
    const resent = (await examiner('POST', `${FACADE}/links/${link.id}/resend`, {})).json<CreatedRemoteLink>();
    const newToken = resent.url.split('#')[1] as string;
    expect(newToken).not.toBe(token);
    const [stored] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, link.id));
    expect(stored?.tokenHash).toBe(tokenHash(newToken));
    expect((await browser.state()).json()).toMatchObject({ code: 'linkInvalid' });
    expect((await playerBrowser(test).open(token)).json()).toMatchObject({ code: 'linkInvalid' });
    const reopened = (await playerBrowser(test).open(newToken)).json<PlayerState>();
    expect(reopened.assessments[0]?.responses).toEqual({ phq9_1: 3 });
    expect((await other('POST', `${FACADE}/links/${link.id}/resend`, {})).statusCode).toBe(404);
  });

  it('an expired link answers linkExpired to the token and the cookie', async () => {
    const assessment = await newAssessment();
    const { token, link } = await newLink(assessment.id, { validForDays: 1 });
    const browser = playerBrowser(test);
    expect((await browser.open(token)).statusCode).toBe(200);
    // Valid to the end of tomorrow in the examiner's time zone: a minute later it has expired.
    test.clock.advanceMinutes(Math.ceil((Date.parse(link.expiresAt) - test.clock.now().getTime()) / 60_000) + 1);
    expect((await browser.state()).json()).toMatchObject({ status: 410, code: 'linkExpired' });
    expect((await playerBrowser(test).open(token)).json()).toMatchObject({ status: 410, code: 'linkExpired' });
    examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
    other = apiAs(test.app, await signIn(test.app, 'other'));
  });
});

describe('launch on this device and session links', () => {
  it('launch answers an in-person link valid for one day', async () => {
    const assessment = await newAssessment();
    const launched = await examiner('POST', `${FACADE}/assessments/${assessment.id}/launch`, { locale: 'de_de' });
    expect(launched.statusCode).toBe(201);
    const created = launched.json<CreatedRemoteLink>();
    expect(created.link).toMatchObject({ kind: 'inPerson', locale: 'de_de', respondent: 'examinee' });
    expect(created.link.expiresAt).toBe(linkExpiry(new Date(created.link.createdAt), 1, 'America/New_York'));
    expect((await playerBrowser(test).open(created.url.split('#')[1] as string)).statusCode).toBe(200);
  });

  it('refuses products the examiner administers', async () => {
    const child = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ birthDate: '2016-02-01' }))).json<Examinee>();
    const orf = await newAssessment('orf', examiner, child.id);
    expect((await examiner('POST', `${FACADE}/assessments/${orf.id}/qosa-links`, {})).json()).toMatchObject({ status: 409, code: 'conflict' });
  });

  it('a session link answers its forms in the order given and completes after the last', async () => {
    // Created GAD-7 first: the session's order is the examiner's, not the creation order.
    const gad = await newAssessment('gad7');
    const phq = await newAssessment('phq9');
    const created = await examiner('POST', '/prosa-facade/sessions', { examineeRecordId: examinee.id, assessmentIds: [phq.id, gad.id], title: 'Intake' });
    expect(created.statusCode).toBe(201);
    const session = created.json<AdministrationSession>();
    expect(session.assessments.map((entry) => entry.productCode)).toEqual(['PHQ-9', 'GAD-7']);
    expect((await examiner('POST', '/prosa-facade/sessions', { examineeRecordId: examinee.id, assessmentIds: [phq.id, gad.id] })).statusCode).toBe(409);
    expect((await other('POST', '/prosa-facade/sessions', { examineeRecordId: examinee.id, assessmentIds: [phq.id, gad.id] })).statusCode).toBe(404);

    const link = (await examiner('POST', `${FACADE}/sessions/${session.id}/examinee-links`, {})).json<CreatedRemoteLink>();
    expect(link.link).toMatchObject({ sessionId: session.id, assessmentId: null });
    const browser = playerBrowser(test);
    const state = (await browser.open(link.url.split('#')[1] as string)).json<PlayerState>();
    expect(state.assessments.map((form) => form.form.code)).toEqual(['PHQ-9', 'GAD-7']);

    let phqVersion = await answerAll(browser, phq.id, [0, 0, 1, 1, 0, 0, 0, 0, 0], state.assessments[0]?.version as number);
    phqVersion = (await browser.save(phq.id, 'phq9_difficulty', 0, phqVersion)).json<PlayerResponseSaved>().version;
    const afterFirst = (await browser.submit(phq.id, phqVersion)).json<PlayerState>();
    expect(afterFirst.link.state).toBe('inProgress');
    expect(afterFirst.assessments.map((form) => form.status)).toEqual(['submitted', 'open']);

    let gadVersion = afterFirst.assessments[1]?.version as number;
    for (let item = 1; item <= 7; item += 1) {
      gadVersion = (await browser.save(gad.id, `gad7_${item}`, 1, gadVersion)).json<PlayerResponseSaved>().version;
    }
    const gadForm = afterFirst.assessments[1]?.form.items ?? [];
    for (const item of gadForm.filter((entry) => !/^gad7_[1-7]$/.test(entry.id) && !entry.optional)) {
      gadVersion = (await browser.save(gad.id, item.id, item.options[0]?.value ?? 0, gadVersion)).json<PlayerResponseSaved>().version;
    }
    expect((await browser.submit(gad.id, gadVersion)).json<PlayerState>().link.state).toBe('completed');
    const bySession = (await examiner('GET', `${FACADE}/sessions/${session.id}/links`)).json<RemoteLinkSummary[]>();
    expect(bySession.map((entry) => entry.state)).toEqual(['completed']);
    const byAssessment = (await examiner('GET', `${FACADE}/assessments/${gad.id}/links`)).json<RemoteLinkSummary[]>();
    expect(byAssessment.map((entry) => entry.id)).toEqual([link.link.id]);
    expect((await other('GET', `${FACADE}/sessions/${session.id}/links`)).statusCode).toBe(404);
  });
});

describe('look-ups', () => {
  it('limits openings per address', async () => {
    const limited = await createTestApp({ linkLookupsPerMinute: 3, linkLookupFloorMs: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await playerBrowser(limited).open(`guess-${i}`)).statusCode);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('a wrong token and an expired one cannot be told apart by their timing', async () => {
    const timed = await createTestApp({ linkLookupFloorMs: 150 });
    try {
      const api = apiAs(timed.app, await signIn(timed.app, 'examiner'));
      const owner = await selfUserId(api);
      const person = (await api('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
      const expiredTokens: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const assessment = (await api('POST', `${FACADE}/assessments`, { examineeRecordId: person.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId: owner })).json<Assessment>();
        const created = (await api('POST', `${FACADE}/assessments/${assessment.id}/qosa-links`, { validForDays: 1 })).json<CreatedRemoteLink>();
        expiredTokens.push(created.url.split('#')[1] as string);
      }
      timed.clock.advanceMinutes(3 * 24 * 60);
      const measure = async (token: string) => {
        const started = performance.now();
        const response = await playerBrowser(timed).open(token);
        return { ms: performance.now() - started, code: response.json<{ code: string }>().code };
      };
      const wrong: number[] = [];
      const expired: number[] = [];
      // Interleaved, so drift on a busy machine falls on both alike.
      for (const [index, token] of expiredTokens.entries()) {
        const a = await measure(`${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`);
        const b = await measure(token);
        expect([a.code, b.code]).toEqual(['linkInvalid', 'linkExpired']);
        wrong.push(a.ms);
        expired.push(b.ms);
        expect(index).toBeLessThan(expiredTokens.length);
      }
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
      // Both answer at the floor: every answer takes at least the floor, and the medians of the
      // two kinds differ by less than a fifth of it (without the floor a found row costs more work).
      expect(Math.min(...wrong, ...expired)).toBeGreaterThanOrEqual(149);
      expect(Math.abs(median(wrong) - median(expired))).toBeLessThan(30);
    } finally {
      await timed.close();
    }
  });
});
