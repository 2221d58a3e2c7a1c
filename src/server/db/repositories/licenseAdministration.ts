/**
 * The back office's side of one account's feature licenses (issue #17): read one with its
 * history, create one, change its terms or its status, and record each change in its history and
 * in the usage ledger. Made for the customer account that internal staff entered through the
 * audited cross-account scope (http/crossAccount.ts); every query is filtered by that account, so
 * another account's license is a missing one.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { LicenseOptions } from '../../../domain/licenseOptions';
import type { LicenseEventKind, StoredLicenseStatus } from '../../../domain/licenseStatus';
import type { LicenseTermsInput, TermsChange } from '../../../domain/licenseTerms';
import type { LicensedReportType } from '../../../domain/licenseTypes';
import type { Db } from '../client';
import { accounts, featureLicenseEvents, featureLicenses, products, usageLedger } from '../schema';
import { licenseColumns, type NamedLicense } from './licensing';
import type { AccountScope } from './scope';

/** A stored license as staff read it: its terms, its account's name and its options. */
export type StaffLicenseRow = NamedLicense & { accountId: number; accountName: string; options: LicenseOptions };

/** The columns of {@link StaffLicenseRow}, joined with the product and the account (shared with the staff search). */
export const staffLicenseColumns = {
  ...licenseColumns,
  accountId: featureLicenses.accountId,
  accountName: accounts.name,
  options: featureLicenses.options,
};

/** One entry of a license's history, as stored. */
export interface LicenseEventRow {
  id: number;
  kind: LicenseEventKind;
  status: StoredLicenseStatus;
  userName: string;
  reason: string;
  changes: TermsChange[];
  at: Date;
}

/** A new history entry, by the scope's user (a staff member). */
export interface NewLicenseEvent {
  licenseId: number;
  kind: LicenseEventKind;
  status: StoredLicenseStatus;
  /** The staff member's name as the account will read it. */
  userName: string;
  reason: string;
  changes: TermsChange[];
}

/** The license's product and report type, the usages a change added and its history entry, for the usage ledger. */
export interface LicenseChangeEntry {
  licenseId: number;
  licenseEventId: number;
  productId: string | null;
  reportType: LicensedReportType | null;
  usagesAdded: number;
}

/** Checked terms with the report type as stored (`group` for group usages: domain licenseTerms.ts storedShape). */
export type StoredTerms = Omit<LicenseTermsInput, 'reportType'> & { reportType: LicensedReportType | null };

/** A new license: the stored kind of its type and its checked terms. */
export type NewLicense = StoredTerms & { kind: 'usage' | 'subscription' };

/** The scope account's licenses as the back office manages them. */
export interface LicenseAdministrationRepository {
  /** Whether the scope's account exists (a license is created only for an account that does). */
  accountExists(): Promise<boolean>;
  /**
   * The account's license `licenseId`, or `null`. `forUpdate` locks the row until the transaction
   * ends, so a change and a concurrent report's charge do not interleave.
   */
  license(licenseId: number, options?: { forUpdate?: boolean }): Promise<StaffLicenseRow | null>;
  /** The license's history, newest first (ties by id, newest first). */
  history(licenseId: number): Promise<LicenseEventRow[]>;
  /** Stores a new license of the account, active, none used; answers its id. */
  create(license: NewLicense, now: Date): Promise<number>;
  /** Replaces the terms of the account's license `licenseId` (its type and usages used stay). */
  updateTerms(licenseId: number, terms: StoredTerms): Promise<void>;
  /** Sets the stored status of the account's license `licenseId`. */
  setStatus(licenseId: number, status: StoredLicenseStatus): Promise<void>;
  /**
   * Appends a history entry by the scope's user at `at`; answers its id.
   * @throws Error when the scope has no user (a change is always someone's).
   */
  addEvent(event: NewLicenseEvent, at: Date): Promise<number>;
  /**
   * Appends the usage-ledger row of a license change (reason `licenseChange`, nothing charged), by the scope's user.
   * @throws Error when the scope has no user.
   */
  recordLicenseChange(entry: LicenseChangeEntry, at: Date): Promise<void>;
}

/** The license administration repository of `scope`'s account (the entered customer account) over `db`. */
export function licenseAdministrationRepository(db: Db, scope: AccountScope): LicenseAdministrationRepository {
  const ownLicense = (...conditions: SQL[]) => and(eq(featureLicenses.accountId, scope.accountId), ...conditions);
  const actor = (): number => {
    if (scope.userId === null) throw new Error('A license is changed by a staff member; the scope has none.');
    return scope.userId;
  };
  return {
    async accountExists() {
      const found = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, scope.accountId)).limit(1);
      return found.length > 0;
    },
    async license(licenseId, options = {}) {
      const query = db
        .select(staffLicenseColumns)
        .from(featureLicenses)
        .innerJoin(accounts, eq(accounts.id, featureLicenses.accountId))
        .leftJoin(products, eq(products.id, featureLicenses.productId))
        .where(ownLicense(eq(featureLicenses.id, licenseId)))
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update', { of: featureLicenses }) : await query;
      return row ?? null;
    },
    history: (licenseId) =>
      db
        .select({
          id: featureLicenseEvents.id,
          kind: featureLicenseEvents.kind,
          status: featureLicenseEvents.status,
          userName: featureLicenseEvents.userName,
          reason: featureLicenseEvents.reason,
          changes: featureLicenseEvents.changes,
          at: featureLicenseEvents.at,
        })
        .from(featureLicenseEvents)
        .where(and(eq(featureLicenseEvents.accountId, scope.accountId), eq(featureLicenseEvents.licenseId, licenseId)))
        .orderBy(desc(featureLicenseEvents.at), desc(featureLicenseEvents.id)),
    async create(license, now) {
      const [row] = await db
        .insert(featureLicenses)
        .values({
          accountId: scope.accountId,
          name: license.name,
          kind: license.kind,
          productId: license.productId,
          reportType: license.reportType,
          usagesGranted: license.usagesGranted,
          validFrom: license.validFrom,
          validUntil: license.validUntil,
          options: license.options,
          createdAt: now,
        })
        .returning({ id: featureLicenses.id });
      if (!row) throw new Error('The license was not stored.');
      return row.id;
    },
    async updateTerms(licenseId, terms) {
      await db
        .update(featureLicenses)
        .set({
          name: terms.name,
          productId: terms.productId,
          reportType: terms.reportType,
          usagesGranted: terms.usagesGranted,
          validFrom: terms.validFrom,
          validUntil: terms.validUntil,
          options: terms.options,
        })
        .where(ownLicense(eq(featureLicenses.id, licenseId)));
    },
    async setStatus(licenseId, status) {
      await db.update(featureLicenses).set({ status }).where(ownLicense(eq(featureLicenses.id, licenseId)));
    },
    async addEvent(event, at) {
      const [row] = await db
        .insert(featureLicenseEvents)
        .values({ accountId: scope.accountId, userId: actor(), ...event, at })
        .returning({ id: featureLicenseEvents.id });
      if (!row) throw new Error('The history entry was not stored.');
      return row.id;
    },
    async recordLicenseChange(entry, at) {
      await db.insert(usageLedger).values({
        accountId: scope.accountId,
        userId: actor(),
        productId: entry.productId,
        reportType: entry.reportType,
        reason: 'licenseChange',
        usagesCharged: 0,
        usagesAdded: entry.usagesAdded,
        licenseId: entry.licenseId,
        licenseEventId: entry.licenseEventId,
        createdAt: at,
      });
    },
  };
}
