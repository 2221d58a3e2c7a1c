/**
 * The purge's rules (issue #18): a legal hold or an open access request blocks it (nothing
 * removed, an audit row says why, the next run tries again), an account not yet due is left
 * alone, two runs at once purge each account once, the append-only guards let exactly the purge
 * through, and afterwards the account's users cannot sign in and its links answer like unknown
 * ones. On PGlite, and on PostgreSQL with TEST_DATABASE_URL (the two runs then truly overlap, on
 * two connections).
 */
import { sql } from 'drizzle-orm';
import type { CreatedRemoteLink } from '../../src/contract/services/remoteLinks';
import { DEFAULT_ACCOUNT_LABELS } from '../../src/domain/identity';
import { hashPassword } from '../../src/server/auth/passwords';
import { enterAccountScope } from '../../src/server/db/accountScope';
import { accounts, accountSettings, users } from '../../src/server/db/schema';
import { accountPurgeBlock } from '../../src/server/services/dataRetention/purge/purgeBlock';
import { purgeDueAccounts } from '../../src/server/services/dataRetention/purge/purgeDueAccounts';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { rowsOf } from './support/purgeCoverage';
import { apiAs, postLogin, signIn } from './support/session';
import { createTestApp, type TestApp, testConfig } from './support/testApp';

jest.setTimeout(120_000);

const policy = testConfig().retention;
let test: TestApp;
let otherId: number;
let linkToken: string;
let accountCounter = 0;

const context = () => ({ db: test.db, policy });
const now = () => test.clock.now();

/** A new customer account with one administrator (`purge.userN`, password `purge-password`). */
async function newAccount(): Promise<{ id: number; userName: string }> {
  accountCounter += 1;
  const userName = `purge.user${accountCounter}`;
  const passwordHash = await hashPassword('purge-password');
  return test.db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ name: `Purge Practice ${accountCounter}` }).returning({ id: accounts.id });
    if (!account) throw new Error('No account.');
    await tx.insert(accountSettings).values({ accountId: account.id, labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: '' });
    await tx.insert(users).values({ accountId: account.id, username: userName, passwordHash, role: 'accountAdministrator', firstName: 'Pat', lastName: 'Purge', email: `${userName}@example.org` });
    return { id: account.id, userName };
  });
}

/** Marks an account deleted `daysAgo` days before the test clock's now. */
const deleteAccount = (accountId: number, daysAgo: number) =>
  test.db.execute(sql`UPDATE accounts SET deleted_at = ${now().toISOString()}::timestamptz - make_interval(days => ${daysAgo}) WHERE id = ${accountId}`);

/** A digest of every row of every table with an account column, for one account (as the tenancy test takes it). */
async function rowsDigest(accountId: number): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table_name: string }>(test.db, sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'account_id' ORDER BY table_name`);
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf<{ digest: string }>(test.db, sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${sql.identifier(table)} t WHERE account_id = ${accountId}`);
    digest[table] = row?.digest ?? '';
  }
  return digest;
}

const blockRows = (accountId: number) =>
  rowsOf<{ outcome: string; result: string; reason: string }>(test.db, sql`SELECT outcome, result, reason FROM audit_log WHERE account_id = ${accountId} AND action = 'retention.purgeBlocked' ORDER BY id`);

const openLink = (token: string) => test.app.inject({ method: 'POST', url: '/qg-services/assessment-facade/osa/open', payload: { token } });

beforeAll(async () => {
  test = await createTestApp();
  const [other] = await rowsOf<{ id: number }>(test.db, sql`SELECT id FROM accounts WHERE name = 'Other Practice'`);
  otherId = other?.id ?? -1;
  const api = apiAs(test.app, await signIn(test.app, 'other'));
  const examinee = (await api('POST', '/assessment-facade/examinees', { examineeId: 'PURGE-1', firstName: 'Ola', lastName: 'Other', birthDate: '1990-05-17', sex: 'female' })).json<{ id: number }>();
  const examinerId = (await api('GET', '/account/users/self/preferences')).json<{ userId: number }>().userId;
  const draft = (await api('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<{ id: number }>();
  const link = (await api('POST', `/assessment-facade/assessments/${draft.id}/qosa-links`, { validForDays: 60 })).json<CreatedRemoteLink>();
  linkToken = link.url.split('#')[1] ?? '';
  // The link works while the account lives (a deleted account's links already answer like unknown ones).
  const opened = await openLink(linkToken);
  if (opened.statusCode !== 200) throw new Error(`The link does not open before the deletion: ${opened.statusCode}.`);
});

afterAll(async () => {
  await test?.close();
});

describe('the block', () => {
  it('a legal hold blocks the purge: nothing removed, an audit row with the reason, and again on the next run', async () => {
    await test.db.execute(sql`UPDATE accounts SET legal_hold_reason = 'Court order 2026-114: keep every record.', legal_hold_set_at = now() WHERE id = ${otherId}`);
    await deleteAccount(otherId, policy.recoveryDays + 1);
    const rows = await rowsDigest(otherId);
    const expected = { kind: 'legalHold', reason: 'Court order 2026-114: keep every record.' };
    expect(await purgeDueAccounts(context(), now())).toEqual({ purged: [], blocked: [{ accountId: otherId, block: expected }], failed: [] });
    expect(await purgeDueAccounts(context(), now())).toEqual({ purged: [], blocked: [{ accountId: otherId, block: expected }], failed: [] });
    const after = await rowsDigest(otherId);
    // Only the two audit rows were written.
    expect({ ...after, audit_log: '' }).toEqual({ ...rows, audit_log: '' });
    expect(await blockRows(otherId)).toEqual([
      { outcome: 'legalHold', result: 'denied', reason: 'Legal hold: Court order 2026-114: keep every record.' },
      { outcome: 'legalHold', result: 'denied', reason: 'Legal hold: Court order 2026-114: keep every record.' },
    ]);
  });

  it('an open access request blocks it: pending, or ready and neither downloaded nor expired', async () => {
    await test.db.execute(sql`UPDATE accounts SET legal_hold_reason = NULL WHERE id = ${otherId}`);
    await test.db.execute(sql`INSERT INTO account_exports (account_id, kind, status) VALUES (${otherId}, 'accessRequest', 'pending')`);
    const rows = await rowsDigest(otherId);
    expect(await purgeDueAccounts(context(), now())).toMatchObject({ purged: [], blocked: [{ accountId: otherId, block: { kind: 'openAccessRequest', requests: 1 } }] });
    expect({ ...(await rowsDigest(otherId)), audit_log: '' }).toEqual({ ...rows, audit_log: '' });
    await test.db.execute(sql`UPDATE account_exports SET status = 'ready', expires_at = ${now().toISOString()}::timestamptz + interval '2 hours' WHERE account_id = ${otherId}`);
    expect(await accountPurgeBlock(test.db, otherId, now())).toEqual({ kind: 'openAccessRequest', requests: 1 });
    expect((await blockRows(otherId)).at(-1)).toEqual({ outcome: 'openAccessRequest', result: 'denied', reason: 'Open access requests: 1' });
  });

  it('is read alike in a request’s transaction scoped to the account (the soft deletion asks it there)', async () => {
    const blocks = await test.db.transaction(async (tx) => {
      await enterAccountScope(tx, otherId);
      return accountPurgeBlock(tx, otherId, now());
    });
    expect(blocks).toEqual({ kind: 'openAccessRequest', requests: 1 });
  });

  it('an access request downloaded, expired or failed does not block; staff exports never do', async () => {
    await test.db.execute(sql`UPDATE account_exports SET downloaded_at = now() WHERE account_id = ${otherId}`);
    await test.db.execute(sql`INSERT INTO account_exports (account_id, kind, status, expires_at) VALUES (${otherId}, 'accessRequest', 'ready', ${now().toISOString()}::timestamptz - interval '1 minute')`);
    await test.db.execute(sql`INSERT INTO account_exports (account_id, kind, status) VALUES (${otherId}, 'accessRequest', 'failed'), (${otherId}, 'staff', 'pending'), (${otherId}, 'beforeDeletion', 'pending')`);
    expect(await accountPurgeBlock(test.db, otherId, now())).toBeNull();
  });
});

describe('the purge', () => {
  it('after the purge the users cannot sign in and the links answer like unknown ones', async () => {
    const run = await purgeDueAccounts(context(), now());
    expect(run.purged).toEqual([otherId]);
    const [signedIn, unknown] = [await postLogin(test.app, 'other', 'other-demo'), await postLogin(test.app, 'nobody.at.all', 'other-demo')];
    expect(signedIn.statusCode).toBe(unknown.statusCode);
    expect(signedIn.headers['location']).toEqual(unknown.headers['location']);
    expect(signedIn.headers['set-cookie']?.toString().includes('qg_session')).toBe(false);
    const [purgedLink, unknownLink] = [await openLink(linkToken), await openLink('x'.repeat(linkToken.length))];
    expect(purgedLink.statusCode).toBe(unknownLink.statusCode);
    expect(purgedLink.json()).toEqual(unknownLink.json());
    const [tombstone] = await rowsOf<{ cause: string }>(test.db, sql`SELECT cause FROM purged_accounts WHERE former_account_id = ${otherId}`);
    // The seeded "Other Practice" is dormant (DALS) and nobody deleted it by hand.
    expect(tombstone).toEqual({ cause: 'dormant' });
  });

  it('leaves an account alone until its purge date, then purges it', async () => {
    const { id } = await newAccount();
    await deleteAccount(id, policy.recoveryDays - 1);
    expect((await purgeDueAccounts(context(), now())).purged).not.toContain(id);
    expect(await rowsOf(test.db, sql`SELECT 1 FROM accounts WHERE id = ${id}`)).toHaveLength(1);
    test.clock.advanceMinutes(24 * 60);
    expect((await purgeDueAccounts(context(), now())).purged).toContain(id);
    expect(await rowsOf(test.db, sql`SELECT 1 FROM accounts WHERE id = ${id}`)).toHaveLength(0);
  });

  it('two runs at once purge each due account once', async () => {
    const made = [await newAccount(), await newAccount(), await newAccount()];
    for (const { id } of made) await deleteAccount(id, policy.recoveryDays + 3);
    const runs = await Promise.all([purgeDueAccounts(context(), now()), purgeDueAccounts(context(), now())]);
    const purged = runs.flatMap((run) => run.purged).sort((a, b) => a - b);
    expect(purged).toEqual(made.map(({ id }) => id).sort((a, b) => a - b));
    expect(runs.flatMap((run) => [...run.failed, ...run.blocked])).toEqual([]);
    const ids = sql.join(made.map(({ id }) => sql`${id}`), sql`, `);
    expect(await rowsOf(test.db, sql`SELECT former_account_id FROM purged_accounts WHERE former_account_id IN (${ids})`)).toHaveLength(3);
    expect(await rowsOf(test.db, sql`SELECT 1 FROM audit_log WHERE account_id IN (${ids}) AND action = 'retention.accountPurged'`)).toHaveLength(3);
  });
});

describe('the append-only guards', () => {
  let clinicId: number;
  const refused = /cannot be changed/;
  /** Runs `work` in an owner's transaction that is always rolled back; answers the error it ended with. */
  async function inRolledBack(work: (tx: TestApp['db']) => Promise<unknown>): Promise<unknown> {
    const done = new Error('rolled back');
    try {
      await test.db.transaction(async (tx) => {
        await work(tx);
        throw done;
      });
    } catch (error) {
      // Drizzle wraps the database's error: its message is the cause's.
      return error === done ? null : `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
    }
    return null;
  }
  const asPurgeOf = (tx: TestApp['db'], accountId: number) => tx.execute(sql`SELECT set_config('qg.purge_account_id', ${String(accountId)}, true)`);

  beforeAll(async () => {
    clinicId = await demoClinicId(test.db);
    await signIn(test.app, 'admin');
  });

  it('refuse every change outside a purge', async () => {
    expect(String(await inRolledBack((tx) => tx.execute(sql`UPDATE audit_log SET ip = '' WHERE account_id = ${clinicId}`)))).toMatch(refused);
  });

  it('let the purge of an account pseudonymise its audit rows, and nothing else of them', async () => {
    expect(await inRolledBack(async (tx) => { await asPurgeOf(tx, clinicId); await tx.execute(sql`UPDATE audit_log SET ip = '', user_id = NULL, reason = NULL WHERE account_id = ${clinicId}`); })).toBeNull();
    expect(String(await inRolledBack(async (tx) => { await asPurgeOf(tx, clinicId); await tx.execute(sql`UPDATE audit_log SET action = 'rewritten' WHERE account_id = ${clinicId}`); }))).toMatch(refused);
    expect(String(await inRolledBack(async (tx) => { await asPurgeOf(tx, clinicId); await tx.execute(sql`DELETE FROM audit_log WHERE account_id = ${clinicId}`); }))).toMatch(refused);
  });

  it('refuse the purge of one account touching another account’s rows', async () => {
    const { id } = await newAccount();
    expect(String(await inRolledBack(async (tx) => { await asPurgeOf(tx, id); await tx.execute(sql`UPDATE audit_log SET ip = '' WHERE account_id = ${clinicId}`); }))).toMatch(refused);
  });

  it('refuse the application’s role even when it sets the purge’s setting', async () => {
    const [user] = await rowsOf<{ id: number }>(test.db, sql`SELECT id FROM users WHERE account_id = ${clinicId} LIMIT 1`);
    await test.db.execute(sql`INSERT INTO usage_ledger (account_id, user_id, reason, usages_charged) VALUES (${clinicId}, ${user?.id ?? -1}, 'usage', 0)`);
    const error = await inRolledBack(async (tx) => {
      await tx.execute(sql`SELECT set_config('qg.account_id', ${String(clinicId)}, true)`);
      await asPurgeOf(tx, clinicId);
      await tx.execute(sql`SET LOCAL ROLE qg_app`);
      await tx.execute(sql`DELETE FROM usage_ledger WHERE account_id = ${clinicId}`);
    });
    expect(String(error)).toMatch(refused);
    expect(await inRolledBack(async (tx) => { await asPurgeOf(tx, clinicId); await tx.execute(sql`DELETE FROM usage_ledger WHERE account_id = ${clinicId}`); })).toBeNull();
  });
});
