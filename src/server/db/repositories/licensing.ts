/**
 * The feature licenses of one account and its usage ledger (the licensing aggregate): licenses
 * are read as the domain's rules take them (domain/licensing.ts) and drawn on one usage at a time;
 * the ledger is append-only, one row per generated report. Every query is filtered by the scope's
 * account, so another account's license is a missing one.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { LicensedReportType, UsageLedgerEntry, UsageReason } from '../../../contract/reportTypes';
import type { Page } from '../../../contract/types';
import type { LicenseTerms } from '../../../domain/licensing';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { preparedPerDb } from '../prepared';
import { assessments, examinees, featureLicenseEvents, featureLicenses, products, reports, usageLedger, users } from '../schema';
import type { PageRequest } from './examinees';
import type { AccountScope } from './scope';

/** A stored license: its terms, the name the back office gave it and its product's code (null for every product). */
export type NamedLicense = LicenseTerms & { name: string; productCode: string | null };

/** One generation as the usage ledger records it, charged to the scope's user. */
export interface UsageEntry {
  productId: string;
  reportType: LicensedReportType;
  /** Why it cost what it cost. */
  reason: UsageReason;
  /** How many usages it drew from the license (1 for a `usage`, else 0). */
  usagesCharged: number;
  /** The license drawn on, or `null` when the generation was free. */
  licenseId: number | null;
  /** The assessment and its version (assessment reports), or `null` (group reports). */
  assessmentId: number | null;
  assessmentVersion: number | null;
  /** The stored report, or the stored group report, the entry pays for (the other one `null`). */
  reportId: number | null;
  groupReportId: number | null;
  /** The report batch the generation belongs to, or `null`. */
  batchId: number | null;
}

/** The scope account's licenses and usage ledger. */
export interface LicensingRepository {
  /** The account's licenses, oldest first (by id). */
  licenses(): Promise<NamedLicense[]>;
  /**
   * Takes one usage of the account's usage license `licenseId`; `false` when it has none left
   * (or is not the account's). The condition is in the UPDATE itself, so of two transactions
   * racing for the last usage only one matches: on PostgreSQL the second waits for the first's
   * row lock and re-checks the condition when it commits; PGlite runs one transaction at a time.
   */
  drawUsage(licenseId: number): Promise<boolean>;
  /**
   * Appends a usage-ledger row for the scope's user at `now`.
   * @throws Error when the scope has no user (a usage is always someone's).
   */
  recordUsage(entry: UsageEntry, now: Date): Promise<void>;
  /**
   * The usage of this assessment and report type drawn in advance, for no report: by a live
   * session's licence validation (issue #20; its ledger row names the assessment and no report);
   * `null` when there is none.
   */
  prepaid(assessmentId: number, reportType: LicensedReportType): Promise<{ licenseId: number | null; reason: UsageReason } | null>;
  /**
   * A page of the ledger, newest first (ties by id, newest first), each row with its user's,
   * product's, license's, examinee's and report's names; a license change names the staff member
   * as its history entry recorded them.
   */
  ledger(page: PageRequest): Promise<Page<UsageLedgerEntry>>;
}

/*
 * A report's charge reads the licenses and the prepaid usage and appends a ledger row, before it
 * renders and again in its storing transaction (a batch makes a thousand in a row): these
 * statements are prepared (db/prepared.ts), built once per process and planned once per connection.
 */

/** A license's columns with its product's code (joined), as a charge and the staff's license pages read them. */
export const licenseColumns = {
  id: featureLicenses.id,
  name: featureLicenses.name,
  kind: featureLicenses.kind,
  productId: featureLicenses.productId,
  productCode: products.code,
  reportType: featureLicenses.reportType,
  usagesGranted: featureLicenses.usagesGranted,
  usagesUsed: featureLicenses.usagesUsed,
  validFrom: featureLicenses.validFrom,
  validUntil: featureLicenses.validUntil,
  status: featureLicenses.status,
};

const licensesQuery = preparedPerDb((db) =>
  db
    .select(licenseColumns)
    .from(featureLicenses)
    .leftJoin(products, eq(products.id, featureLicenses.productId))
    .where(eq(featureLicenses.accountId, sql.placeholder('accountId')))
    .orderBy(asc(featureLicenses.id))
    .prepare('qg_licenses'),
);

const prepaidQuery = preparedPerDb((db) =>
  db
    .select({ licenseId: usageLedger.licenseId, reason: usageLedger.reason })
    .from(usageLedger)
    .where(
      and(
        eq(usageLedger.accountId, sql.placeholder('accountId')),
        eq(usageLedger.assessmentId, sql.placeholder('assessmentId')),
        eq(usageLedger.reportType, sql.placeholder('reportType')),
        isNull(usageLedger.reportId),
        inArray(usageLedger.reason, ['usage', 'subscription']),
      ),
    )
    .orderBy(asc(usageLedger.id))
    .limit(1)
    .prepare('qg_license_prepaid'),
);

/** Placeholders of {@link recordUsageQuery}, one per column written (Drizzle maps each value through its column). */
const USAGE_PLACEHOLDERS = {
  accountId: sql.placeholder('accountId'),
  userId: sql.placeholder('userId'),
  productId: sql.placeholder('productId'),
  reportType: sql.placeholder('reportType'),
  reason: sql.placeholder('reason'),
  usagesCharged: sql.placeholder('usagesCharged'),
  licenseId: sql.placeholder('licenseId'),
  assessmentId: sql.placeholder('assessmentId'),
  assessmentVersion: sql.placeholder('assessmentVersion'),
  reportId: sql.placeholder('reportId'),
  groupReportId: sql.placeholder('groupReportId'),
  batchId: sql.placeholder('batchId'),
  createdAt: sql.placeholder('createdAt'),
};

const drawUsageQuery = preparedPerDb((db) =>
  db
    .update(featureLicenses)
    .set({ usagesUsed: sql`${featureLicenses.usagesUsed} + 1` })
    .where(
      and(
        eq(featureLicenses.accountId, sql.placeholder('accountId')),
        eq(featureLicenses.id, sql.placeholder('licenseId')),
        lt(featureLicenses.usagesUsed, featureLicenses.usagesGranted),
      ),
    )
    .returning({ id: featureLicenses.id })
    .prepare('qg_license_draw_usage'),
);

const recordUsageQuery = preparedPerDb((db) => db.insert(usageLedger).values(USAGE_PLACEHOLDERS).prepare('qg_license_record_usage'));

/** The licensing repository of `scope`'s account over `db` (the storing transaction for a charge). */
export function licensingRepository(db: Db, scope: AccountScope): LicensingRepository {
  return {
    licenses: () => licensesQuery(db).execute({ accountId: scope.accountId }),
    async drawUsage(licenseId) {
      const drawn = await drawUsageQuery(db).execute({ accountId: scope.accountId, licenseId });
      return drawn.length > 0;
    },
    async recordUsage(entry, now) {
      if (scope.userId === null) throw new Error('A usage is charged to a user; the scope has none.');
      await recordUsageQuery(db).execute({
        accountId: scope.accountId,
        userId: scope.userId,
        productId: entry.productId,
        reportType: entry.reportType,
        reason: entry.reason,
        usagesCharged: entry.usagesCharged,
        licenseId: entry.licenseId,
        assessmentId: entry.assessmentId,
        assessmentVersion: entry.assessmentVersion,
        reportId: entry.reportId,
        groupReportId: entry.groupReportId,
        batchId: entry.batchId,
        createdAt: now,
      });
    },
    async prepaid(assessmentId, reportType) {
      const [row] = await prepaidQuery(db).execute({ accountId: scope.accountId, assessmentId, reportType });
      return row ? { licenseId: row.licenseId, reason: row.reason === 'subscription' ? 'subscription' : 'usage' } : null;
    },
    async ledger({ page, pageSize }) {
      const own = eq(usageLedger.accountId, scope.accountId);
      const [totals] = await db.select({ total: count() }).from(usageLedger).where(own);
      const rows = await db
        .select({
          id: usageLedger.id,
          at: usageLedger.createdAt,
          title: users.title,
          firstName: users.firstName,
          lastName: users.lastName,
          productId: usageLedger.productId,
          productCode: products.code,
          reportType: usageLedger.reportType,
          reason: usageLedger.reason,
          usagesCharged: usageLedger.usagesCharged,
          usagesAdded: usageLedger.usagesAdded,
          staffName: featureLicenseEvents.userName,
          licenseId: usageLedger.licenseId,
          licenseName: featureLicenses.name,
          assessmentId: usageLedger.assessmentId,
          examineeId: examinees.examineeId,
          reportId: usageLedger.reportId,
          reportVersion: reports.version,
          groupReportId: usageLedger.groupReportId,
          batchId: usageLedger.batchId,
        })
        .from(usageLedger)
        // A license change was made by back-office staff, whose user row the account cannot read: its history entry keeps their name.
        .leftJoin(users, eq(users.id, usageLedger.userId))
        .leftJoin(featureLicenseEvents, and(eq(featureLicenseEvents.id, usageLedger.licenseEventId), eq(featureLicenseEvents.accountId, scope.accountId)))
        .leftJoin(products, eq(products.id, usageLedger.productId))
        .leftJoin(featureLicenses, and(eq(featureLicenses.id, usageLedger.licenseId), eq(featureLicenses.accountId, scope.accountId)))
        .leftJoin(assessments, and(eq(assessments.id, usageLedger.assessmentId), eq(assessments.accountId, scope.accountId)))
        .leftJoin(examinees, and(eq(examinees.id, assessments.examineeRecordId), eq(examinees.accountId, scope.accountId)))
        .leftJoin(reports, and(eq(reports.id, usageLedger.reportId), eq(reports.accountId, scope.accountId)))
        .where(own)
        .orderBy(desc(usageLedger.createdAt), desc(usageLedger.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        items: rows.map(({ title, firstName, lastName, staffName, at, ...row }) => ({
          ...row,
          at: at.toISOString(),
          userName: staffName ?? personName({ title: title ?? '', firstName: firstName ?? '', lastName: lastName ?? '' }),
        })),
        total: totals?.total ?? 0,
        page,
        pageSize,
      };
    },
  };
}
