/** Reading the account's feature licenses as the licensing rules take them. */
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { NamedLicense } from '../../db/repositories/licensing';

export type { NamedLicense } from '../../db/repositories/licensing';

/**
 * The account's licenses, oldest first, read over `db` through the account's licensing
 * repository (for callers that hold a database and an account id rather than repositories).
 */
export async function accountLicenseRows(db: Db, accountId: number): Promise<NamedLicense[]> {
  return repositories(db, { accountId, userId: null }).licensing.licenses();
}
