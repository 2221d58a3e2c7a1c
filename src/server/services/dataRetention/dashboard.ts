/**
 * The data-retention dashboard (issue #18): every customer account by retention state, filtered,
 * and the counts of its filters. Both enter every account's rows with the stated reason (audited
 * `staff.enterAllAccounts`).
 */
import type { DashboardFilters, RetentionAccountPage, RetentionListQuery } from '../../../contract/services/dataRetention';
import { RETENTION_STATES } from '../../../domain/retention/accountLifecycle';
import { retentionCounts, searchRetentionAccounts } from '../../db/platform/retentionSearch';
import type { StaffCall } from '../../http/operationHandler';
import { assignableStaff } from './staff';
import { toRetentionAccount } from './views';

/** Accounts per page when the query names no size. */
export const DEFAULT_RETENTION_PAGE_SIZE = 25;

/** dataRetention.dashboardFilters: each state with its count, the staff with their cases, the self-service requests. */
export async function dashboardFilters(call: StaffCall, reason: string): Promise<DashboardFilters> {
  // The staff list is read in the caller's own account, before the transaction opens every account.
  const staff = await assignableStaff(call);
  const counts = await retentionCounts(await call.crossAccount.allAccounts(reason), call.user.accountId);
  return {
    states: RETENTION_STATES.map((state) => ({ state, count: counts.byState[state] ?? 0 })),
    selfServiceRequests: counts.selfServiceRequests,
    assignees: staff.map((member) => ({ ...member, cases: counts.byAssignee.get(member.id) ?? 0 })),
    unassigned: counts.unassigned,
  };
}

/**
 * dataRetention.dormantAccounts (every customer account) and dataRetention.selfServiceAccounts
 * (those an administrator asked to delete): a page of the accounts matching the query.
 */
export async function listRetentionAccounts(call: StaffCall, query: RetentionListQuery, selfServiceOnly: boolean): Promise<RetentionAccountPage> {
  const all = await call.crossAccount.allAccounts(query.reason);
  const page = await searchRetentionAccounts(
    all,
    {
      state: query.state,
      assigneeId: query.assigneeId,
      deletionFrom: query.deletionFrom || undefined,
      deletionTo: query.deletionTo || undefined,
      search: query.search,
      selfServiceOnly,
      operatorAccountId: call.user.accountId,
    },
    query.page ?? 1,
    query.pageSize ?? DEFAULT_RETENTION_PAGE_SIZE,
  );
  return { ...page, items: page.items.map(toRetentionAccount) };
}
