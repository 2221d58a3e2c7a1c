/**
 * The permission matrix's cases of data management (dataManagement.accountDeletion,
 * deleteAccount, recoverAccount) and of the withdrawal of a deletion request
 * (accountManagement.withdrawSelfDeletion). The data-management calls need ACCOUNT_DATA_DELETE,
 * which no customer role holds (the account administrator is refused); the data-retention staff
 * member succeeds once their settings allow deleting, on a fresh account of the matrix's own with
 * a recent export (delete) or already deleted (recover), so no other case's account is touched.
 * The cases need the database: the matrix and the tenancy tests hand it over with
 * {@link useDataManagementDatabase} before the cases run.
 */
import { eq } from 'drizzle-orm';
import { accounts } from '../../../src/server/db/schema';
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';
import { createRetentionAccount, recordReadyExport, setStaffSettings } from './retentionAccounts';
import type { TestApp } from './testApp';

let database: TestApp['db'] | null = null;
let made = 0;

/** Hands the cases the test app's database, and lets the demo data-retention staff member delete. */
export async function useDataManagementDatabase(db: TestApp['db']): Promise<void> {
  database = db;
  await setStaffSettings(db, 'retention', { emailAlerts: [], mayDelete: true });
}

function db(): TestApp['db'] {
  if (!database) throw new Error('Call useDataManagementDatabase(test.db) before the data-management cases.');
  return database;
}

/** A fresh customer account of the matrix's own: exported just now, and deleted when asked. */
async function freshAccount(options: { deleted: boolean }): Promise<number> {
  made += 1;
  const { accountId } = await createRetentionAccount(db(), `Matrix Retention Practice ${made}`, []);
  const now = new Date();
  await recordReadyExport(db(), accountId, now);
  if (options.deleted) await db().update(accounts).set({ deletedAt: now, deletionReason: 'matrix' }).where(eq(accounts.id, accountId));
  return accountId;
}

const reason = { reason: MATRIX_STAFF_REASON };
const staffCase = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'admin', grantedTo: 'retention', request });

/** The cases, keyed by operation id. */
export const DATA_MANAGEMENT_CASES: Readonly<Record<string, MatrixCase>> = {
  'dataManagement.accountDeletion': staffCase(async () => ({ params: { accountId: await freshAccount({ deleted: false }) }, query: reason })),
  'dataManagement.deleteAccount': staffCase(async () => ({ params: { accountId: await freshAccount({ deleted: false }) }, body: reason })),
  'dataManagement.recoverAccount': staffCase(async () => ({ params: { accountId: await freshAccount({ deleted: true }) }, body: reason })),
  // Withdrawing answers 204 whether or not the closer's request (account.requestSelfDeletion) ran first.
  'accountManagement.withdrawSelfDeletion': { deniedTo: 'examiner', grantedTo: 'closer', request: (world) => ({ params: { accountId: world.closingAccountId } }) },
};
