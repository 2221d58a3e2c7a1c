/**
 * What the account may generate (assessment.licenseCheck), its licenses (assessment.licenses)
 * and the usage ledger (assessment.usageLedger). The rules are the domain's (domain/licensing.ts).
 */
import type { FeatureLicense, LicenseCheck, LicensedReportType, UsageLedgerEntry } from '../../../contract/reportTypes';
import type { UsageLedgerQuery } from '../../../contract/services/licensing';
import type { Page } from '../../../contract/types';
import { licenseActive, licenseDay, payingLicenses, toFeatureLicense, usagesRemaining } from '../../../domain/licensing';
import type { Db } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import { invalidField } from '../../http/problems';
import { DEFAULT_PAGE_SIZE } from '../examinees/service';
import { findCatalogueProduct } from '../products/service';
import type { NamedLicense } from './licenses';

/**
 * Whether a report of a product and type may be generated on the day of `now`, from the
 * licenses given (the account's), and which license it would draw on. Free regenerations and
 * corrections are not considered here: they depend on the assessment (see the reports page).
 */
export function checkLicenses(licenses: readonly NamedLicense[], productId: string, reportType: LicensedReportType, now: Date): LicenseCheck {
  const day = licenseDay(now);
  const paying = payingLicenses(licenses, productId, reportType, day);
  const first = paying[0] ?? null;
  const left = paying.map(usagesRemaining);
  return {
    productId,
    reportType,
    available: first !== null,
    license: first ? toFeatureLicense(first, day) : null,
    usagesRemaining: left.includes(null) ? null : left.reduce<number>((sum, usages) => sum + (usages ?? 0), 0),
  };
}

/**
 * assessment.licenseCheck.
 * @param db where the product is looked up (the operation's database).
 * @throws HttpProblem validation naming `productId` for an unknown product.
 */
export async function licenseCheck(repos: Repositories, db: Db, productId: string, reportType: LicensedReportType, now: Date): Promise<LicenseCheck> {
  if (!(await findCatalogueProduct(db, productId))) throw invalidField('productId', 'Choose a product that exists.');
  return checkLicenses(await repos.licensing.licenses(), productId, reportType, now);
}

/** assessment.licenses: the account's licenses, active ones first, each group oldest first. */
export async function accountLicenses(repos: Repositories, now: Date): Promise<FeatureLicense[]> {
  const day = licenseDay(now);
  const rows = await repos.licensing.licenses();
  const active = rows.filter((row) => licenseActive(row, day));
  const inactive = rows.filter((row) => !licenseActive(row, day));
  return [...active, ...inactive].map((row) => toFeatureLicense(row, day));
}

/** assessment.usageLedger: a page of the account's ledger, newest first. The rows name examinees, so the read is audited. */
export async function usageLedgerPage(repos: Repositories, query: UsageLedgerQuery): Promise<Page<UsageLedgerEntry>> {
  return repos.licensing.ledger({ page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE });
}
