/**
 * Internal staff's cross-account scope (DESIGN.md §5). Every request runs its transaction limited
 * to the caller's own account (db/accountScope.ts), internal staff's included, so no query of
 * theirs reaches a customer's rows by accident. An operation the contract marks as reaching all
 * accounts (`reach: 'allAccounts'`) may move its transaction, explicitly and after writing an
 * audit row with the staff member's reason (http/crossAccount.ts), to one customer account or to
 * every account; the row-level security policies (migration 0015) let that setting through.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

declare const allAccountsBrand: unique symbol;

/**
 * Proof that a transaction has entered every account's rows: only {@link enterAllAccounts} makes
 * one, so a query that spans accounts can only be written against a transaction that said so.
 */
export interface AllAccounts {
  readonly [allAccountsBrand]: true;
  /** The transaction, now open to every account's rows. */
  readonly db: Db;
}

/**
 * Moves the rest of the transaction `tx` to `accountId`'s rows (and off every other account's).
 * The transaction must already run as `qg_app` (a request's does).
 */
export async function enterAccount(tx: Db, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT set_config('qg.account_id', ${String(accountId)}, true), set_config('qg.all_accounts', 'off', true)`);
}

/** Opens the rest of the transaction `tx` to every account's rows. */
export async function enterAllAccounts(tx: Db): Promise<AllAccounts> {
  await tx.execute(sql`SELECT set_config('qg.all_accounts', 'on', true)`);
  return { db: tx } as AllAccounts;
}
