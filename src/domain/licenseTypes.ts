/**
 * The shapes of feature licenses and usage, as the licensing rules (licensing.ts), the server and
 * the SPA share them (the contract re-exports them).
 */
import type { IsoDate } from './dates';
import type { FeatureLicenseStatus } from './licenseStatus';
import type { ReportType } from './reports';

/** What a license may be for: one product's reports of one type, a whole product, or group reports. */
export type LicensedReportType = ReportType | 'group';

/**
 * Why a generated report cost what it cost, as the usage ledger records it:
 * `usage`: one usage of a usage-based license; `subscription`: covered by a subscription;
 * `regeneration`: the assessment is unchanged since an earlier report of that type (free);
 * `correction`: the assessment was corrected within 30 days of its first charged report (free);
 * `liveSession`: the first report of an assessment given in a live session, whose usage the
 * session's licence validation already drew (free: paid once, issue #20).
 */
export const USAGE_REASONS = ['usage', 'subscription', 'regeneration', 'correction', 'liveSession'] as const;
/** One value of {@link USAGE_REASONS}. */
export type UsageReason = (typeof USAGE_REASONS)[number];

/**
 * Why a row is in the usage ledger: a generated report ({@link UsageReason}), or
 * `licenseChange`: the back office created, changed, suspended, resumed or ended a license.
 */
export type LedgerReason = UsageReason | 'licenseChange';

/** A feature license of the account. */
export interface FeatureLicense {
  id: number;
  /** What the account bought, as the back office named it (`PHQ-9 reports, 50 usages`). */
  name: string;
  kind: 'usage' | 'subscription';
  /** The product it covers; `null` for every product. */
  productId: string | null;
  /** The covered product's code (`ORF`); `null` for every product. */
  productCode: string | null;
  /** The report type it covers; `null` for every type. */
  reportType: LicensedReportType | null;
  /** Usages bought (usage licenses); `null` for subscriptions. */
  usagesGranted: number | null;
  usagesUsed: number;
  /** Usages left; `null` for subscriptions (unlimited while valid). */
  usagesRemaining: number | null;
  validFrom: IsoDate;
  /** Last valid day (inclusive); `null` when it does not expire. */
  validUntil: IsoDate | null;
  /** Not suspended or ended, valid today and, for usage licenses, with usages left. */
  active: boolean;
  /** As the back office set it, `expired` once its last valid day has passed (licenseStatus.ts). */
  status: FeatureLicenseStatus;
}
