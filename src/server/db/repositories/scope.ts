/**
 * Whose data a repository reaches. A repository is made for one scope, once per request (or per
 * job), so that a query of an account's records cannot be written without the account.
 */

/** The account a customer's request acts in; every account-owned query is filtered by it. */
export interface AccountScope {
  accountId: number;
  /** The acting user, stamped on what the repository creates; `null` for the player and jobs. */
  userId: number | null;
}
