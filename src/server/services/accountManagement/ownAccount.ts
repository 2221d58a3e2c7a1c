/** The one check every account-addressed call makes: the account in the path is the caller's. */
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/problems';

/**
 * Checks that `accountId` is the caller's own customer account.
 * @throws HttpProblem notFound (404) for another account's id, as if it did not exist, and for
 *   internal staff, whose organisation is not a customer account and has no settings of its own.
 */
export function requireOwnAccount(principal: Pick<Principal, 'accountId' | 'internal'>, accountId: number): void {
  if (principal.internal || principal.accountId !== accountId) throw notFound('The account');
}
