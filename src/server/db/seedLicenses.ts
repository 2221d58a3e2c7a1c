/**
 * The demo accounts' feature licenses, so reports can be generated (and the usage ledger seen)
 * on a fresh start. Seeded once per account: an account that has any license is left alone.
 */
import { eq } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import type { Db } from './client';
import { accounts, featureLicenses, products } from './schema';

/** One demo license; `productId` and `reportType` null cover every product or type. */
type DemoLicense = Omit<typeof featureLicenses.$inferInsert, 'id' | 'accountId' | 'usagesUsed' | 'createdAt'>;

/** Licenses of the demo account "Demo Clinic", valid from the seeding year's first day for two years. */
export function demoClinicLicenses(today: IsoDate): DemoLicense[] {
  const year = Number(today.slice(0, 4));
  const validFrom = `${year}-01-01`;
  const validUntil = `${year + 1}-12-31`;
  return [
    { name: 'Clinical reports, 500 usages', kind: 'usage', productId: null, reportType: null, usagesGranted: 500, validFrom, validUntil },
    { name: 'Oral reading fluency, school-year subscription', kind: 'subscription', productId: 'orf', reportType: null, usagesGranted: null, validFrom, validUntil },
    { name: 'Group reports, 25 usages', kind: 'usage', productId: null, reportType: 'group', usagesGranted: 25, validFrom, validUntil },
  ];
}

/**
 * Adds `licenses` to the named account unless it already has licenses. Licenses of products that
 * are not installed are skipped (a product directory without ORF, say).
 */
export async function seedLicenses(tx: Db, accountName: string, licenses: readonly DemoLicense[]): Promise<void> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName)).limit(1);
  if (!account) return;
  const existing = await tx.select({ id: featureLicenses.id }).from(featureLicenses).where(eq(featureLicenses.accountId, account.id)).limit(1);
  if (existing.length > 0) return;
  const installed = new Set((await tx.select({ id: products.id }).from(products)).map((row) => row.id));
  const rows = licenses.filter((license) => license.productId === null || license.productId === undefined || installed.has(license.productId));
  if (rows.length > 0) await tx.insert(featureLicenses).values(rows.map((license) => ({ ...license, accountId: account.id })));
}
