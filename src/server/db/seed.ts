/**
 * First-start data: the shipped products, the demo account "Demo Clinic" with one user per
 * customer role, a second account "Other Practice" (tenancy tests sign in there), and the
 * operator's internal organisation with the back-office and data-retention staff. Idempotent: running it on
 * every start changes nothing once the data exists, except products whose file has a newer version.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '../../domain/dals';
import { DEFAULT_RETENTION_POLICY } from '../../domain/retention/retentionPolicy';
import type { IsoDate } from '../../domain/dates';
import { DEFAULT_ACCOUNT_LABELS } from '../../domain/identity';
import { isInternalRole, type RoleName } from '../../domain/permissions';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import { parseProductDefinition } from '../../domain/product/productSchema';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { seedDemoClasses } from './seedDemoClasses';
import { demoClinicLicenses, seedLicenses } from './seedLicenses';
import { seedPlatformLists } from './seedPlatformLists';
import { seedResourceDocuments } from './seedResourceDocuments';
import { accounts, accountSettings, examinees, retentionNotices, retentionStaffSettings, testingSites, users } from './schema';
import { seedProducts } from './seedProducts';
import { seedStimulusBooks } from './seedStimulusBooks';

/** A demo user as seeded; the password of each is `<username>-demo`. */
export interface DemoUser {
  username: string;
  role: RoleName;
  title: string;
  firstName: string;
  lastName: string;
  examiner: boolean;
}

/** The demo users of "Demo Clinic", one per customer role and a second teacher. */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'examiner', role: 'examiner', title: 'Dr.', firstName: 'Emma', lastName: 'Examiner', examiner: true },
  { username: 'teacher', role: 'teacher', title: 'Ms.', firstName: 'Tara', lastName: 'Teacher', examiner: true },
  // A second teacher, so the demo classes show that each teacher sees only their own class (issue #19).
  { username: 'teacher2', role: 'teacher', title: 'Mr.', firstName: 'Theo', lastName: 'Tutor', examiner: true },
  { username: 'admin', role: 'accountAdministrator', title: 'Dr.', firstName: 'Adam', lastName: 'Administrator', examiner: true },
  { username: 'user', role: 'accountUser', title: 'Mr.', firstName: 'Uma', lastName: 'User', examiner: false },
];

/**
 * The internal staff (back office, data retention). They belong to the platform operator's own
 * organisation, never to a customer account, so no customer's records are theirs by tenancy.
 */
export const INTERNAL_USERS: readonly DemoUser[] = [
  { username: 'backoffice', role: 'backOffice', title: '', firstName: 'Bob', lastName: 'Backoffice', examiner: false },
  { username: 'retention', role: 'dataRetention', title: '', firstName: 'Rita', lastName: 'Retention', examiner: false },
];

/** The examiner of "Other Practice". */
export const OTHER_PRACTICE_USER: DemoUser = {
  username: 'other',
  role: 'examiner',
  title: 'Dr.',
  firstName: 'Oliver',
  lastName: 'Other',
  examiner: true,
};

/** A seeded examinee (the account is filled in when seeding). */
type DemoExaminee = Omit<typeof examinees.$inferInsert, 'accountId'>;

/**
 * The TOTP secret (base32) of the demo internal staff: internal staff must use two-step sign-in,
 * so the seed enrols them with this published secret (README: add it to an authenticator app, or
 * let the tests compute the code from it). Only the seeded demo staff have it; any real user
 * enrols their own.
 */
export const DEMO_STAFF_TOTP_SECRET = 'QGLOBALDEMOSTAFFTWOSTEPSIGNINKEY';

/** The password of a demo user. */
export const demoPassword = (username: string): string => `${username}-demo`;

/** The demo account, with one user per role. */
export const DEMO_ACCOUNT_NAME = 'Demo Clinic';
/** A second account, so that tenancy can be tried out and tested. */
export const OTHER_ACCOUNT_NAME = 'Other Practice';
/** The platform operator's organisation, home of the internal staff. */
export const INTERNAL_ACCOUNT_NAME = 'Q-global Operations (internal)';

/** Every demo sign-in with the account it belongs to, in the order the start banner prints them. */
export const DEMO_SIGN_INS: readonly { user: DemoUser; accountName: string }[] = [
  ...DEMO_USERS.map((user) => ({ user, accountName: DEMO_ACCOUNT_NAME })),
  ...INTERNAL_USERS.map((user) => ({ user, accountName: INTERNAL_ACCOUNT_NAME })),
  { user: OTHER_PRACTICE_USER, accountName: OTHER_ACCOUNT_NAME },
];

/**
 * Reads and validates every `*.json` product definition of a directory.
 * @throws Error naming the file when a definition is invalid (a shipped product must never be half-loaded).
 */
export async function loadProductFiles(directory: string): Promise<ProductDefinition[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort();
  const definitions: ProductDefinition[] = [];
  for (const name of names) {
    const json: unknown = JSON.parse(await readFile(path.join(directory, name), 'utf8'));
    const parsed = parseProductDefinition(json);
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    definitions.push(parsed.value);
  }
  return definitions;
}

/** A demo account, seeded once. */
interface DemoAccount {
  name: string;
  people: readonly DemoUser[];
  examinees: readonly DemoExaminee[];
  /**
   * When the account starts in the dormant lifecycle (so the notice and the staff's dashboard show
   * it): since when, and its deletion date. Its start notice is recorded as sent, as the daily job
   * would have done.
   */
  dormant?: { since: Date; until: IsoDate };
}

async function seedAccount(tx: Db, { name, people, examinees: demoExaminees, dormant }: DemoAccount, sealStaffSecret?: StaffSecretSealer): Promise<void> {
  const existing = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)).limit(1);
  if (existing.length > 0) return;
  const [account] = await tx
    .insert(accounts)
    .values({ name, dllAccount: dormant !== undefined, dllDeletionDate: dormant?.until ?? null, dormantSince: dormant?.since ?? null })
    .returning({ id: accounts.id });
  if (!account) throw new Error(`Could not create the account ${name}.`);
  if (dormant) await tx.insert(retentionNotices).values({ accountId: account.id, kind: 'dormantStart', deletionDate: dormant.until, createdAt: dormant.since });
  await tx.insert(accountSettings).values({ accountId: account.id, labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: '' });
  let firstExaminer: number | null = null;
  for (const person of people) {
    const [user] = await tx
      .insert(users)
      .values({
        accountId: account.id,
        username: person.username,
        passwordHash: await hashPassword(demoPassword(person.username)),
        role: person.role,
        title: person.title,
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${person.username}@example.org`,
        phone: '',
        examiner: person.examiner,
        internal: isInternalRole(person.role),
      })
      .returning({ id: users.id });
    if (user && isInternalRole(person.role) && sealStaffSecret) {
      await tx.update(users).set({ totpSecret: sealStaffSecret(user.id, DEMO_STAFF_TOTP_SECRET), totpEnrolledAt: sql`now()` }).where(eq(users.id, user.id));
    }
    // The deletion privilege is given by another data-retention staff member (never oneself:
    // dataRetention.userPrivileges); the demo has one, so the seed gives it, as an operator's first grant would.
    if (user && person.role === 'dataRetention') await tx.insert(retentionStaffSettings).values({ userId: user.id, mayDelete: true }).onConflictDoNothing();
    if (user && person.examiner && firstExaminer === null) firstExaminer = user.id;
  }
  if (demoExaminees.length > 0) {
    await tx.insert(examinees).values(demoExaminees.map((row) => ({ ...row, accountId: account.id, createdBy: firstExaminer })));
  }
}

/** The two examinees of the demo account. */
const DEMO_EXAMINEES: readonly DemoExaminee[] = [
  { examineeId: 'DEMO-001', firstName: 'Alex', lastName: 'Rivera', birthDate: '1988-04-12', sex: 'female' },
  { examineeId: 'DEMO-002', firstName: 'Jordan', middleName: 'K.', lastName: 'Lee', birthDate: '2007-09-30', sex: 'male' },
];

/** The testing sites of the demo account. */
const DEMO_TESTING_SITES: readonly string[] = ['Main Clinic', 'North Campus'];

/** Adds the testing sites an account lacks (idempotent: a site of the same name is kept). */
async function seedTestingSites(tx: Db, accountName: string, names: readonly string[]): Promise<void> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName)).limit(1);
  if (!account || names.length === 0) return;
  await tx
    .insert(testingSites)
    .values(names.map((name) => ({ accountId: account.id, name })))
    .onConflictDoNothing();
}

/** Seals a TOTP secret for storing on a user's row (auth/totp.ts, with the server's key). */
export type StaffSecretSealer = (userId: number, secret: string) => string;

/** What {@link seedDatabase} adds beyond the accounts, users and products. */
export interface SeedOptions {
  /** Two demo classes with scored reading probes (db/seedDemoClasses.ts); off in tests, which count rows. */
  demoClasses: boolean;
  /**
   * When given, the demo internal staff are seeded enrolled in two-step sign-in with
   * {@link DEMO_STAFF_TOTP_SECRET} (sealed by this); without it they enrol at their first sign-in.
   */
  sealStaffSecret?: StaffSecretSealer;
  /** The dormant demo account's grace period in days (the server's `config.retention.dormantGraceDays`). */
  dormantGraceDays?: number;
}

/**
 * Seeds the database (see the module comment). Runs in one transaction; on PostgreSQL an
 * advisory lock stops two starting processes from seeding twice.
 * @param productsDir the directory of shipped product definitions (config/products).
 * @param today the seeding day (`YYYY-MM-DD`, UTC), from which a dormant demo account's deletion date counts.
 * @param options what else to seed.
 */
export async function seedDatabase(
  db: Db,
  productsDir: string,
  today: IsoDate = new Date().toISOString().slice(0, 10),
  options: SeedOptions = { demoClasses: false },
): Promise<void> {
  const definitions = await loadProductFiles(productsDir);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await seedProducts(tx, definitions);
    await seedStimulusBooks(tx, definitions);
    await seedPlatformLists(tx, productsDir, definitions);
    await seedAccount(tx, { name: DEMO_ACCOUNT_NAME, people: DEMO_USERS, examinees: DEMO_EXAMINEES });
    await seedTestingSites(tx, DEMO_ACCOUNT_NAME, DEMO_TESTING_SITES);
    await seedLicenses(tx, DEMO_ACCOUNT_NAME, demoClinicLicenses(today));
    await seedResourceDocuments(tx, DEMO_ACCOUNT_NAME);
    if (options.demoClasses) await seedDemoClasses(tx, DEMO_ACCOUNT_NAME, today);
    // Dormant, so the DALS notice and "Keep this account" can be tried by signing in as `other`.
    await seedAccount(tx, {
      name: OTHER_ACCOUNT_NAME,
      people: [OTHER_PRACTICE_USER],
      examinees: [],
      dormant: { since: new Date(`${today}T00:00:00Z`), until: addDays(today, options.dormantGraceDays ?? DEFAULT_RETENTION_POLICY.dormantGraceDays) },
    });
    await seedAccount(tx, { name: INTERNAL_ACCOUNT_NAME, people: INTERNAL_USERS, examinees: [] }, options.sealStaffSecret);
  });
}
