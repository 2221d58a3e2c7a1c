/**
 * Internal staff's cross-account scope (db/crossAccountScope.ts, http/crossAccount.ts, migration
 * 0015), on PGlite and on PostgreSQL: staff's own transactions are limited to their account like
 * everyone's; another account's rows open only through an explicit step with a stated reason, and
 * each step leaves an audit row with it.
 */
import { sql } from 'drizzle-orm';
import { defineOperation } from '../../src/contract/operation';
import { PERMISSIONS } from '../../src/domain/permissions';
import { permissionItems, type Principal } from '../../src/server/auth/principal';
import { enterAccountScope } from '../../src/server/db/accountScope';
import type { Db } from '../../src/server/db/client';
import { crossAccountAccess } from '../../src/server/http/crossAccount';
import { handle, handleAcrossAccounts } from '../../src/server/http/operationHandler';
import { HttpProblem } from '../../src/server/http/problems';
import { accountScopeOf } from '../../src/server/http/registerOperations';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
let clinicId: number;
let otherPracticeId: number;
let staff: Principal;

const rowsOf = async (db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
const accountsSeen = async (db: Db) => (await rowsOf(db, sql`SELECT DISTINCT account_id FROM examinees ORDER BY account_id`)).map((row) => row['account_id']);
const REASON = 'Support ticket 4711: the clinic reports a wrong T-score.';
const caller = () => ({ staff, ip: '203.0.113.9', requestId: 'req-cross-1', now: new Date('2026-11-26T10:00:00Z') });

/** Runs `work` in a transaction scoped like a request of `principal`, rolled back afterwards. */
async function asRequestOf<T>(principal: Principal, work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await test.db
    .transaction(async (tx) => {
      await enterAccountScope(tx, principal.accountId);
      result = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}
class RolledBack extends Error {}

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  const other = apiAs(test.app, await signIn(test.app, 'other'));
  const created = await other('POST', '/assessment-facade/examinees', examineeBody());
  otherPracticeId = created.json<{ accountId: number }>().accountId;
  const [row] = await rowsOf(test.db, sql`SELECT id, account_id FROM users WHERE username = 'backoffice'`);
  staff = {
    userId: Number(row?.['id']),
    accountId: Number(row?.['account_id']),
    sessionId: 'test-session',
    userName: 'backoffice',
    role: 'backOffice',
    internal: true,
    limitedToInterest: false,
    permissions: permissionItems('backOffice'),
    displayName: 'Back Office',
    languageCode: null,
    idleExpiresAt: new Date('2100-01-01'),
    absoluteExpiresAt: new Date('2100-01-01'),
    profile: { title: '', firstName: 'Back', middleName: '', lastName: 'Office', suffix: '', email: '', phone: '', examiner: false, preferences: {}, labels: null, itemEntryVerificationCode: null },
  };
});
afterAll(async () => {
  await test?.close();
});

it('limits every signed-in call to the caller’s own account, internal staff’s included', () => {
  expect(accountScopeOf(staff)).toEqual({ accountId: staff.accountId, interestUserId: null });
  expect(accountScopeOf({ ...staff, internal: false, accountId: clinicId })).toEqual({ accountId: clinicId, interestUserId: null });
  // A teacher is narrowed to the examinees of their groups as well (migration 0028).
  expect(accountScopeOf({ ...staff, internal: false, accountId: clinicId, role: 'teacher', limitedToInterest: true })).toEqual({ accountId: clinicId, interestUserId: staff.userId });
  expect(accountScopeOf(null)).toBeNull();
});

it('shows staff no customer’s rows until they enter an account, and then only that account’s', async () => {
  const seen = await asRequestOf(staff, async (tx) => {
    const before = await accountsSeen(tx);
    const repos = await crossAccountAccess(tx, caller()).account(clinicId, REASON);
    const listed = await repos.examinees.list('', 'lastName', { page: 1, pageSize: 100 });
    return { before, after: await accountsSeen(tx), listed: listed.items.map((examinee) => examinee.accountId) };
  });
  expect(seen.before).toEqual([]);
  expect(seen.after).toEqual([clinicId]);
  expect(seen.listed.length).toBeGreaterThan(0);
  expect(new Set(seen.listed)).toEqual(new Set([clinicId]));
});

it('audits each step with the stated reason, under the account entered', async () => {
  const audited = await asRequestOf(staff, async (tx) => {
    const access = crossAccountAccess(tx, caller());
    await access.account(clinicId, `  ${REASON}  `);
    await access.allAccounts(REASON);
    return rowsOf(tx, sql`SELECT action, account_id, user_id, entity_id, reason, request_id FROM audit_log WHERE request_id = 'req-cross-1' ORDER BY id`);
  });
  expect(audited).toEqual([
    { action: 'staff.enterAccount', account_id: clinicId, user_id: staff.userId, entity_id: String(clinicId), reason: REASON, request_id: 'req-cross-1' },
    { action: 'staff.enterAllAccounts', account_id: staff.accountId, user_id: staff.userId, entity_id: null, reason: REASON, request_id: 'req-cross-1' },
  ]);
});

it('opens every account only when asked, and returns to one account when entering one', async () => {
  const seen = await asRequestOf(staff, async (tx) => {
    const access = crossAccountAccess(tx, caller());
    await access.allAccounts(REASON);
    const all = await accountsSeen(tx);
    await access.account(otherPracticeId, REASON);
    return { all, one: await accountsSeen(tx) };
  });
  expect(seen.all).toEqual(expect.arrayContaining([clinicId, otherPracticeId]));
  expect(seen.one).toEqual([otherPracticeId]);
});

it('refuses a reason a reviewer could not check, and enters nothing', async () => {
  const outcome = await asRequestOf(staff, async (tx) => {
    const refused = await crossAccountAccess(tx, caller())
      .account(clinicId, ' why ')
      .then(() => null, (error: unknown) => error);
    return { refused, seen: await accountsSeen(tx) };
  });
  expect(outcome.refused).toBeInstanceOf(HttpProblem);
  expect((outcome.refused as HttpProblem).code).toBe('validation');
  expect(outcome.seen).toEqual([]);
});

it('never gives a customer the cross-account scope', () => {
  expect(() => crossAccountAccess(test.db, { ...caller(), staff: { ...staff, internal: false } })).toThrow(HttpProblem);
});

it('binds an operation that reaches all accounts only with the staff binder, and the other way round', () => {
  const base = { service: 'assessment', method: 'GET', path: '/test', summary: 'Test.', access: [PERMISSIONS.FEATURE_LICENSE_MANAGE], response: 'json', audit: 'none' } as const;
  const staffOperation = defineOperation({ ...base, id: 'test.staff', reach: 'allAccounts' });
  const customerOperation = defineOperation({ ...base, id: 'test.customer' });
  expect(() => handle(staffOperation, async () => undefined)).toThrow(/handleAcrossAccounts/);
  expect(() => handleAcrossAccounts(customerOperation, async () => undefined)).toThrow(/does not reach all accounts/);
  expect(() => handleAcrossAccounts(defineOperation({ ...base, id: 'test.open', reach: 'allAccounts', access: 'signedIn' }), async () => undefined)).toThrow(/staff permissions/);
});
