/** Reading the account's feature licenses as the licensing rules take them. */
import { asc, eq } from 'drizzle-orm';
import type { LicenseTerms } from '../../../domain/licensing';
import type { Db } from '../../db/client';
import { featureLicenses, products } from '../../db/schema';

/** A stored license: its terms, the name the back office gave it and its product's code (null for every product). */
export type NamedLicense = LicenseTerms & { name: string; productCode: string | null };

/** The account's licenses, oldest first. */
export async function accountLicenseRows(db: Db, accountId: number): Promise<NamedLicense[]> {
  return db
    .select({
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
    })
    .from(featureLicenses)
    .leftJoin(products, eq(products.id, featureLicenses.productId))
    .where(eq(featureLicenses.accountId, accountId))
    .orderBy(asc(featureLicenses.id));
}
