/**
 * The transactions of the live socket: every read and write of a session runs in one transaction
 * limited to the session's account (row-level security), and, for an examiner limited to their
 * legitimate interest, to that interest, exactly as an operation's unit of work does.
 */
import type { TransactionScope } from '../db/accountScope';
import { enterAccountScope } from '../db/accountScope';
import type { Db } from '../db/client';
import { type Repositories, repositories } from '../db/repositories';

/** What a scoped run gets: the transaction and the account's repositories over it. */
export interface LiveTransaction {
  tx: Db;
  repos: Repositories;
}

/**
 * Runs `work` in one transaction limited to `scope`; the repositories write as `userId` (the
 * examiner; `null` for the examinee's side and the hub).
 */
export function inLiveScope<T>(db: Db, scope: TransactionScope, userId: number | null, work: (run: LiveTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterAccountScope(tx, scope.accountId, scope.interestUserId);
    return work({ tx, repos: repositories(tx, { accountId: scope.accountId, userId }) });
  });
}
