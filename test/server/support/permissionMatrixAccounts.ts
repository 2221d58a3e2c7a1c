/**
 * Accounts of the permission matrix's database: the demo clinic's id, and an account of its own
 * whose deletion the matrix may ask for without touching the accounts other cases use.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_ACCOUNT_LABELS } from '../../../src/domain/identity';
import { hashPassword } from '../../../src/server/auth/passwords';
import { accounts, accountSettings, users } from '../../../src/server/db/schema';
import type { TestApp } from './testApp';

/** The demo clinic's account id (seeded by the server). */
export async function demoClinicId(db: TestApp['db']): Promise<number> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Demo Clinic'));
  if (!account) throw new Error('The demo clinic is not seeded.');
  return account.id;
}

/** A sign-in of a user the matrix made. */
export interface MatrixSignIn {
  accountId: number;
  userName: string;
  password: string;
}

/**
 * Makes an account with one account administrator, in one transaction, the way the seed makes
 * the demo accounts.
 */
export async function createClosingAccount(db: TestApp['db']): Promise<MatrixSignIn> {
  const userName = 'matrix.closer';
  const password = `${userName}-matrix-password`;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ name: 'Matrix Closing Practice' }).returning({ id: accounts.id });
    if (!account) throw new Error('Could not create the closing account.');
    await tx.insert(accountSettings).values({ accountId: account.id, labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: '' });
    await tx.insert(users).values({
      accountId: account.id,
      username: userName,
      passwordHash,
      role: 'accountAdministrator',
      firstName: 'Casey',
      lastName: 'Closer',
      email: `${userName}@example.org`,
    });
    return { accountId: account.id, userName, password };
  });
}
