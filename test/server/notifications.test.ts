/**
 * Notifications: each producer, driven by its real event through the API or its job, tells the
 * right user and nobody else, in the event's transaction; and the list, markRead and markAllRead
 * calls answer only the caller's own (another user's id answers 404).
 */
import { eq, gt } from 'drizzle-orm';
import type { EmailMessageSummary } from '../../src/contract/services/email';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import type { MarkAllReadResult, NotificationItem, NotificationPage } from '../../src/contract/services/notifications';
import type { PlayerResponseSaved, PlayerState } from '../../src/contract/services/player';
import type { ReportBatch } from '../../src/contract/reportTypes';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { notificationText } from '../../src/domain/notifications';
import { accounts, notifications, users } from '../../src/server/db/schema';
import { DEMO_ACCOUNT_NAME } from '../../src/server/db/seed';
import { requestPasswordReset } from '../../src/server/services/passwords/passwordReset';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, cookieOf, formBody, selfUserId, signIn } from './support/session';
import { freePort } from './support/smtpServer';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

type Api = ReturnType<typeof apiAs>;
const FACADE = '/assessment-facade';
const LIST = '/account/users/self/notifications';

let test: TestApp;
let examiner: Api;
let examinerId: number;
let admin: Api;
let adminId: number;
let other: Api;

beforeAll(async () => {
  // Mail goes to a port nothing listens on, with no retry: every message fails at its first attempt.
  test = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, mailRetryLimit: 0 });
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  examinerId = await selfUserId(examiner);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  adminId = await selfUserId(admin);
  other = apiAs(test.app, await signIn(test.app, 'other'));
});
afterAll(async () => {
  await test.close();
});

/** The id every notification made after this point exceeds. */
async function mark(): Promise<number> {
  const rows = await test.db.select({ id: notifications.id }).from(notifications);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

/** The notifications made since `since`, whoever they are for. */
const madeSince = (since: number) => test.db.select().from(notifications).where(gt(notifications.id, since)).orderBy(notifications.id);

const listOf = async (api: Api, query = ''): Promise<NotificationPage> => {
  const response = await api('GET', `${LIST}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationPage>();
};

/** Waits (jest's timeout bounds it) until `check` answers a value. */
async function eventually<T>(check: () => Promise<T | null | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function newExamineeAndAssessment(api: Api, userId: number): Promise<{ examinee: Examinee; assessment: Assessment }> {
  const examinee = (await api('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
  const response = await api('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId: userId });
  expect(response.statusCode).toBe(201);
  return { examinee, assessment: response.json<Assessment>() };
}

describe('a remote respondent submitting', () => {
  it("tells the link's creator, linking to the assessment, and nobody else", async () => {
    const { assessment } = await newExamineeAndAssessment(examiner, examinerId);
    const created = (await examiner('POST', `${FACADE}/assessments/${assessment.id}/qosa-links`, {})).json<CreatedRemoteLink>();
    const token = created.url.split('#')[1] as string;
    let cookie = '';
    const player = async (method: 'POST' | 'PUT', path: string, payload: object) => {
      const response = await test.app.inject({ method, url: `/qg-services${FACADE}/osa${path}`, cookies: cookie ? { qg_osa: cookie } : {}, payload });
      cookie = cookieOf(response, 'qg_osa') ?? cookie;
      return response;
    };
    let version = (await player('POST', '/open', { token })).json<PlayerState>().assessments[0]?.version as number;
    for (const [itemId, value] of Object.entries(phq9Responses([1, 1, 1, 2, 2, 2, 3, 0, 0], 1))) {
      version = (await player('PUT', `/assessments/${assessment.id}/responses/${itemId}`, { value, version })).json<PlayerResponseSaved>().version;
    }
    const since = await mark();
    expect((await player('POST', `/assessments/${assessment.id}/submit`, { version })).statusCode).toBe(200);

    const made = await madeSince(since);
    expect(made.map((row) => ({ userId: row.userId, kind: row.kind, link: row.link }))).toEqual([
      { userId: examinerId, kind: 'remoteAssessmentCompleted', link: `/assessments/${assessment.id}` },
    ]);
    expect(made[0]?.body).toContain('It has been scored.');
    expect((await listOf(examiner)).items[0]).toMatchObject({ kind: 'remoteAssessmentCompleted', readAt: null });
  });
});

describe('an e-mail failing for good', () => {
  it('tells its sender once through the real delivery job, linking to the examinee, with the reason', async () => {
    // The administrator sends it for the examiner's assessment: the sender is told, not the examiner.
    const { examinee, assessment } = await newExamineeAndAssessment(admin, examinerId);
    const since = await mark();
    const sent = await admin('POST', `${FACADE}/emails`, { examineeRecordId: examinee.id, assessmentId: assessment.id, recipientAddress: 'robin@example.org', recipientName: 'Robin Tester' });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<EmailMessageSummary>();

    const made = await eventually(async () => {
      const rows = await madeSince(since);
      return rows.length > 0 ? rows : null;
    });
    expect(made.map((row) => ({ userId: row.userId, kind: row.kind, link: row.link }))).toEqual([
      { userId: adminId, kind: 'emailDeliveryFailed', link: `/examinees/${examinee.id}` },
    ]);
    expect(made[0]?.body).toContain(message.subject);
    expect(made[0]?.body).toContain('after 1 attempt');
    const history = (await admin('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>();
    expect(history.find((entry) => entry.id === message.id)?.state).toBe('failed');
    expect(await madeSince(since)).toHaveLength(1);
  });
});

describe('a report batch finishing', () => {
  it('tells its requester how many reports were made, once', async () => {
    const ids: number[] = [];
    for (const values of [
      [1, 2, 1, 2, 1, 2, 1, 0, 0],
      [0, 1, 0, 1, 0, 1, 0, 1, 0],
    ]) {
      const { assessment } = await newExamineeAndAssessment(examiner, examinerId);
      const saved = await examiner('PUT', `${FACADE}/assessments/${assessment.id}`, { version: assessment.version, responses: phq9Responses(values, 2), administrationDate: '2024-05-06', examinerId, status: 'scored' });
      expect(saved.statusCode).toBe(200);
      ids.push(assessment.id);
    }
    const since = await mark();
    const created = await examiner('POST', `${FACADE}/report-batches`, { selection: { kind: 'assessments', assessmentIds: ids }, reportType: 'score' });
    expect(created.statusCode).toBe(201);
    const batchId = created.json<ReportBatch>().id;
    await eventually(async () => {
      const batch = (await examiner('GET', `${FACADE}/report-batches/${batchId}`)).json<ReportBatch>();
      return batch.state === 'completed' ? batch : null;
    });
    const made = await madeSince(since);
    expect(made.map((row) => ({ userId: row.userId, kind: row.kind, link: row.link, body: row.body }))).toEqual([
      { userId: examinerId, kind: 'reportBatchFinished', link: '/assessments', body: notificationText({ kind: 'reportBatchFinished', succeeded: 2, failed: 0 }).body },
    ]);
  });
});

describe('a password change or reset', () => {
  it('tells the user who changed it, linking to the settings', async () => {
    const session = await signIn(test.app, 'user');
    const user = apiAs(test.app, session);
    const userId = await selfUserId(user);
    const since = await mark();
    const refused = await user('PUT', '/account/users/self/password', { currentPassword: 'wrong password', newPassword: 'a brand new passphrase' });
    expect(refused.statusCode).toBe(400);
    expect(await madeSince(since)).toEqual([]);
    expect((await user('PUT', '/account/users/self/password', { currentPassword: 'user-demo', newPassword: 'a brand new passphrase' })).statusCode).toBe(204);
    const made = await madeSince(since);
    expect(made.map((row) => ({ userId: row.userId, kind: row.kind, link: row.link }))).toEqual([{ userId, kind: 'passwordChanged', link: '/legacy/my-account' }]);
    expect(made[0]?.body).toBe(notificationText({ kind: 'passwordChanged', how: 'changed' }).body);
  });

  it('tells the user whose password was reset by e-mail', async () => {
    const [target] = await test.db.select({ id: users.id }).from(users).where(eq(users.username, 'examiner'));
    const [mailing] = await requestPasswordReset(test.db, 'examiner', { ip: '127.0.0.1' }, new Date());
    if (!mailing) throw new Error('No reset was issued for the examiner.');
    const page = await test.app.inject({ method: 'GET', url: `/legacy/reset-password?token=${encodeURIComponent(mailing.token)}` });
    const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const since = await mark();
    const reset = await test.app.inject({
      method: 'POST',
      url: '/legacy/reset-password',
      cookies: { qg_reset_form: cookieOf(page, 'qg_reset_form') ?? '' },
      payload: formBody({ token: mailing.token, newPassword: 'examiner-demo-reset', confirmPassword: 'examiner-demo-reset', formToken: field }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reset.statusCode).toBe(303);
    const made = await madeSince(since);
    expect(made.map((row) => ({ userId: row.userId, kind: row.kind, body: row.body }))).toEqual([
      { userId: target?.id, kind: 'passwordChanged', body: notificationText({ kind: 'passwordChanged', how: 'reset' }).body },
    ]);
    // The reset ended the examiner's sessions: sign in again for the tests that follow.
    examiner = apiAs(test.app, await signIn(test.app, 'examiner', 'examiner-demo-reset'));
  });
});

describe('notifications.list, markRead and markAllRead', () => {
  it('lists only the caller\'s own, newest first, with paging, the unread count and unreadOnly', async () => {
    const mine = await listOf(examiner, '?pageSize=1');
    expect(mine.items).toHaveLength(1);
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.unread).toBe(mine.total);
    const all = await listOf(examiner);
    const created = all.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await listOf(examiner, '?page=2&pageSize=1')).items[0]?.id).toBe(all.items[1]?.id);
    expect((await listOf(other)).items).toEqual([]);
    const bad = await examiner('GET', `${LIST}?pageSize=1000`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', errors: [{ field: 'pageSize' }] });
  });

  it("marks one read, keeps its first read time, and answers 404 for another user's", async () => {
    const [first] = (await listOf(examiner, '?unreadOnly=true')).items;
    if (!first) throw new Error('The examiner has no unread notification.');
    expect((await admin('POST', `${LIST}/${first.id}/read`, {})).statusCode).toBe(404);
    expect((await other('POST', `${LIST}/${first.id}/read`, {})).statusCode).toBe(404);
    expect((await examiner('POST', `${LIST}/999999/read`, {})).statusCode).toBe(404);
    const stillUnread = await test.db.select().from(notifications).where(eq(notifications.id, first.id));
    expect(stillUnread[0]?.readAt).toBeNull();

    const read = await examiner('POST', `${LIST}/${first.id}/read`, {});
    expect(read.statusCode).toBe(200);
    const item = read.json<NotificationItem>();
    expect(item.readAt).not.toBeNull();
    test.clock.advanceMinutes(5);
    expect((await examiner('POST', `${LIST}/${first.id}/read`, {})).json<NotificationItem>().readAt).toBe(item.readAt);
    expect((await listOf(examiner, '?unreadOnly=true')).items.map((unread) => unread.id)).not.toContain(first.id);
  });

  it("marks all of the caller's read and no one else's", async () => {
    const adminUnread = (await listOf(admin)).unread;
    expect(adminUnread).toBeGreaterThan(0);
    const before = (await listOf(examiner)).unread;
    expect(before).toBeGreaterThan(0);
    const done = await examiner('POST', `${LIST}/read`, {});
    expect(done.statusCode).toBe(200);
    expect(done.json<MarkAllReadResult>()).toEqual({ marked: before });
    expect((await listOf(examiner)).unread).toBe(0);
    expect((await listOf(examiner, '?unreadOnly=true')).items).toEqual([]);
    expect((await listOf(admin)).unread).toBe(adminUnread);
  });
});

describe("the account's self-deletion being requested", () => {
  it('tells every active account administrator of the account, once, and nobody else', async () => {
    const created = await admin('POST', '/account/users', {
      userName: 'second.admin',
      title: '',
      firstName: 'Sam',
      middleName: '',
      lastName: 'Second',
      suffix: '',
      email: 'second.admin@example.org',
      phone: '',
      role: 'accountAdministrator',
      examiner: false,
      active: true,
      password: 'correct horse battery',
      currentPassword: 'admin-demo',
    });
    expect(created.statusCode).toBe(201);
    const secondId = created.json<{ id: number }>().id;
    const inactive = await admin('POST', '/account/users', {
      userName: 'former.admin',
      title: '',
      firstName: 'Fay',
      middleName: '',
      lastName: 'Former',
      suffix: '',
      email: 'former.admin@example.org',
      phone: '',
      role: 'accountAdministrator',
      examiner: false,
      active: false,
      password: 'correct horse battery',
      currentPassword: 'admin-demo',
    });
    expect(inactive.statusCode).toBe(201);
    const [account] = await test.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, DEMO_ACCOUNT_NAME));
    const since = await mark();
    const requested = await admin('POST', `/account/accounts/${account?.id}/self-deletion`, { currentPassword: 'admin-demo' });
    expect(requested.statusCode).toBe(200);
    const made = await madeSince(since);
    expect(made.map((row) => row.userId).sort((a, b) => a - b)).toEqual([adminId, secondId].sort((a, b) => a - b));
    expect(made.every((row) => row.kind === 'accountDeletionRequested' && row.accountId === account?.id && row.link === null)).toBe(true);
    expect(made[0]?.body).toContain(requested.json<{ selfDeletionDate: string }>().selfDeletionDate);

    // Asking again changes nothing, so nobody is told again.
    expect((await admin('POST', `/account/accounts/${account?.id}/self-deletion`, { currentPassword: 'admin-demo' })).statusCode).toBe(200);
    expect(await madeSince(since)).toHaveLength(2);
  });
});
