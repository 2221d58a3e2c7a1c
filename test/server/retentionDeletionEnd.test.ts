/**
 * How a deletion date ends (issue #18): an administrator's deletion request can be withdrawn
 * (accountManagement.withdrawSelfDeletion) and then nothing happens on its day; a request left
 * standing deletes the account on its day (the daily job); and a legal hold stops a dormant
 * account's deletion on its date, with an audit row and an alert to the staff who chose it.
 */
import { and, eq } from 'drizzle-orm';
import { addDays } from '../../src/domain/dals';
import type { DalsStatus } from '../../src/domain/dals';
import { retentionDay } from '../../src/domain/retention/accountLifecycle';
import { DEFAULT_RETENTION_POLICY } from '../../src/domain/retention/retentionPolicy';
import { accountExports, accounts, auditLog, emailMessages, notifications, purgedAccounts } from '../../src/server/db/schema';
import { runAccountExport } from '../../src/server/services/accountExports/exportJob';
import { runRetentionDay } from '../../src/server/services/dataRetention/lifecycle/runRetentionDay';
import { accountRow, alertsSent, createRetentionAccount, daysAfter, jobContextOf, recordReadyExport, retentionPassword, setStaffSettings } from './support/retentionAccounts';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
const policy = DEFAULT_RETENTION_POLICY;
const run = (at: Date) => runRetentionDay(jobContextOf(test), at);
const morningOf = (day: string): Date => new Date(`${day}T09:00:00Z`);
const auditedActions = async (accountId: number) =>
  (await test.db.select({ action: auditLog.action, outcome: auditLog.outcome }).from(auditLog).where(eq(auditLog.accountId, accountId))).map((row) => `${row.action}:${row.outcome}`);

beforeAll(async () => {
  test = await createTestApp();
  await setStaffSettings(test.db, 'retention', { emailAlerts: ['purgeBlocked', 'deletionRequested'], mayDelete: false });
});
afterAll(async () => {
  await test?.close();
});

describe('self-service deletion', () => {
  it('can be withdrawn by an administrator, who is told with the others; the account stays after the day', async () => {
    const leaving = await createRetentionAccount(test.db, 'Leaving Practice', [
      { userName: 'leaving.ada', role: 'accountAdministrator', email: 'ada@leaving.example.org' },
      { userName: 'leaving.bo', role: 'accountAdministrator', email: 'bo@leaving.example.org' },
      { userName: 'leaving.ed', role: 'examiner', email: 'ed@leaving.example.org' },
    ]);
    const ada = apiAs(test.app, await signIn(test.app, 'leaving.ada', retentionPassword('leaving.ada')));
    const selfDeletion = `/account/accounts/${leaving.accountId}/self-deletion`;
    const requested = await ada('POST', selfDeletion, { currentPassword: retentionPassword('leaving.ada') });
    expect(requested.statusCode).toBe(200);
    const { selfDeletionDate } = requested.json<{ selfDeletionDate: string }>();
    // Until the day, sign-in works and the status shows the date.
    const ed = apiAs(test.app, await signIn(test.app, 'leaving.ed', retentionPassword('leaving.ed')));
    expect((await ed('GET', '/account-management/dals-status')).json<DalsStatus>()).toMatchObject({ selfDeletionDate });
    // An examiner may not withdraw it; another account's id answers 404.
    expect((await ed('DELETE', selfDeletion)).statusCode).toBe(403);
    expect((await ada('DELETE', `/account/accounts/${leaving.accountId + 1000}/self-deletion`)).statusCode).toBe(404);

    expect((await ada('DELETE', selfDeletion)).statusCode).toBe(204);
    expect(await accountRow(test.db, leaving.accountId)).toMatchObject({ selfDeletionDate: null, selfDeletionRequestedAt: null });
    // A second click changes nothing.
    expect((await ada('DELETE', selfDeletion)).statusCode).toBe(204);
    const told = await test.db.select({ userId: notifications.userId }).from(notifications).where(and(eq(notifications.accountId, leaving.accountId), eq(notifications.kind, 'accountDeletionWithdrawn')));
    expect(told.map((row) => row.userId).sort()).toEqual([leaving.userIds['leaving.ada'], leaving.userIds['leaving.bo']].sort());
    expect((await auditedActions(leaving.accountId)).filter((action) => action.startsWith('accountManagement.withdrawSelfDeletion'))).toEqual([
      'accountManagement.withdrawSelfDeletion:forbidden',
      'accountManagement.withdrawSelfDeletion:notFound',
      'accountManagement.withdrawSelfDeletion:ok',
      'accountManagement.withdrawSelfDeletion:ok',
    ]);

    await run(morningOf(selfDeletionDate));
    expect((await accountRow(test.db, leaving.accountId)).deletedAt).toBeNull();
  });

  it('deletes the account on its day when the request stands, not the day before', async () => {
    const closing = await createRetentionAccount(test.db, 'Closing Practice', [{ userName: 'closing.ada', role: 'accountAdministrator', email: 'ada@closing.example.org' }]);
    const ada = apiAs(test.app, await signIn(test.app, 'closing.ada', retentionPassword('closing.ada')));
    const requested = await ada('POST', `/account/accounts/${closing.accountId}/self-deletion`, { currentPassword: retentionPassword('closing.ada') });
    const { selfDeletionDate } = requested.json<{ selfDeletionDate: string }>();
    expect(selfDeletionDate).toBe(addDays(retentionDay(test.clock.now()), policy.selfDeletionGraceDays));

    await run(morningOf(addDays(selfDeletionDate, -1)));
    expect((await accountRow(test.db, closing.accountId)).deletedAt).toBeNull();
    // The request was recorded once, and the staff who chose the alert were told once.
    await run(morningOf(addDays(selfDeletionDate, -1)));
    const requestAlerts = (await alertsSent(test.db)).filter((mail) => mail.body.includes(`(${closing.accountId})`));
    expect(requestAlerts.map((mail) => mail.subject)).toEqual(['Data retention: an account asked for its deletion']);
    await run(morningOf(selfDeletionDate));
    expect(await accountRow(test.db, closing.accountId)).toMatchObject({ deletedAt: morningOf(selfDeletionDate), deletedBy: null, deletionReason: 'selfDeletion' });
    expect((await ada('GET', '/account-management/dals-status')).statusCode).toBe(401);

    // The departing customer gets their data: the deletion started an export, which mails its link to the administrator.
    const [exported] = await test.db.select().from(accountExports).where(eq(accountExports.accountId, closing.accountId));
    expect(exported).toMatchObject({ kind: 'beforeDeletion', requestedBy: null, createdAt: morningOf(selfDeletionDate) });
    const context = jobContextOf(test);
    await runAccountExport({ ...context, clock: () => morningOf(selfDeletionDate), logError: (error) => { throw error; } }, { accountId: closing.accountId, exportId: exported?.id ?? -1 });
    const [ready] = await test.db.select().from(accountExports).where(eq(accountExports.id, exported?.id ?? -1));
    expect(ready?.status).toBe('ready');
    const [mail] = await test.db.select().from(emailMessages).where(eq(emailMessages.id, ready?.emailMessageId ?? -1));
    expect(mail).toMatchObject({ kind: 'accountExport', recipientAddress: 'ada@closing.example.org' });

    // Recoverable until the window ends; then the day's run purges every row of it, leaving its tombstone.
    const purgeDay = addDays(selfDeletionDate, policy.recoveryDays);
    expect((await run(morningOf(addDays(purgeDay, -1)))).purged).not.toContain(closing.accountId);
    expect((await run(morningOf(purgeDay))).purged).toContain(closing.accountId);
    expect(await test.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, closing.accountId))).toEqual([]);
    expect(await test.db.select().from(purgedAccounts).where(eq(purgedAccounts.formerAccountId, closing.accountId))).toEqual([
      expect.objectContaining({ cause: 'selfDeletion', purgedAt: morningOf(purgeDay) }),
    ]);
  });

  it('takes its grace period from the configuration', async () => {
    const configured = await createTestApp({ retention: { ...policy, selfDeletionGraceDays: 45 } });
    try {
      const admin = apiAs(configured.app, await signIn(configured.app, 'admin'));
      const [clinic] = await configured.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Demo Clinic'));
      const requested = await admin('POST', `/account/accounts/${clinic?.id}/self-deletion`, { currentPassword: 'admin-demo' });
      expect(requested.json<{ selfDeletionDate: string }>().selfDeletionDate).toBe(addDays(retentionDay(configured.clock.now()), 45));
    } finally {
      await configured.close();
    }
  });
});

describe('a legal hold', () => {
  it('stops a dormant account’s deletion on its date: nothing is deleted, the job audits it and alerts the staff who chose it', async () => {
    const held = await createRetentionAccount(test.db, 'Held Practice', [{ userName: 'held.ada', role: 'accountAdministrator', email: 'ada@held.example.org' }]);
    const day = daysAfter(test.clock.now(), policy.dormantAfterDays);
    await run(day);
    const { dllDeletionDate } = await accountRow(test.db, held.accountId);
    expect(dllDeletionDate).toBe(addDays(retentionDay(day), policy.dormantGraceDays));
    await test.db.update(accounts).set({ legalHoldReason: 'Records requested by the court', legalHoldSetAt: day }).where(eq(accounts.id, held.accountId));

    await run(morningOf(dllDeletionDate ?? ''));
    expect((await accountRow(test.db, held.accountId)).deletedAt).toBeNull();
    expect(await auditedActions(held.accountId)).toContain('retention.deletionBlocked:conflict');
    const alerts = (await alertsSent(test.db)).filter((mail) => mail.body.includes(`(${held.accountId})`));
    expect(alerts.map((mail) => mail.subject)).toEqual(['Data retention: a deletion was stopped']);
    expect(alerts[0]?.body).toContain('legal hold: Records requested by the court');
  });

  it('and an open access request stops it too', async () => {
    const asking = await createRetentionAccount(test.db, 'Asking Practice', [{ userName: 'asking.ada', role: 'accountAdministrator', email: 'ada@asking.example.org' }]);
    await test.db.update(accounts).set({ dllAccount: true, dllDeletionDate: retentionDay(test.clock.now()), dormantSince: test.clock.now() }).where(eq(accounts.id, asking.accountId));
    await recordReadyExport(test.db, asking.accountId, test.clock.now(), 'accessRequest');
    await run(test.clock.now());
    expect((await accountRow(test.db, asking.accountId)).deletedAt).toBeNull();
    expect(await auditedActions(asking.accountId)).toContain('retention.deletionBlocked:conflict');
  });
});
