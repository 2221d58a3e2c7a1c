/**
 * The back office's assessment tracker through the API (issue #17): staff look an assessment up
 * by its id, a session or link, or an examinee id in an account, each step audited with their
 * reason; the timeline shows its lifecycle oldest first; names and responses are absent unless
 * revealed with a second reason, audited on its own; status updates reopen a submitted remote
 * assessment, expire a link and resolve a failed delivery, by the domain's rules, audited and on
 * the timeline afterwards; customers never reach these calls.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import type { AssessmentTracker, TrackerMatch } from '../../src/contract/services/assessmentTracker';
import type { PlayerResponseSaved } from '../../src/contract/services/player';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog, emailDeliveryAttempts, emailMessages } from '../../src/server/db/schema';
import { examineeBody, phq9Responses } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let examiner: Api;
let admin: Api;
let clinicId: number;
let examinerId: number;

const FACADE = '/assessment-facade';
const OSA = '/qg-services/assessment-facade/osa';
/** A step of the fake clock between events (a second), so events have distinct instants without outliving the sign-in's tokens. */
const STEP_MINUTES = 1 / 60;
const REASON = 'Ticket 4711: the clinic asks why a questionnaire shows as submitted.';
const REVEAL = 'Ticket 4711: the clinic needs us to confirm the examinee by name.';
const q = (extra: Record<string, string | number | boolean> = {}) => new URLSearchParams({ reason: REASON, ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, String(value)])) }).toString();
const byId = (assessmentId: number, extra: Record<string, string | number | boolean> = {}) => staff('GET', `/back-office/tracker/assessments/${assessmentId}?${q(extra)}`);
const statusUpdate = (accountId: number, assessmentId: number, body: object) => staff('POST', `/back-office/tracker/accounts/${accountId}/assessments/${assessmentId}/status`, { reason: REASON, ...body });

function ok<T>(response: LightMyRequestResponse, status = 200): T {
  if (response.statusCode !== status) throw new Error(`Expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** A player session over inject that keeps its cookie. */
function player() {
  let cookie: string | undefined;
  const call = async (method: 'POST' | 'PUT', path: string, payload: object) => {
    const response = await test.app.inject({ method, url: `${OSA}${path}`, payload, ...(cookie ? { cookies: { qg_osa: cookie } } : {}) });
    const set = (response.cookies as { name: string; value: string }[]).find((candidate) => candidate.name === 'qg_osa');
    if (set) cookie = set.value === '' ? undefined : set.value;
    return response;
  };
  return {
    open: (token: string) => call('POST', '/open', { token }),
    save: (assessmentId: number, itemId: string, value: number, version: number) => call('PUT', `/assessments/${assessmentId}/responses/${itemId}`, { value, version }),
    submit: (assessmentId: number, version: number) => call('POST', `/assessments/${assessmentId}/submit`, { version }),
  };
}

interface Submitted {
  examinee: Examinee;
  assessment: Assessment;
  linkId: number;
  token: string;
}

/** An examinee's PHQ-9 answered and submitted through a remote link (so it is scored). */
async function submittedRemotely(): Promise<Submitted> {
  const examinee = ok<Examinee>(await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Tamsin', lastName: 'Trackwell', birthDate: '1987-03-14' })), 201);
  const assessment = ok<Assessment>(await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId }), 201);
  const created = ok<CreatedRemoteLink>(await examiner('POST', `${FACADE}/assessments/${assessment.id}/qosa-links`, { validForDays: 7 }), 201);
  const token = created.url.split('#')[1] ?? '';
  const browser = player();
  ok(await browser.open(token));
  let version = assessment.version;
  for (const [index, value] of [1, 2, 1, 2, 1, 2, 1, 0, 1].entries()) {
    test.clock.advanceMinutes(STEP_MINUTES);
    version = ok<PlayerResponseSaved>(await browser.save(assessment.id, `phq9_${index + 1}`, value, version)).version;
  }
  test.clock.advanceMinutes(STEP_MINUTES);
  ok(await browser.submit(assessment.id, version));
  return { examinee, assessment, linkId: created.link.id, token };
}

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examinerId = await selfUserId(examiner);
});
afterAll(async () => {
  await test?.close();
});

describe('looking an assessment up by its id', () => {
  it('finds the account, enters it with the reason and shows the lifecycle oldest first, without names or responses', async () => {
    const { examinee, assessment, linkId } = await submittedRemotely();
    const response = await byId(assessment.id);
    const tracker = ok<AssessmentTracker>(response);
    expect(tracker).toMatchObject({ accountId: clinicId, accountName: 'Demo Clinic', assessment: { id: assessment.id, status: 'scored', productId: 'phq9' }, reopenRefusal: null });
    const kinds = tracker.timeline.map((event) => event.kind);
    expect(kinds[0]).toBe('created');
    expect(kinds.filter((kind) => kind === 'answered')).toHaveLength(9);
    expect(kinds.indexOf('linkCreated')).toBeLessThan(kinds.indexOf('linkOpened'));
    expect(kinds.indexOf('linkOpened')).toBeLessThan(kinds.indexOf('answered'));
    expect(kinds.lastIndexOf('answered')).toBeLessThan(kinds.indexOf('submitted'));
    expect(kinds.indexOf('submitted')).toBeLessThan(kinds.indexOf('scored'));
    expect(kinds.indexOf('scored')).toBeLessThan(kinds.indexOf('linkCompleted'));
    const times = tracker.timeline.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(tracker.links).toEqual([expect.objectContaining({ id: linkId, state: 'completed', canExpire: false })]);
    expect(tracker.timeline.find((event) => event.kind === 'created')?.actor).toBe('Dr. Emma Examiner');

    // Hidden by default: nothing that names the examinee, and no responses.
    expect(tracker).not.toHaveProperty('revealed');
    for (const secret of [examinee.firstName, examinee.lastName, examinee.examineeId, examinee.birthDate, 'responses']) expect(response.body).not.toContain(secret);

    const rows = await test.db.select().from(auditLog).where(eq(auditLog.reason, REASON));
    expect(rows.map((row) => [row.action, row.accountId === clinicId])).toEqual(expect.arrayContaining([['staff.enterAllAccounts', false], ['staff.enterAccount', true]]));
  });

  it('answers 404 alike for an id that exists nowhere and for an assessment of another account than the one named', async () => {
    const { assessment } = await submittedRemotely();
    const missing = await byId(2_000_000_000);
    const elsewhere = await byId(assessment.id, { accountId: clinicId + 1000 });
    expect(missing.statusCode).toBe(404);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<{ detail: string }>().detail).toBe(missing.json<{ detail: string }>().detail);
    expect(ok<AssessmentTracker>(await byId(assessment.id, { accountId: clinicId })).assessment.id).toBe(assessment.id);
  });

  it('refuses a lookup without a stated reason', async () => {
    const response = await staff('GET', `/back-office/tracker/assessments/1?reason=short`);
    expect(response.statusCode).toBe(400);
  });
});

describe('the timeline of an examiner’s own work', () => {
  it('shows item entry, deletion and recovery with who did them, in order', async () => {
    const examinee = ok<Examinee>(await examiner('POST', `${FACADE}/examinees`, examineeBody()), 201);
    const draft = ok<Assessment>(await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId }), 201);
    test.clock.advanceMinutes(STEP_MINUTES);
    ok(await examiner('PUT', `${FACADE}/assessments/${draft.id}`, { version: draft.version, responses: phq9Responses([1, 1, 1, 1, 1, 1, 1, 1, 1], 1), administrationDate: '2024-05-06', examinerId, status: 'scored' }));
    test.clock.advanceMinutes(STEP_MINUTES);
    ok(await examiner('DELETE', `${FACADE}/assessments/${draft.id}`));
    test.clock.advanceMinutes(STEP_MINUTES);
    ok(await admin('POST', `${FACADE}/assessments/${draft.id}/recover`, {}));
    const tracker = ok<AssessmentTracker>(await byId(draft.id));
    expect(tracker.timeline.map((event) => [event.kind, event.actor])).toEqual([
      ['created', 'Dr. Emma Examiner'],
      ['itemEntry', 'Dr. Emma Examiner'],
      ['scored', null],
      ['deleted', 'Dr. Emma Examiner'],
      ['recovered', expect.any(String)],
    ]);
  });
});

describe('revealing names and responses', () => {
  it('needs its own stated reason', async () => {
    const { assessment } = await submittedRemotely();
    const refused = await byId(assessment.id, { reveal: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['revealReason']);
  });

  it('answers them with the reason, audits the reveal as its own event and shows it on the timeline', async () => {
    const { examinee, assessment } = await submittedRemotely();
    const tracker = ok<AssessmentTracker>(await byId(assessment.id, { reveal: true, revealReason: REVEAL }));
    expect(tracker.revealed).toMatchObject({ firstName: 'Tamsin', lastName: 'Trackwell', examineeId: examinee.examineeId, birthDate: '1987-03-14', responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, 1]) });
    const reveal = tracker.timeline.find((event) => event.kind === 'revealed');
    // Staff are not the account's users; the timeline still names who it was.
    expect(reveal).toMatchObject({ reason: REVEAL, subject: 'assessment', subjectId: assessment.id, actor: 'Bob Backoffice' });
    const rows = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.revealExamineeData'), eq(auditLog.entityId, String(assessment.id))));
    expect(rows).toEqual([expect.objectContaining({ accountId: clinicId, entity: 'assessment', reason: REVEAL })]);
  });
});

describe('looking up by session and by examinee', () => {
  it('finds the assessments of an administration session and of a remote link', async () => {
    const examinee = ok<Examinee>(await examiner('POST', `${FACADE}/examinees`, examineeBody()), 201);
    const drafts: Assessment[] = [];
    for (const productId of ['phq9', 'gad7']) drafts.push(ok<Assessment>(await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId, administrationDate: '2024-05-06', examinerId }), 201));
    const session = ok<{ id: number }>(await examiner('POST', '/prosa-facade/sessions', { examineeRecordId: examinee.id, assessmentIds: drafts.map((draft) => draft.id), title: 'Intake' }), 201);
    const matches = ok<TrackerMatch[]>(await staff('GET', `/back-office/tracker/sessions/${session.id}?${q({ kind: 'administration' })}`));
    expect(matches.map((match) => [match.assessmentId, match.accountId, match.productId])).toEqual(drafts.map((draft) => [draft.id, clinicId, draft.productId]));
    expect(JSON.stringify(matches)).not.toContain(examinee.lastName);

    const { assessment, linkId } = await submittedRemotely();
    const byLink = ok<TrackerMatch[]>(await staff('GET', `/back-office/tracker/sessions/${linkId}?${q({ kind: 'link' })}`));
    expect(byLink.map((match) => match.assessmentId)).toEqual([assessment.id]);
    expect((await staff('GET', `/back-office/tracker/sessions/2000000000?${q({ kind: 'administration' })}`)).statusCode).toBe(404);
  });

  it('finds an examinee id’s assessments in the account named, and nowhere else', async () => {
    const { examinee, assessment } = await submittedRemotely();
    const path = (accountId: number, examineeId: string) => `/back-office/tracker/accounts/${accountId}/examinee-assessments?${q({ examineeId })}`;
    const matches = ok<TrackerMatch[]>(await staff('GET', path(clinicId, examinee.examineeId.toLowerCase())));
    expect(matches.map((match) => match.assessmentId)).toEqual([assessment.id]);
    expect(ok<TrackerMatch[]>(await staff('GET', path(clinicId, 'NO-SUCH-ID')))).toEqual([]);
    expect((await staff('GET', path(2_000_000_000, examinee.examineeId))).statusCode).toBe(404);
  });
});

describe('status updates', () => {
  it('reopens a submitted remote assessment: back in progress, its link answers again, audited and on the timeline', async () => {
    const { assessment, linkId, token } = await submittedRemotely();
    const tracker = ok<AssessmentTracker>(await statusUpdate(clinicId, assessment.id, { action: 'reopen' }));
    expect(tracker.assessment).toMatchObject({ status: 'inProgress', scoredAt: null });
    expect(tracker.links).toEqual([expect.objectContaining({ id: linkId, state: 'inProgress', completedAt: null })]);
    expect(tracker.timeline.at(-1)).toMatchObject({ kind: 'reopened', reason: REASON, actor: 'Bob Backoffice' });
    expect(tracker.reopenRefusal).toBe('Only a submitted assessment can be reopened.');

    const browser = player();
    ok(await browser.open(token));
    ok(await browser.save(assessment.id, 'phq9_1', 3, tracker.assessment.version));
    const rows = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'backOffice.trackerStatusUpdate'), eq(auditLog.entityId, String(assessment.id))));
    expect(rows.map((row) => row.accountId === clinicId)).toEqual(expect.arrayContaining([true, false]));
  });

  it('refuses to reopen an assessment a report was generated on, or one that was never submitted', async () => {
    const { assessment } = await submittedRemotely();
    ok(await examiner('POST', `${FACADE}/assessments/${assessment.id}/reports`, { reportType: 'score' }), 201);
    const refused = await statusUpdate(clinicId, assessment.id, { action: 'reopen' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe('A report was generated on this assessment; it cannot be reopened.');
    const draft = ok<Assessment>(await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: assessment.examineeRecordId, productId: 'phq9', administrationDate: '2024-05-06', examinerId }), 201);
    expect((await statusUpdate(clinicId, draft.id, { action: 'reopen' })).statusCode).toBe(409);
    expect(ok<AssessmentTracker>(await byId(assessment.id)).assessment.status).toBe('scored');
  });

  it('expires a link now: it stops opening, cannot expire twice, and the timeline says who and why', async () => {
    const examinee = ok<Examinee>(await examiner('POST', `${FACADE}/examinees`, examineeBody()), 201);
    const draft = ok<Assessment>(await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId }), 201);
    const created = ok<CreatedRemoteLink>(await examiner('POST', `${FACADE}/assessments/${draft.id}/qosa-links`, { validForDays: 7 }), 201);
    test.clock.advanceMinutes(STEP_MINUTES);
    const tracker = ok<AssessmentTracker>(await statusUpdate(clinicId, draft.id, { action: 'expireLink', linkId: created.link.id }));
    expect(tracker.links).toEqual([expect.objectContaining({ id: created.link.id, state: 'expired', canExpire: false })]);
    expect(tracker.timeline.filter((event) => event.kind === 'linkExpired')).toEqual([expect.objectContaining({ reason: REASON, subjectId: created.link.id })]);
    expect((await statusUpdate(clinicId, draft.id, { action: 'expireLink', linkId: created.link.id })).statusCode).toBe(409);
    expect((await player().open(created.url.split('#')[1] ?? '')).json<{ link?: { state: string } }>().link?.state).not.toBe('opened');
    expect((await statusUpdate(clinicId, draft.id, { action: 'expireLink' })).statusCode).toBe(400);
    const { linkId: otherLink } = await submittedRemotely();
    expect((await statusUpdate(clinicId, draft.id, { action: 'expireLink', linkId: otherLink })).statusCode).toBe(404);
  });

  it('marks a failed e-mail delivery resolved once, and only a failed one', async () => {
    const { examinee, assessment, linkId } = await submittedRemotely();
    const failedAt = test.clock.now();
    const [message] = await test.db
      .insert(emailMessages)
      .values({ accountId: clinicId, examineeRecordId: examinee.id, linkId, kind: 'qosaInvitation', locale: 'en_us', recipientAddress: 'tamsin@example.org', subject: 'Questionnaire', body: '{link}', state: 'failed', attempts: 1, lastError: '550 mailbox unavailable', createdBy: examinerId })
      .returning({ id: emailMessages.id });
    if (!message) throw new Error('No message stored.');
    await test.db.insert(emailDeliveryAttempts).values({ messageId: message.id, attempt: 1, at: failedAt, outcome: 'failed', error: '550 mailbox unavailable' });
    const before = ok<AssessmentTracker>(await byId(assessment.id));
    expect(before.emails).toEqual([expect.objectContaining({ id: message.id, state: 'failed', lastError: '550 mailbox unavailable', canResolve: true, deliveryResolvedAt: null })]);
    expect(JSON.stringify(before)).not.toContain('tamsin@example.org');
    expect(before.timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(['emailQueued', 'emailFailed']));

    test.clock.advanceMinutes(STEP_MINUTES);
    const resolvedFrom = test.clock.now().getTime();
    const after = ok<AssessmentTracker>(await statusUpdate(clinicId, assessment.id, { action: 'resolveEmail', messageId: message.id }));
    expect(after.emails[0]).toMatchObject({ canResolve: false });
    expect(Date.parse(after.emails[0]?.deliveryResolvedAt ?? '')).toBeGreaterThanOrEqual(resolvedFrom);
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'emailResolved', subjectId: message.id, reason: REASON });
    expect((await statusUpdate(clinicId, assessment.id, { action: 'resolveEmail', messageId: message.id })).statusCode).toBe(409);
    expect((await statusUpdate(clinicId, assessment.id, { action: 'resolveEmail', messageId: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('answers 404 for an assessment of another account than the one named, and changes nothing', async () => {
    const { assessment } = await submittedRemotely();
    expect((await statusUpdate(clinicId + 1000, assessment.id, { action: 'reopen' })).statusCode).toBe(404);
    expect(ok<AssessmentTracker>(await byId(assessment.id)).assessment.status).toBe('scored');
  });
});

describe('customers', () => {
  it('are refused every tracker call', async () => {
    const { assessment } = await submittedRemotely();
    for (const api of [examiner, admin]) {
      expect((await api('GET', `/back-office/tracker/assessments/${assessment.id}?${q()}`)).statusCode).toBe(403);
      expect((await api('GET', `/back-office/tracker/accounts/${clinicId}/examinee-assessments?${q({ examineeId: 'X' })}`)).statusCode).toBe(403);
      expect((await api('POST', `/back-office/tracker/accounts/${clinicId}/assessments/${assessment.id}/status`, { action: 'reopen', reason: REASON })).statusCode).toBe(403);
    }
  });
});
