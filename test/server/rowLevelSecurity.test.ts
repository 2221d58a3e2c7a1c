/**
 * Row-level security (migration 0013, db/accountScope.ts), on PGlite and on PostgreSQL: inside a
 * customer's account scope a query that forgets the account sees only that account's rows, and a
 * write into another account is refused by the database itself.
 */
import { sql } from 'drizzle-orm';
import { enterAccountScope } from '../../src/server/db/accountScope';
import type { Db } from '../../src/server/db/client';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { examineeBody } from './support/fixtures';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
let clinicId: number;
let otherPracticeId: number;

const rowsOf = async (db: Db, statement: ReturnType<typeof sql>) => (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  const other = apiAs(test.app, await signIn(test.app, 'other'));
  const examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const created = await other('POST', '/assessment-facade/examinees', examineeBody());
  expect(created.statusCode).toBe(201);
  otherPracticeId = created.json<{ accountId: number }>().accountId;
  expect((await examiner('POST', '/assessment-facade/examinees', examineeBody())).statusCode).toBe(201);
});
afterAll(async () => {
  await test?.close();
});

it('shows a query without an account filter only the scope’s rows, in every account-owned table', async () => {
  const everyAccount = await rowsOf(test.db, sql`SELECT DISTINCT account_id FROM examinees`);
  expect(everyAccount.rows.map((row) => row['account_id']).sort()).toEqual([clinicId, otherPracticeId].sort());
  await test.db.transaction(async (tx) => {
    await enterAccountScope(tx, clinicId);
    const seen = await rowsOf(tx, sql`SELECT DISTINCT account_id FROM examinees`);
    expect(seen.rows.map((row) => row['account_id'])).toEqual([clinicId]);
    const users = await rowsOf(tx, sql`SELECT DISTINCT account_id FROM users`);
    expect(users.rows.map((row) => row['account_id'])).toEqual([clinicId]);
    const accounts = await rowsOf(tx, sql`SELECT id FROM accounts`);
    expect(accounts.rows.map((row) => row['id'])).toEqual([clinicId]);
    const role = await rowsOf(tx, sql`SELECT current_user AS role`);
    expect(role.rows[0]?.['role']).toBe('qg_app');
  });
});

it('refuses to write a row of another account inside the scope', async () => {
  const write = test.db.transaction(async (tx) => {
    await enterAccountScope(tx, clinicId);
    await tx.execute(sql`UPDATE examinees SET first_name = 'Changed' WHERE account_id = ${otherPracticeId}`);
    const changed = await rowsOf(tx, sql`SELECT count(*)::int AS n FROM examinees WHERE first_name = 'Changed'`);
    expect(changed.rows[0]?.['n']).toBe(0);
    await tx.execute(sql`INSERT INTO notifications (account_id, user_id, kind, title, body) SELECT ${otherPracticeId}, id, 'reportBatchDone', 't', 'b' FROM users LIMIT 1`);
  });
  // Drizzle wraps the driver's error: the database's own refusal is its cause.
  await expect(write).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/i) } });
  const untouched = await rowsOf(test.db, sql`SELECT count(*)::int AS n FROM examinees WHERE first_name = 'Changed'`);
  expect(untouched.rows[0]?.['n']).toBe(0);
});

it('ends the scope with the transaction', async () => {
  await test.db.transaction(async (tx) => enterAccountScope(tx, clinicId));
  const role = await rowsOf(test.db, sql`SELECT current_user AS role`);
  expect(role.rows[0]?.['role']).not.toBe('qg_app');
});
