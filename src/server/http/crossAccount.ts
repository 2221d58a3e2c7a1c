/**
 * What an operation that reaches all accounts (the contract's `reach: 'allAccounts'`) gives its
 * handler: the only way for internal staff to reach a customer account's records, each step
 * audited with the stated reason in the operation's transaction (db/crossAccountScope.ts).
 */
import type { Principal } from '../auth/principal';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/client';
import { type AllAccounts, enterAccount, enterAllAccounts } from '../db/crossAccountScope';
import { repositories, type Repositories } from '../db/repositories';
import { checkStaffReason } from '../../domain/staffReason';
import { HttpProblem } from './problems';

/** A staff member's access to customer accounts, for one operation. */
export interface CrossAccountAccess {
  /**
   * The repositories of customer account `accountId`; the transaction moves to that account.
   * Audited as `staff.enterAccount` with `reason`, under the account.
   * @throws HttpProblem `validation` when the reason breaks the rule of domain/staffReason.ts.
   */
  account(accountId: number, reason: string): Promise<Repositories>;
  /**
   * Every account's rows, for a search that spans them (the platform stores that take
   * {@link AllAccounts}). Audited as `staff.enterAllAccounts` with `reason`.
   * @throws HttpProblem `validation` when the reason breaks the rule of domain/staffReason.ts.
   */
  allAccounts(reason: string): Promise<AllAccounts>;
}

/** Who asks, for the audit rows. */
export interface CrossAccountCaller {
  staff: Principal;
  ip: string;
  requestId: string;
  now: Date;
}

function statedReason(reason: string): string {
  const checked = checkStaffReason(reason);
  if (!checked.ok) throw new HttpProblem('validation', checked.message, [{ field: 'reason', message: checked.message }]);
  return checked.reason;
}

/**
 * The cross-account access of an internal staff member over the operation's transaction `db`.
 * @throws HttpProblem `forbidden` when the caller is not internal staff (customers never cross accounts).
 */
export function crossAccountAccess(db: Db, caller: CrossAccountCaller): CrossAccountAccess {
  const { staff, ip, requestId, now } = caller;
  if (!staff.internal) throw new HttpProblem('forbidden');
  return {
    async account(accountId, reason) {
      const stated = statedReason(reason);
      await enterAccount(db, accountId);
      // Under the account, so that the account's own history shows the operator was there.
      await recordAudit(db, { userId: staff.userId, accountId, ip }, { action: 'staff.enterAccount', entity: 'account', entityId: accountId, requestId, reason: stated }, now);
      return repositories(db, { accountId, userId: staff.userId });
    },
    async allAccounts(reason) {
      const stated = statedReason(reason);
      const all = await enterAllAccounts(db);
      await recordAudit(db, { userId: staff.userId, accountId: staff.accountId, ip }, { action: 'staff.enterAllAccounts', entity: 'account', entityId: null, requestId, reason: stated }, now);
      return all;
    },
  };
}
