/**
 * What the account may generate (assessment.licenseCheck), its licenses (assessment.licenses)
 * and the usage ledger (assessment.usageLedger). The rules are the domain's (domain/licensing.ts).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FeatureLicense, LicenseCheck, LicensedReportType, UsageLedgerEntry } from '../../../contract/reportTypes';
import type { UsageLedgerQuery } from '../../../contract/services/licensing';
import type { Page } from '../../../contract/types';
import { licenseActive, licenseDay, payingLicenses, toFeatureLicense, usagesRemaining } from '../../../domain/licensing';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { assessments, examinees, featureLicenses, products, reports, usageLedger, users } from '../../db/schema';
import { invalidField } from '../../http/problems';
import type { Actor } from '../actor';
import { DEFAULT_PAGE_SIZE } from '../examinees/service';
import { findProduct } from '../products/service';
import { accountLicenseRows, type NamedLicense } from './licenses';

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

/** assessment.licenseCheck. @throws HttpProblem validation naming `productId` for an unknown product. */
export async function licenseCheck(db: Db, actor: Actor, productId: string, reportType: LicensedReportType, now: Date): Promise<LicenseCheck> {
  if (!(await findProduct(db, productId))) throw invalidField('productId', 'Choose a product that exists.');
  return checkLicenses(await accountLicenseRows(db, actor.accountId), productId, reportType, now);
}

/** assessment.licenses: the account's licenses, active ones first, each group oldest first. */
export async function accountLicenses(db: Db, actor: Actor, now: Date): Promise<FeatureLicense[]> {
  const day = licenseDay(now);
  const rows = await accountLicenseRows(db, actor.accountId);
  const active = rows.filter((row) => licenseActive(row, day));
  const inactive = rows.filter((row) => !licenseActive(row, day));
  return [...active, ...inactive].map((row) => toFeatureLicense(row, day));
}

/** assessment.usageLedger: a page of the account's ledger, newest first. The rows name examinees, so the read is audited. */
export async function usageLedgerPage(db: Db, actor: Actor, query: UsageLedgerQuery): Promise<Page<UsageLedgerEntry>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const scope = eq(usageLedger.accountId, actor.accountId);
  const [totals] = await db.select({ total: count() }).from(usageLedger).where(scope);
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
    .innerJoin(users, eq(users.id, usageLedger.userId))
    .innerJoin(products, eq(products.id, usageLedger.productId))
    .leftJoin(featureLicenses, and(eq(featureLicenses.id, usageLedger.licenseId), eq(featureLicenses.accountId, actor.accountId)))
    .leftJoin(assessments, and(eq(assessments.id, usageLedger.assessmentId), eq(assessments.accountId, actor.accountId)))
    .leftJoin(examinees, and(eq(examinees.id, assessments.examineeRecordId), eq(examinees.accountId, actor.accountId)))
    .leftJoin(reports, and(eq(reports.id, usageLedger.reportId), eq(reports.accountId, actor.accountId)))
    .where(scope)
    .orderBy(desc(usageLedger.createdAt), desc(usageLedger.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map(({ title, firstName, lastName, at, ...row }) => ({ ...row, at: at.toISOString(), userName: personName({ title, firstName, lastName }) })),
    total: totals?.total ?? 0,
    page,
    pageSize,
  };
}
