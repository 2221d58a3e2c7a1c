/**
 * Accounts of the data-retention tests, made the way the seed makes the demo accounts: a name and
 * its people (administrators with e-mail addresses and languages, an examiner), each signing in
 * with `<userName>-retention`. And the daily job's context of a test app.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_ACCOUNT_LABELS } from '../../../src/domain/identity';
import type { RoleName } from '../../../src/domain/permissions';
import { contextOfApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/passwords';
import type { AppContext } from '../../../src/server/context';
import { accountExports, accounts, accountSettings, emailMessages, retentionNotices, retentionStaffSettings, users } from '../../../src/server/db/schema';
import type { TestApp } from './testApp';

/** A person of a test account. */
export interface RetentionPerson {
  userName: string;
  role: RoleName;
  email: string;
  /** A language preference (`de_de`), or none. */
  language?: string;
}

/** A made account: its id and its users' ids by user name. */
export interface RetentionAccount {
  accountId: number;
  userIds: Record<string, number>;
}

/** The password of a person made here. */
export const retentionPassword = (userName: string): string => `${userName}-retention`;

/** Makes an account with `people` in one transaction. */
export async function createRetentionAccount(db: TestApp['db'], name: string, people: readonly RetentionPerson[]): Promise<RetentionAccount> {
  const hashes = await Promise.all(people.map((person) => hashPassword(retentionPassword(person.userName))));
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ name }).returning({ id: accounts.id });
    if (!account) throw new Error(`Could not create ${name}.`);
    await tx.insert(accountSettings).values({ accountId: account.id, labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: '' });
    const userIds: Record<string, number> = {};
    for (const [index, person] of people.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          accountId: account.id,
          username: person.userName,
          passwordHash: hashes[index] ?? '',
          role: person.role,
          firstName: person.userName,
          lastName: 'Tester',
          email: person.email,
          examiner: person.role === 'examiner',
          preferences: person.language ? { language: { languageCode: person.language, languageName: person.language } } : {},
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`Could not create ${person.userName}.`);
      userIds[person.userName] = row.id;
    }
    return { accountId: account.id, userIds };
  });
}

/** The daily job's context of a test app. */
export function jobContextOf(test: TestApp): AppContext {
  const context = contextOfApp(test.app);
  if (!context) throw new Error('The test app has no context.');
  return context;
}

/** The instant `days` whole days after `from`. */
export const daysAfter = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000);

/** The account's row. */
export async function accountRow(db: TestApp['db'], accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`No account ${accountId}.`);
  return row;
}

/** The account's notices, oldest first. */
export const noticesOf = (db: TestApp['db'], accountId: number) =>
  db.select().from(retentionNotices).where(eq(retentionNotices.accountId, accountId)).orderBy(retentionNotices.id);

/** The account's e-mails of `kind`, oldest first. */
export const mailsOf = (db: TestApp['db'], accountId: number, kind: 'retentionNotice' | 'retentionAlert') =>
  db.select().from(emailMessages).where(and(eq(emailMessages.accountId, accountId), eq(emailMessages.kind, kind))).orderBy(emailMessages.id);

/** Every staff alert e-mail, oldest first. */
export const alertsSent = (db: TestApp['db']) => db.select().from(emailMessages).where(eq(emailMessages.kind, 'retentionAlert')).orderBy(emailMessages.id);

/** Sets a staff member's data-retention settings (what dataRetention.updateEmailAlerts and userPrivileges write). */
export async function setStaffSettings(db: TestApp['db'], userName: string, settings: { emailAlerts: string[]; mayDelete: boolean }): Promise<void> {
  const [staff] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.username, userName));
  if (!staff) throw new Error(`No ${userName}.`);
  if (staff.email.trim() === '') await db.update(users).set({ email: `${userName}@operator.example.org` }).where(eq(users.id, staff.id));
  await db
    .insert(retentionStaffSettings)
    .values({ userId: staff.id, ...settings })
    .onConflictDoUpdate({ target: retentionStaffSettings.userId, set: settings });
}

/** Records a ready export of the account at `readyAt` (what the exports' build job leaves). */
export async function recordReadyExport(db: TestApp['db'], accountId: number, readyAt: Date, kind: 'staff' | 'accessRequest' = 'staff'): Promise<void> {
  await db.insert(accountExports).values({ accountId, kind, status: 'ready', readyAt, createdAt: readyAt, expiresAt: new Date(readyAt.getTime() + 24 * 3_600_000) });
}
