/**
 * The transactions of the live socket: every read and write of a session runs in one transaction
 * limited to the session's account (row-level security), and, for an examiner limited to their
 * legitimate interest, to that interest, exactly as an operation's unit of work does. A live
 * transaction reads the products of its assessments through its database's cache of published
 * product versions (db/platform/productVersionCache.ts), the one the services read through too.
 */
import type { ProductDefinition } from '../../domain/product/productDefinition';
import type { TransactionScope } from '../db/accountScope';
import { enterAccountScope } from '../db/accountScope';
import type { Db } from '../db/client';
import { productCacheOf } from '../db/platform/productVersionCache';
import { type Repositories, repositories } from '../db/repositories';

/** What a scoped run gets: the transaction, the account's repositories over it, and the products. */
export interface LiveTransaction {
  tx: Db;
  repos: Repositories;
  /**
   * The product version an assessment was created with, from the database's cache.
   * @throws Error when the version is missing.
   */
  productOf(assessment: { id: number; productId: string; productVersion: number }): Promise<ProductDefinition>;
}

/**
 * Runs `work` in one transaction limited to `scope`; the repositories write as `userId` (the
 * examiner; `null` for the examinee's side and the hub).
 */
export function inLiveScope<T>(db: Db, scope: TransactionScope, userId: number | null, work: (run: LiveTransaction) => Promise<T>): Promise<T> {
  const products = productCacheOf(db);
  return db.transaction(async (tx) => {
    await enterAccountScope(tx, scope.accountId, scope.interestUserId);
    return work({ tx, repos: repositories(tx, { accountId: scope.accountId, userId }), productOf: (assessment) => products.productOf(tx, assessment) });
  });
}
