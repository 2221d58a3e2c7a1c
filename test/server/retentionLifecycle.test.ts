/**
 * The daily retention job on the fake clock (issue #18): an account nobody signs in to becomes
 * dormant with its deletion date, its administrators get the start notice once however often the
 * day runs (twice, and twice at once), then the 30- and 7-day notices on their days, and the
 * account is deleted on its date; a sign-in meanwhile ends the dormancy and nothing more happens.
 */
import { and, eq, sql } from 'drizzle-orm';
import { OAUTH_TOKEN_COOKIE, SESSION_COOKIE } from '../../src/contract/cookies';
import { addDays } from '../../src/domain/dals';
import { retentionDay } from '../../src/domain/retention/accountLifecycle';
import { DEFAULT_RETENTION_POLICY } from '../../src/domain/retention/retentionPolicy';
import { auditLog, notifications } from '../../src/server/db/schema';
import { RETENTION_CRON, RETENTION_QUEUE } from '../../src/server/services/dataRetention/lifecycle/retentionJobs';
import { runRetentionDay } from '../../src/server/services/dataRetention/lifecycle/runRetentionDay';
import { accountRow, alertsSent, createRetentionAccount, daysAfter, jobContextOf, mailsOf, noticesOf, type RetentionAccount, retentionPassword, setStaffSettings } from './support/retentionAccounts';
import { apiAs, cookieOf, postLogin, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let start: Date;
const policy = DEFAULT_RETENTION_POLICY;

const run = (at: Date) => runRetentionDay(jobContextOf(test), at);
/** Nine in the morning (UTC) of `day`. */
const morningOf = (day: string): Date => new Date(`${day}T09:00:00Z`);
const auditActions = async (accountId: number, action: string) =>
  test.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action)));

beforeAll(async () => {
  test = await createTestApp();
  start = test.clock.now();
  await setStaffSettings(test.db, 'retention', { emailAlerts: ['accountDormant', 'accountDeleted', 'purgeBlocked'], mayDelete: false });
});
afterAll(async () => {
  await test?.close();
});

it('registers the daily pg-boss schedule of the retention queue', async () => {
  const rows = await test.db.execute<{ name: string; cron: string; timezone: string }>(sql`select name, cron, timezone from pgboss.schedule where name = ${RETENTION_QUEUE}`);
  expect((rows as unknown as { rows: { name: string; cron: string; timezone: string }[] }).rows.map((row) => ({ ...row }))).toEqual([{ name: RETENTION_QUEUE, cron: RETENTION_CRON, timezone: 'UTC' }]);
});

describe('an account nobody signs in to', () => {
  let sleepy: RetentionAccount;
  let adaSession: TestSession;
  let deletionDate = '';

  beforeAll(async () => {
    sleepy = await createRetentionAccount(test.db, 'Sleepy Practice', [
      { userName: 'sleepy.ada', role: 'accountAdministrator', email: 'ada@sleepy.example.org' },
      { userName: 'sleepy.greta', role: 'accountAdministrator', email: 'greta@sleepy.example.org', language: 'de_de' },
      { userName: 'sleepy.ed', role: 'examiner', email: 'ed@sleepy.example.org' },
    ]);
    // Her last sign-in is today: the period counts from it.
    adaSession = await signIn(test.app, 'sleepy.ada', retentionPassword('sleepy.ada'));
  });

  it('stays active the day before the period ends', async () => {
    await run(daysAfter(start, policy.dormantAfterDays - 1));
    expect(await accountRow(test.db, sleepy.accountId)).toMatchObject({ dllAccount: false, dllDeletionDate: null, dormantSince: null });
    expect(await noticesOf(test.db, sleepy.accountId)).toEqual([]);
  });

  it('becomes dormant with its deletion date, and the start notice goes to its administrators once, however often the day runs', async () => {
    const day = daysAfter(start, policy.dormantAfterDays);
    const report = await run(day);
    expect(report.markedDormant).toContain(sleepy.accountId);
    deletionDate = addDays(retentionDay(day), policy.dormantGraceDays);
    expect(await accountRow(test.db, sleepy.accountId)).toMatchObject({ dllAccount: true, dllDeletionDate: deletionDate, dormantSince: day });

    // The same day again, then twice at once the next day: nothing more.
    await run(new Date(day.getTime() + 3_600_000));
    await Promise.all([run(daysAfter(day, 1)), run(daysAfter(day, 1))]);

    const notices = await noticesOf(test.db, sleepy.accountId);
    expect(notices.map(({ kind, deletionDate: date }) => ({ kind, date }))).toEqual([{ kind: 'dormantStart', date: deletionDate }]);
    const mails = await mailsOf(test.db, sleepy.accountId, 'retentionNotice');
    // The administrators only, each once, each in their own language.
    expect(mails.map((mail) => mail.recipientAddress).sort()).toEqual(['ada@sleepy.example.org', 'greta@sleepy.example.org']);
    expect(notices[0]?.emailMessageIds.sort()).toEqual(mails.map((mail) => mail.id).sort());
    const [english, german] = [mails.find((mail) => mail.recipientAddress.startsWith('ada')), mails.find((mail) => mail.recipientAddress.startsWith('greta'))];
    expect(english?.subject).toBe('Your Q-global account “Sleepy Practice” will be deleted');
    expect(english?.body).toContain(`for ${policy.dormantAfterDays} days`);
    expect(english?.body).toContain('choose “Keep this account”');
    const inWords = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${deletionDate}T00:00:00Z`));
    expect(english?.body).toContain(inWords);
    expect(german).toMatchObject({ locale: 'de_de', subject: 'Ihr Q-global-Konto „Sleepy Practice“ wird gelöscht' });
    expect(german?.body).toContain('„Dieses Konto behalten“');

    const told = await test.db.select({ userId: notifications.userId }).from(notifications).where(and(eq(notifications.accountId, sleepy.accountId), eq(notifications.kind, 'accountDormant')));
    expect(told.map((row) => row.userId).sort()).toEqual([sleepy.userIds['sleepy.ada'], sleepy.userIds['sleepy.greta']].sort());
    expect(await auditActions(sleepy.accountId, 'retention.dormant')).toHaveLength(1);
    // The staff member who chose the alert is told once.
    expect((await alertsSent(test.db)).filter((mail) => mail.body.includes(`(${sleepy.accountId})`) && mail.subject.includes('dormant'))).toHaveLength(1);
  });

  it('sends the 30- and 7-day notices on their days and no other', async () => {
    const kinds = async () => (await noticesOf(test.db, sleepy.accountId)).map((notice) => notice.kind);
    await run(morningOf(addDays(deletionDate, -31)));
    expect(await kinds()).toEqual(['dormantStart']);
    await run(morningOf(addDays(deletionDate, -30)));
    await run(morningOf(addDays(deletionDate, -29)));
    expect(await kinds()).toEqual(['dormantStart', 'dormantBefore30']);
    await run(morningOf(addDays(deletionDate, -8)));
    expect(await kinds()).toEqual(['dormantStart', 'dormantBefore30']);
    await run(morningOf(addDays(deletionDate, -7)));
    await run(morningOf(addDays(deletionDate, -7)));
    expect(await kinds()).toEqual(['dormantStart', 'dormantBefore30', 'dormantBefore7']);
    expect(await mailsOf(test.db, sleepy.accountId, 'retentionNotice')).toHaveLength(6);
  });

  it('is deleted on its date, not the day before', async () => {
    await run(morningOf(addDays(deletionDate, -1)));
    expect((await accountRow(test.db, sleepy.accountId)).deletedAt).toBeNull();
    const day = morningOf(deletionDate);
    await run(day);
    expect(await accountRow(test.db, sleepy.accountId)).toMatchObject({ deletedAt: day, deletedBy: null, deletionReason: 'dormant' });
    expect(await auditActions(sleepy.accountId, 'retention.deleted')).toHaveLength(1);
    // The next day leaves the deleted account alone.
    await run(morningOf(addDays(deletionDate, 1)));
    expect(await auditActions(sleepy.accountId, 'retention.deleted')).toHaveLength(1);
    expect((await alertsSent(test.db)).filter((mail) => mail.body.includes(`(${sleepy.accountId})`) && mail.subject.includes('deleted'))).toHaveLength(1);
  });

  it('refuses its users at sign-in as a wrong password is refused, and ended their sessions', async () => {
    const api = apiAs(test.app, adaSession);
    expect((await api('GET', '/account/users/self/preferences')).statusCode).toBe(401);
    for (const password of [retentionPassword('sleepy.ada'), 'wrong password']) {
      const response = await postLogin(test.app, 'sleepy.ada', password);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('The user name or password is incorrect.');
      expect(cookieOf(response, OAUTH_TOKEN_COOKIE)).toBeUndefined();
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
    }
  });
});

describe('a dormant account someone signs in to', () => {
  let waking: RetentionAccount;

  it('is no longer dormant after the sign-in, gets no further notice and is not deleted', async () => {
    waking = await createRetentionAccount(test.db, 'Waking Practice', [{ userName: 'waking.ada', role: 'accountAdministrator', email: 'ada@waking.example.org' }]);
    const day = daysAfter(test.clock.now(), policy.dormantAfterDays);
    await run(day);
    const { dllDeletionDate } = await accountRow(test.db, waking.accountId);
    expect(dllDeletionDate).not.toBeNull();
    const deletionDate = dllDeletionDate ?? '';

    // Two days later somebody of the account signs in.
    test.clock.advanceMinutes((policy.dormantAfterDays + 2) * 24 * 60);
    await signIn(test.app, 'waking.ada', retentionPassword('waking.ada'));
    const report = await run(daysAfter(day, 3));
    expect(report.dormancyEnded).toContain(waking.accountId);
    expect(await accountRow(test.db, waking.accountId)).toMatchObject({ dllAccount: false, dllDeletionDate: null, dormantSince: null });
    expect(await auditActions(waking.accountId, 'retention.dormancyEnded')).toHaveLength(1);

    for (const before of [30, 7, 0]) await run(morningOf(addDays(deletionDate, -before)));
    expect((await noticesOf(test.db, waking.accountId)).map((notice) => notice.kind)).toEqual(['dormantStart']);
    expect(await mailsOf(test.db, waking.accountId, 'retentionNotice')).toHaveLength(1);
    expect((await accountRow(test.db, waking.accountId)).deletedAt).toBeNull();
  });
});
