/**
 * The licensing rules of report generation (issue 5, "Licensing"): what a generation costs, which
 * feature license pays for it and how a license looks to the account. Pure: the server reads the
 * rows, asks these functions, and writes what they answer in one transaction.
 */
import type { FeatureLicense, LicensedReportType, UsageReason } from './licenseTypes';
import type { IsoDate } from './dates';
import { licenseStatusOn, type StoredLicenseStatus } from './licenseStatus';

/**
 * How long after the first charged report of an assessment and type a changed assessment is
 * reported again for free (a data-entry correction): 30 × 24 hours, counted in milliseconds
 * from that report's `createdAt`. Calendar days, time zones and daylight saving play no part.
 */
export const CORRECTION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The reasons a generation costs nothing. */
export type FreeReason = Extract<UsageReason, 'regeneration' | 'correction' | 'liveSession'>;

/** An earlier stored report of the same assessment and report type, deleted from the history or not. */
export interface EarlierReport {
  /** The assessment version it was made from. */
  assessmentVersion: number;
  /** What it cost. */
  charge: UsageReason;
  createdAt: Date;
}

/** Whether a report was paid for (drew on a license, or was paid in advance by its live session). */
const wasCharged = (report: EarlierReport): boolean => report.charge === 'usage' || report.charge === 'subscription' || report.charge === 'liveSession';

/** The report type a live session's licence validation pays for in advance: each assessment's score report. */
export const LIVE_SESSION_REPORT_TYPE = 'score' satisfies LicensedReportType;

/**
 * Why generating a report of an assessment now is free, or `null` when it must draw on a license.
 * - `regeneration`: an earlier report of the same assessment and type was made from this very
 *   assessment version. Deleted reports count: their PDF was made. (Every save increments the
 *   version, so any save counts as a change.)
 * - `correction`: the assessment changed since, but the first charged report (`usage`,
 *   `subscription` or `liveSession`) of this assessment and type is less than
 *   {@link CORRECTION_WINDOW_MS} old at `now` (exactly 30 × 24 h old is too late).
 * - `liveSession`: no report of this assessment and type exists yet and its usage was drawn in
 *   advance by the licence validation of the live session it was given in (issue #20: a live
 *   session "checks and records the usage before the session starts", so its report does not
 *   draw a second one). Only the first report is free this way; later ones follow the rules above,
 *   counting it as charged.
 * @param earlier every stored report of the assessment and type, in any order.
 * @param assessmentVersion the version the new report is made from.
 * @param prepaid whether a live session's validation recorded a usage of this assessment and type.
 */
export function freeReason(earlier: readonly EarlierReport[], assessmentVersion: number, now: Date, prepaid = false): FreeReason | null {
  if (prepaid && earlier.length === 0) return 'liveSession';
  if (earlier.some((report) => report.assessmentVersion === assessmentVersion)) return 'regeneration';
  const charged = earlier.filter(wasCharged);
  if (charged.length === 0) return null;
  const first = Math.min(...charged.map((report) => report.createdAt.getTime()));
  return now.getTime() - first < CORRECTION_WINDOW_MS ? 'correction' : null;
}

/** The terms of a stored feature license, as the rules read them. */
export interface LicenseTerms {
  id: number;
  kind: 'usage' | 'subscription';
  /** `null` covers every product. */
  productId: string | null;
  /** `null` covers every per-assessment report type (never group reports); `'group'` covers only group reports. */
  reportType: LicensedReportType | null;
  /** `null` for subscriptions. */
  usagesGranted: number | null;
  usagesUsed: number;
  validFrom: IsoDate;
  /** Last valid day, inclusive; `null` when it does not expire. */
  validUntil: IsoDate | null;
  /** As the back office set it (licenseStatus.ts): only an `active` license pays for reports. */
  status: StoredLicenseStatus;
}

/**
 * Whether a license is for reports of this product and type. A license for every type
 * (`reportType` null) covers the per-assessment reports (`score`, `feedback`) but not group
 * reports: a group report summarises many examinees and is sold separately, so it needs a license
 * naming `'group'`, which in turn covers nothing else.
 */
export function licenseCovers(license: Pick<LicenseTerms, 'productId' | 'reportType'>, productId: string, reportType: LicensedReportType): boolean {
  if (license.productId !== null && license.productId !== productId) return false;
  if (reportType === 'group') return license.reportType === 'group';
  return license.reportType === null || license.reportType === reportType;
}

/** Whether a license is within its validity on `day` (validFrom ≤ day ≤ validUntil, both inclusive). */
export const licenseValidOn = (license: Pick<LicenseTerms, 'validFrom' | 'validUntil'>, day: IsoDate): boolean =>
  license.validFrom <= day && (license.validUntil === null || day <= license.validUntil);

/** Usages left on a usage license; `null` for a subscription (unlimited while valid). Never negative. */
export const usagesRemaining = (license: Pick<LicenseTerms, 'kind' | 'usagesGranted' | 'usagesUsed'>): number | null =>
  license.kind === 'subscription' ? null : Math.max(0, (license.usagesGranted ?? 0) - license.usagesUsed);

/**
 * Whether a license can pay for a report on `day`: neither suspended nor ended by the back office,
 * valid that day and, for a usage license, with a usage left.
 */
export function licenseActive(license: LicenseTerms, day: IsoDate): boolean {
  if (license.status !== 'active' || !licenseValidOn(license, day)) return false;
  const left = usagesRemaining(license);
  return left === null || left > 0;
}

/**
 * Orders licenses by preference: subscriptions first (they cost nothing per report), then the
 * license that expires first (open-ended last), so usages that would lapse are used before
 * lasting ones, then the oldest (lowest id, ids being given in creation order).
 */
export function comparePreference(a: LicenseTerms, b: LicenseTerms): number {
  if (a.kind !== b.kind) return a.kind === 'subscription' ? -1 : 1;
  if (a.validUntil !== b.validUntil) {
    if (a.validUntil === null) return 1;
    if (b.validUntil === null) return -1;
    return a.validUntil < b.validUntil ? -1 : 1;
  }
  return a.id - b.id;
}

/**
 * The active licenses that can pay for a report of this product and type on `day`, most
 * preferred first ({@link comparePreference}). The first is the one a generation draws on; the
 * others are the fall-backs when a concurrent generation took its last usage.
 */
export function payingLicenses<T extends LicenseTerms>(licenses: readonly T[], productId: string, reportType: LicensedReportType, day: IsoDate): T[] {
  return licenses.filter((license) => licenseCovers(license, productId, reportType) && licenseActive(license, day)).sort(comparePreference);
}

/** The reason a report paid for by `license` is recorded with. */
export const paidReason = (license: Pick<LicenseTerms, 'kind'>): UsageReason => (license.kind === 'subscription' ? 'subscription' : 'usage');

/** The UTC calendar day of an instant: the day licenses' validity is judged on. */
export const licenseDay = (now: Date): IsoDate => now.toISOString().slice(0, 10);

/** A stored license as the account sees it, with its usages left and whether it is active on `day`. */
export function toFeatureLicense(license: LicenseTerms & { name: string; productCode: string | null }, day: IsoDate): FeatureLicense {
  return {
    id: license.id,
    name: license.name,
    kind: license.kind,
    productId: license.productId,
    productCode: license.productCode,
    reportType: license.reportType,
    usagesGranted: license.kind === 'subscription' ? null : license.usagesGranted,
    usagesUsed: license.usagesUsed,
    usagesRemaining: usagesRemaining(license),
    validFrom: license.validFrom,
    validUntil: license.validUntil,
    active: licenseActive(license, day),
    status: licenseStatusOn(license, day),
  };
}

/**
 * What generating a report would cost now, without drawing anything: the free reason when one
 * applies, else the reason of the license it would draw on, else `null` (nothing covers it).
 * @param free the answer of {@link freeReason} (always `null` for group reports).
 */
export function prospectiveCharge(free: FreeReason | null, paying: readonly LicenseTerms[]): UsageReason | null {
  if (free) return free;
  const first = paying[0];
  return first ? paidReason(first) : null;
}
