/**
 * The purge's coverage test (issue #18), in the style of Moodle's privacy tests: the demo clinic
 * gets rows in every table the services can fill (and direct inserts where none can yet), is
 * soft-deleted, the clock passes the recovery window, the daily run purges it, and then the
 * database's own catalogue (information_schema) is asked which columns refer to an account, a
 * user or an examinee: none may refer to the clinic, its users or its examinees any more (the
 * tombstone and the pseudonymised audit rows aside), and no other account may have lost a row.
 * A table added later without purge support fails here (see the scratch table case below).
 */
import { sql } from 'drizzle-orm';
import { purgeDueAccounts } from '../../src/server/services/dataRetention/purge/purgeDueAccounts';
import { PURGED_REASON } from '../../src/server/db/platform/purgeAudit';
import { createClosingAccount, demoClinicId } from './support/permissionMatrixAccounts';
import { idsOfAccount, othersRows, type PurgedIds, referringRows, rowsOf, type SubjectColumn, subjectColumns } from './support/purgeCoverage';
import { buildPurgeWorld } from './support/purgeWorld';
import { createTestApp, type TestApp, testConfig } from './support/testApp';

jest.setTimeout(240_000);

const policy = testConfig().retention;
const DAY_MINUTES = 24 * 60;

/** Columns whose rows stay by design: the tombstone, and the audit log (pseudonymised; checked on its own). */
const KEPT = new Set(['purged_accounts.former_account_id', 'audit_log.account_id', 'audit_log.user_id']);

/**
 * Columns that cannot get a row of a customer account by any service (staff-only references),
 * each with why. Every other column found must have had rows of the clinic before the purge, so
 * the test shows that the purge removed something real in it.
 */
const NEVER_FILLED: Readonly<Record<string, string>> = {
  'feature_license_events.user_id': 'only back-office staff change a license; the clinic’s events name them',
  'feedback.assignee_id': 'feedback is assigned to staff only',
  'feedback_answers.author_id': 'only staff answer feedback',
  'stimulus_books.published_by': 'stimulus books are platform content, published by the operator’s staff (issue #20)',
};

let test: TestApp;
let clinicId: number;
let otherId: number;
let ids: PurgedIds;
let columns: SubjectColumn[];
let before: { referring: Record<string, number>; others: Record<string, number>; audit: number; examinees: number; auditShape: AuditShape };

/** What the clinic's audit rows hold that the pseudonymisation must replace. */
interface AuditShape {
  byMembers: number;
  addressesWithoutUser: number;
  people: number;
  reasons: number;
}

async function auditShape(): Promise<AuditShape> {
  const members = sql.join(ids.users.map((id) => sql`${id}`), sql`, `);
  const [row] = await rowsOf<AuditShape>(
    test.db,
    sql`SELECT count(*) FILTER (WHERE user_id IN (${members}))::int AS "byMembers",
               count(*) FILTER (WHERE user_id IS NULL AND ip <> '')::int AS "addressesWithoutUser",
               count(*) FILTER (WHERE entity IN ('user', 'examinee') AND entity_id IS NOT NULL)::int AS people,
               count(*) FILTER (WHERE reason IS NOT NULL)::int AS reasons
        FROM audit_log WHERE account_id = ${clinicId}`,
  );
  if (!row) throw new Error('No audit rows.');
  return row;
}

const accountIdNamed = async (name: string): Promise<number> => {
  const [row] = await rowsOf<{ id: number }>(test.db, sql`SELECT id FROM accounts WHERE name = ${name}`);
  if (!row) throw new Error(`No account ${name}.`);
  return row.id;
};

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  otherId = await accountIdNamed('Other Practice');
  await buildPurgeWorld(test, clinicId, otherId);
  ids = await idsOfAccount(test.db, clinicId);
  columns = await subjectColumns(test.db);
  const [audit] = await rowsOf<{ n: number }>(test.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE account_id = ${clinicId}`);
  before = { referring: await referringRows(test.db, columns, ids), others: await othersRows(test.db, columns, ids), audit: audit?.n ?? 0, examinees: ids.examinees.length, auditShape: await auditShape() };
  // Soft-deleted today (the lifecycle's deletion; here set directly), purged after the recovery window.
  await test.db.execute(sql`UPDATE accounts SET deleted_at = ${test.clock.now().toISOString()}::timestamptz WHERE id = ${clinicId}`);
});

afterAll(async () => {
  await test?.close();
});

describe('purging the demo clinic', () => {
  it('had rows of the clinic in every column that refers to an account, a user or an examinee', () => {
    const empty = columns.map((column) => `${column.table}.${column.column}`).filter((name) => !KEPT.has(name) && !(name in NEVER_FILLED) && !(name in before.referring));
    expect(empty).toEqual([]);
  });

  it('had audit rows naming the clinic’s users, examinees, addresses and reasons', () => {
    expect(Object.values(before.auditShape).every((count) => count > 0)).toBe(true);
  });

  it('does nothing before the recovery window has passed', async () => {
    test.clock.advanceMinutes((policy.recoveryDays - 1) * DAY_MINUTES);
    expect(await purgeDueAccounts({ db: test.db, policy }, test.clock.now())).toEqual({ purged: [], blocked: [], failed: [] });
    expect(await referringRows(test.db, columns, ids)).toEqual(before.referring);
  });

  it('purges it once the window has passed: no row refers to the clinic, its users or its examinees', async () => {
    test.clock.advanceMinutes(2 * DAY_MINUTES);
    const run = await purgeDueAccounts({ db: test.db, policy }, test.clock.now());
    expect(run).toEqual({ purged: [clinicId], blocked: [], failed: [] });
    const left = await referringRows(test.db, columns, ids);
    expect(Object.keys(left).filter((name) => !KEPT.has(name))).toEqual([]);
  });

  it('took no row of another account, or of the platform', async () => {
    const after = await othersRows(test.db, columns, ids);
    // The tombstone names the purged account, so it is not among the others' rows.
    expect(after).toEqual(before.others);
  });

  it('kept the clinic’s audit rows, pseudonymised: no user, address, person or reason of the clinic left', async () => {
    const rows = await rowsOf<{ user_id: number | null; ip: string; entity: string; entity_id: string | null; reason: string | null; action: string }>(
      test.db,
      sql`SELECT user_id, ip, entity, entity_id, reason, action FROM audit_log WHERE account_id = ${clinicId}`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(before.audit);
    const members = new Set(ids.users);
    expect(rows.filter((row) => row.user_id !== null && members.has(row.user_id))).toEqual([]);
    expect(rows.filter((row) => row.user_id === null && row.ip !== '')).toEqual([]);
    expect(rows.filter((row) => (row.entity === 'user' || row.entity === 'examinee') && row.entity_id !== null && !/^(user|examinee)-\d+$/.test(row.entity_id))).toEqual([]);
    expect(rows.filter((row) => row.reason !== null && row.reason !== PURGED_REASON)).toEqual([]);
    // Staff who acted in the clinic are still named: they are the platform's, not the clinic's.
    expect(rows.some((row) => row.user_id !== null)).toBe(true);
    expect(rows.some((row) => row.action === 'retention.accountPurged')).toBe(true);
    const [byUser] = await rowsOf<{ n: number }>(test.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE user_id IN (${sql.join(ids.users.map((id) => sql`${id}`), sql`, `)})`);
    expect(byUser?.n).toBe(0);
  });

  it('left the tombstone: when, why and the rows removed per table, and nothing of the account', async () => {
    const [tombstone] = await rowsOf<{ cause: string; rows_removed: Record<string, number>; purged_at: Date | string }>(
      test.db,
      sql`SELECT cause, rows_removed, purged_at FROM purged_accounts WHERE former_account_id = ${clinicId}`,
    );
    expect(tombstone).toMatchObject({ cause: 'staff', rows_removed: expect.objectContaining({ accounts: 1, users: ids.users.length, examinees: before.examinees }) });
    expect(await rowsOf(test.db, sql`SELECT 1 FROM accounts WHERE id = ${clinicId}`)).toEqual([]);
  });

  it('does nothing on a second run (the account is gone)', async () => {
    expect(await purgeDueAccounts({ db: test.db, policy }, test.clock.now())).toEqual({ purged: [], blocked: [], failed: [] });
  });
});

describe('a table added later without purge support', () => {
  afterEach(async () => {
    await test.db.execute(sql`DROP TABLE IF EXISTS purge_scratch`);
  });

  it('is found by the coverage check when it names the account without a foreign key', async () => {
    const victim = await accountIdNamed('Other Practice');
    const victimIds = await idsOfAccount(test.db, victim);
    await test.db.execute(sql`CREATE TABLE purge_scratch (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, account_id integer, note text)`);
    await test.db.execute(sql`INSERT INTO purge_scratch (account_id, note) VALUES (${victim}, 'left behind')`);
    await test.db.execute(sql`UPDATE accounts SET deleted_at = ${test.clock.now().toISOString()}::timestamptz - interval '40 days', legal_hold_reason = NULL WHERE id = ${victim}`);
    const run = await purgeDueAccounts({ db: test.db, policy }, test.clock.now());
    expect(run.purged).toEqual([victim]);
    const left = await referringRows(test.db, await subjectColumns(test.db), victimIds);
    expect(left).toMatchObject({ 'purge_scratch.account_id': 1 });
  });

  it('makes the purge fail, and remove nothing, when it refers to a user by a foreign key', async () => {
    const { accountId: victim } = await createClosingAccount(test.db);
    const [user] = await rowsOf<{ id: number }>(test.db, sql`SELECT id FROM users WHERE account_id = ${victim} LIMIT 1`);
    await test.db.execute(sql`CREATE TABLE purge_scratch (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL REFERENCES users (id))`);
    await test.db.execute(sql`INSERT INTO purge_scratch (user_id) VALUES (${user?.id ?? -1})`);
    await test.db.execute(sql`UPDATE accounts SET deleted_at = ${test.clock.now().toISOString()}::timestamptz - interval '40 days' WHERE id = ${victim}`);
    const run = await purgeDueAccounts({ db: test.db, policy }, test.clock.now());
    expect(run.purged).toEqual([]);
    expect(run.failed).toEqual([{ accountId: victim, error: expect.any(String) }]);
    expect(await rowsOf(test.db, sql`SELECT 1 FROM users WHERE account_id = ${victim}`)).not.toEqual([]);
  });
});
