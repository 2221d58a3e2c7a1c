/**
 * The export's build job and the seam the retention job's deletion calls (issue #18):
 * `startAccountExport(context, db, accountId, { kind: 'beforeDeletion', requestedBy: null }, now)`
 * records a pending export and queues its job in the caller's transaction; the job builds it,
 * mails the link to the account's longest-standing active administrator, builds once when run
 * twice, and leaves a failed build `failed` with its reason.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { dropExpiredExportFiles } from '../../src/server/db/platform/exportLinks';
import { accountExports, emailMessages } from '../../src/server/db/schema';
import type { JobQueue, NewJob } from '../../src/server/jobs/jobQueue';
import { EXPORT_FAILED_REASON, runAccountExport } from '../../src/server/services/accountExports/exportJob';
import { ACCOUNT_EXPORT_QUEUE, startAccountExport } from '../../src/server/services/accountExports/startExport';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let clinicId: number;
beforeAll(async () => {
  // The exports here are queued on a recording queue, not pg-boss: this file runs their job itself.
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
});
afterAll(async () => {
  await test?.close();
});

/** A job queue that records what is queued and woken (the real one is tested with the app). */
function recordingQueue() {
  const queued: { queue: string; jobs: readonly NewJob<object>[] }[] = [];
  const woken: string[] = [];
  const jobs: JobQueue = {
    createQueue: async () => undefined,
    enqueue: async (_db, queue, list) => void queued.push({ queue, jobs: list }),
    work: async () => undefined,
    wake: (queue) => void woken.push(queue),
    schedule: async () => undefined,
    stop: async () => undefined,
  };
  return { jobs, queued, woken };
}

const config = loadConfig({});

describe('startAccountExport and the build job', () => {
  it('queues a before-deletion export in the caller’s transaction, then builds it and mails the first administrator', async () => {
    const { jobs, queued } = recordingQueue();
    const now = test.clock.now();
    const created = await test.db.transaction((tx) => startAccountExport({ jobs }, tx, clinicId, { kind: 'beforeDeletion', requestedBy: null }, now));
    expect(created).toMatchObject({ accountId: clinicId, kind: 'beforeDeletion', requestedBy: null, status: 'pending' });
    expect(queued).toEqual([{ queue: ACCOUNT_EXPORT_QUEUE, jobs: [expect.objectContaining({ data: { accountId: clinicId, exportId: created.id } })] }]);

    const errors: unknown[] = [];
    const context = { db: test.db, clock: test.clock.now, jobs, config, logError: (error: unknown) => void errors.push(error) };
    await runAccountExport(context, { accountId: clinicId, exportId: created.id });
    const [row] = await test.db.select().from(accountExports).where(eq(accountExports.id, created.id));
    expect(errors).toEqual([]);
    expect(row).toMatchObject({ status: 'ready', failureReason: null });
    expect((row?.expiresAt?.getTime() ?? 0) - (row?.readyAt?.getTime() ?? 0)).toBe(config.retention.exportLinkHours * 3_600_000);
    const [message] = await test.db.select().from(emailMessages).where(eq(emailMessages.id, row?.emailMessageId ?? -1));
    expect(message).toMatchObject({ kind: 'accountExport', accountId: clinicId, recipientAddress: 'admin@example.org', linkId: null, examineeRecordId: null });
    // The stored body keeps {link}: the token exists only in the delivered mail.
    expect(message?.body).toContain('{link}');
    expect(queued.at(-1)?.queue).toBe('email-delivery');

    // A second run of the same job builds nothing again.
    const file = row?.file;
    await runAccountExport(context, { accountId: clinicId, exportId: created.id });
    const [again] = await test.db.select().from(accountExports).where(eq(accountExports.id, created.id));
    expect(again?.file?.equals(file ?? Buffer.alloc(0))).toBe(true);
    expect(again?.emailMessageId).toBe(row?.emailMessageId);
  });

  it('records a failed build as failed with its reason, and logs the error', async () => {
    const { jobs } = recordingQueue();
    const created = await test.db.transaction((tx) => startAccountExport({ jobs }, tx, clinicId, { kind: 'staff', requestedBy: null, reason: 'Ticket DR-1: a test.' }, test.clock.now()));
    const errors: unknown[] = [];
    const failing = () => {
      throw new Error('The clock broke.');
    };
    await runAccountExport({ db: test.db, clock: failing, jobs, config, logError: (error) => void errors.push(error) }, { accountId: clinicId, exportId: created.id });
    const [row] = await test.db.select().from(accountExports).where(eq(accountExports.id, created.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: EXPORT_FAILED_REASON, file: null });
    expect(errors).toHaveLength(1);
  });

  it('builds nothing for another account’s export id', async () => {
    const { jobs } = recordingQueue();
    const created = await test.db.transaction((tx) => startAccountExport({ jobs }, tx, clinicId, { kind: 'staff', requestedBy: null }, test.clock.now()));
    await runAccountExport({ db: test.db, clock: test.clock.now, jobs, config, logError: () => undefined }, { accountId: clinicId + 1, exportId: created.id });
    const [row] = await test.db.select().from(accountExports).where(eq(accountExports.id, created.id));
    expect(row?.status).toBe('pending');
  });

  it('drops the ZIP of expired exports only (the daily sweep), keeping their rows', async () => {
    const { jobs } = recordingQueue();
    const context = { db: test.db, clock: test.clock.now, jobs, config, logError: () => undefined };
    const build = async () => {
      const created = await test.db.transaction((tx) => startAccountExport({ jobs }, tx, clinicId, { kind: 'staff', requestedBy: null }, test.clock.now()));
      await runAccountExport(context, { accountId: clinicId, exportId: created.id });
      return created.id;
    };
    const expiring = await build();
    const current = await build();
    const [built] = await test.db.select().from(accountExports).where(eq(accountExports.id, expiring));
    const expiry = built?.expiresAt ?? new Date(0);
    // The exports built earlier in this file expired before these two: a first sweep drops those.
    await dropExpiredExportFiles(test.db, new Date(expiry.getTime() - 1));
    await test.db.update(accountExports).set({ expiresAt: new Date(expiry.getTime() - 3_600_000) }).where(eq(accountExports.id, expiring));
    expect(await dropExpiredExportFiles(test.db, new Date(expiry.getTime() - 1))).toBe(1);
    const [dropped] = await test.db.select().from(accountExports).where(eq(accountExports.id, expiring));
    const [kept] = await test.db.select().from(accountExports).where(eq(accountExports.id, current));
    expect(dropped).toMatchObject({ file: null, status: 'ready' });
    expect(kept?.file?.byteLength).toBeGreaterThan(0);
  });
});
