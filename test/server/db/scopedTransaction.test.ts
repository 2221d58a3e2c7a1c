/**
 * The customer's transaction that starts in their account scope (db/scopedTransaction.ts), on
 * PGlite and on PostgreSQL: its statements run as `qg_app` with the scope's settings, it commits
 * or rolls back as a whole, and the connection goes back to the pool without the scope.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import type { AuditRow } from '../../../src/server/db/platform/auditLog';
import { scopedBeginText, scopedTransaction } from '../../../src/server/db/scopedTransaction';
import { demoClinicId } from '../support/permissionMatrixAccounts';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
let clinicId: number;

const rowsOf = async (db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
});
afterAll(async () => {
  await test?.close();
});

it('runs as qg_app with the account and the legitimate interest set, and leaves the connection without them', async () => {
  const seen = await scopedTransaction(test.db, { accountId: clinicId, interestUserId: 7 }, async (tx) =>
    rowsOf(tx, sql`SELECT current_user AS role, current_setting('qg.account_id') AS account, current_setting('qg.interest_user_id') AS interest`),
  );
  expect(seen).toEqual([{ role: 'qg_app', account: String(clinicId), interest: '7' }]);
  const unscoped = await scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async (tx) => rowsOf(tx, sql`SELECT current_setting('qg.interest_user_id') AS interest`));
  expect(unscoped).toEqual([{ interest: '' }]);
  // Every pooled connection, not only the one used: none keeps the role or the account.
  const after = await Promise.all(Array.from({ length: 12 }, () => rowsOf(test.db, sql`SELECT current_user AS role, current_setting('qg.account_id', true) AS account`)));
  for (const rows of after) expect(rows[0]?.['role']).not.toBe('qg_app');
  for (const rows of after) expect(rows[0]?.['account'] ?? '').toBe('');
});

it('sees only the scope’s account and commits what it writes', async () => {
  const accounts = await scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async (tx) => {
    await tx.execute(sql`UPDATE accounts SET name = name || ' (scoped)' WHERE id = ${clinicId}`);
    return rowsOf(tx, sql`SELECT id FROM accounts`);
  });
  expect(accounts.map((row) => row['id'])).toEqual([clinicId]);
  expect(await rowsOf(test.db, sql`SELECT name FROM accounts WHERE id = ${clinicId}`)).toEqual([{ name: 'Demo Clinic (scoped)' }]);
  await test.db.execute(sql`UPDATE accounts SET name = 'Demo Clinic' WHERE id = ${clinicId}`);
});

it('rolls back everything when the work throws, and the pool serves the next transaction', async () => {
  const failed = scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async (tx) => {
    await tx.execute(sql`UPDATE accounts SET name = 'Rolled back' WHERE id = ${clinicId}`);
    throw new Error('the work failed');
  });
  await expect(failed).rejects.toThrow('the work failed');
  expect(await rowsOf(test.db, sql`SELECT name FROM accounts WHERE id = ${clinicId}`)).toEqual([{ name: 'Demo Clinic' }]);
  // A statement the database refuses fails the transaction and rolls it back too.
  const refused = scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async (tx) => {
    await tx.execute(sql`UPDATE accounts SET name = 'Rolled back' WHERE id = ${clinicId}`);
    await tx.execute(sql`SELECT 1 / 0`);
  });
  await expect(refused).rejects.toThrow();
  expect(await rowsOf(test.db, sql`SELECT name FROM accounts WHERE id = ${clinicId}`)).toEqual([{ name: 'Demo Clinic' }]);
  // More transactions than pooled connections: none was lost to the failures.
  const results = await Promise.all(Array.from({ length: 15 }, (_, index) => scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async (tx) => (await rowsOf(tx, sql`SELECT ${index}::int AS n`))[0]?.['n'])));
  expect(results).toEqual(Array.from({ length: 15 }, (_, index) => index));
});

it('takes part in a nested transaction as a savepoint', async () => {
  await scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async (tx) => {
    await tx
      .transaction(async (inner) => {
        await inner.execute(sql`UPDATE accounts SET name = 'Inner' WHERE id = ${clinicId}`);
        inner.rollback();
      })
      .catch(() => undefined);
    expect(await rowsOf(tx, sql`SELECT name, current_user AS role FROM accounts`)).toEqual([{ name: 'Demo Clinic', role: 'qg_app' }]);
  });
});

it('writes only whole numbers into the text that opens the transaction', () => {
  expect(scopedBeginText({ accountId: 12, interestUserId: null })).toContain("set_config('qg.account_id', '12', true)");
  expect(() => scopedBeginText({ accountId: Number.NaN, interestUserId: null })).toThrow(RangeError);
  expect(() => scopedBeginText({ accountId: 1, interestUserId: 1.5 })).toThrow(RangeError);
});

it('writes the audit rows it is given first, exactly as given, and loses them with a rollback', async () => {
  const row = (requestId: string): AuditRow => ({
    at: new Date('2026-11-02T10:11:12.345Z'),
    userId: null,
    accountId: clinicId,
    action: 'test.scoped',
    // Quotes, a backslash and a dollar-number, which a text written in must keep as they are.
    entity: `it's a \\ $1 test`,
    entityId: null,
    ip: '127.0.0.1',
    outcome: 'ok',
    result: 'allowed',
    requestId,
    reason: "O'Brien said \\n",
  });
  const seenInside = await scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async (tx) => rowsOf(tx, sql`SELECT count(*)::int AS n FROM audit_log WHERE request_id = 'scoped-1'`), [row('scoped-1')]);
  expect(seenInside).toEqual([{ n: 1 }]);
  const stored = await rowsOf(test.db, sql`SELECT at, user_id, account_id, action, entity, entity_id, ip, outcome, result, reason FROM audit_log WHERE request_id = 'scoped-1'`);
  expect(stored).toHaveLength(1);
  expect(new Date(String(stored[0]?.['at'])).toISOString()).toBe('2026-11-02T10:11:12.345Z');
  expect({ ...stored[0], at: undefined }).toEqual({
    at: undefined,
    user_id: null,
    account_id: clinicId,
    action: 'test.scoped',
    entity: `it's a \\ $1 test`,
    entity_id: null,
    ip: '127.0.0.1',
    outcome: 'ok',
    result: 'allowed',
    reason: "O'Brien said \\n",
  });
  const failed = scopedTransaction(test.db, { accountId: clinicId, interestUserId: null }, async () => Promise.reject(new Error('the read failed')), [row('scoped-2')]);
  await expect(failed).rejects.toThrow('the read failed');
  expect(await rowsOf(test.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE request_id = 'scoped-2'`)).toEqual([{ n: 0 }]);
});
