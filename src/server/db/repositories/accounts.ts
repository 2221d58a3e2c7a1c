/**
 * The scope's customer account itself (table accounts): its dormant-account lifecycle (DALS,
 * domain/dals.ts) and its self-service deletion request. Every query is filtered by the scope's
 * account, so no other account is read or changed.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema';
import type { AccountScope } from './scope';

/** The account's DALS state and its self-service deletion day. Days are `YYYY-MM-DD`. */
export interface AccountLifecycleRow {
  dllAccount: boolean;
  /** While `dllAccount`: the day the account's data is deleted unless someone keeps it. */
  deletionDate: string | null;
  /** The day of a self-service deletion, or `null` when none was asked for. */
  selfDeletionDate: string | null;
}

/** A self-service deletion request: when it was made and its day (`YYYY-MM-DD`); both `null` when none was. */
export interface SelfDeletionRow {
  requestedAt: Date | null;
  date: string | null;
}

/** The scope's account. */
export interface AccountRepository {
  /** The account's lifecycle, or `null` when the account does not exist. */
  lifecycle(): Promise<AccountLifecycleRow | null>;
  /** Takes the account out of the dormant lifecycle (no deletion day, not dormant since). */
  keep(): Promise<void>;
  /** The account's self-service deletion request, locked until the transaction ends, or `null` when the account does not exist. */
  lockSelfDeletion(): Promise<SelfDeletionRow | null>;
  /**
   * Records a self-service deletion asked for by the scope's user at `now`, for the day `date`.
   * @throws Error when the scope has no user (a request is always someone's).
   */
  requestSelfDeletion(now: Date, date: string): Promise<void>;
}

/** The account repository of `scope`'s account over `db`. */
export function accountRepository(db: Db, scope: AccountScope): AccountRepository {
  const own = () => eq(accounts.id, scope.accountId);
  return {
    async lifecycle() {
      const [row] = await db
        .select({ dllAccount: accounts.dllAccount, deletionDate: accounts.dllDeletionDate, selfDeletionDate: accounts.selfDeletionDate })
        .from(accounts)
        .where(own())
        .limit(1);
      return row ?? null;
    },
    async keep() {
      await db.update(accounts).set({ dllAccount: false, dllDeletionDate: null, dormantSince: null }).where(own());
    },
    async lockSelfDeletion() {
      const [row] = await db
        .select({ requestedAt: accounts.selfDeletionRequestedAt, date: accounts.selfDeletionDate })
        .from(accounts)
        .where(own())
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async requestSelfDeletion(now, date) {
      if (scope.userId === null) throw new Error('A self-service deletion is asked for by a user; the scope has none.');
      await db.update(accounts).set({ selfDeletionRequestedAt: now, selfDeletionRequestedBy: scope.userId, selfDeletionDate: date }).where(own());
    },
  };
}
