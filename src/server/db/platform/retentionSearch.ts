/**
 * The data-retention dashboard over every customer account (issue #18): accounts filtered by
 * retention state, assignee, deletion date and name, and the counts its filters show. Not
 * account-scoped because it spans accounts on purpose (internal staff's work); it runs only in a
 * transaction that entered every account's rows, audited with the staff member's reason, which
 * the {@link AllAccounts} proof stands for. Purged accounts are only their tombstones
 * (`purged_accounts`), listed under the state `purged`.
 *
 * The state is the domain's rule (retention/accountLifecycle.ts `retentionState`); {@link STATE_SQL}
 * says the same in SQL so the database can filter, count and page by it
 * (test/server/dataRetention.test.ts checks the two agree for every state).
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/types';
import type { IsoDate } from '../../../domain/dates';
import type { RetentionState } from '../../../domain/retention/accountLifecycle';
import type { AllAccounts } from '../crossAccountScope';
import { containsPattern } from '../repositories/search';
import { accounts, purgedAccounts, users } from '../schema';

/** What the dashboard filters by; every part optional. */
export interface RetentionFilter {
  state?: RetentionState;
  /** The staff member who has the case; 0: nobody. */
  assigneeId?: number;
  deletionFrom?: IsoDate;
  deletionTo?: IsoDate;
  /** A part of the account's name (any case), or its id when all digits. */
  search?: string;
  /** Only accounts an administrator asked to delete (standing or carried out). */
  selfServiceOnly?: boolean;
  /** The operator's own account, never a customer: left out. */
  operatorAccountId: number;
}

/** An account of the dashboard as stored (the state is computed by the domain from these facts). */
export interface RetentionAccountRow {
  accountId: number;
  name: string;
  dllAccount: boolean;
  dllDeletionDate: string | null;
  selfDeletionDate: string | null;
  legalHoldReason: string | null;
  deletedAt: Date | null;
  assigneeId: number | null;
  assigneeTitle: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  lastActivityAt: Date | null;
  /** Set for a purged account's tombstone. */
  purgedAt: Date | null;
}

/** The state of an account row in SQL: the same order of checks as the domain's `retentionState`. */
export const STATE_SQL = sql<RetentionState>`(case when ${accounts.deletedAt} is not null then 'deleted' when ${accounts.legalHoldReason} is not null then 'onHold' when ${accounts.selfDeletionDate} is not null then 'deletionRequested' when ${accounts.dllAccount} then 'dormant' else 'active' end)`;
/** The deletion date the dashboard shows: a request's date, else the dormant deletion date. */
const DELETION_DATE_SQL = sql<string | null>`coalesce(${accounts.selfDeletionDate}, ${accounts.dllDeletionDate})`;
const LAST_ACTIVITY_SQL = sql<Date | null>`(select max(u.last_sign_in_at) from users u where u.account_id = ${accounts.id})`.mapWith((value: string | Date | null) =>
  value === null ? null : new Date(value),
);

function accountWhere(filter: RetentionFilter): SQL | undefined {
  const text = filter.search?.trim() ?? '';
  const byName = text === '' ? undefined : /^\d{1,9}$/.test(text) ? or(ilike(accounts.name, containsPattern(text)), eq(accounts.id, Number(text))) : ilike(accounts.name, containsPattern(text));
  return and(
    ne(accounts.id, filter.operatorAccountId),
    byName,
    filter.state ? sql`${STATE_SQL} = ${filter.state}` : undefined,
    filter.assigneeId === undefined ? undefined : filter.assigneeId === 0 ? isNull(accounts.retentionAssigneeId) : eq(accounts.retentionAssigneeId, filter.assigneeId),
    filter.deletionFrom ? sql`${DELETION_DATE_SQL} >= ${filter.deletionFrom}` : undefined,
    filter.deletionTo ? sql`${DELETION_DATE_SQL} <= ${filter.deletionTo}` : undefined,
    filter.selfServiceOnly ? isNotNull(accounts.selfDeletionRequestedAt) : undefined,
  );
}

/** A page of purged accounts' tombstones (only an id filter applies: nothing else of them is kept), newest first. */
async function searchPurged(all: AllAccounts, filter: RetentionFilter, page: number, pageSize: number): Promise<Page<RetentionAccountRow>> {
  // A tombstone has no name, assignee, deletion date or request: those filters match none.
  const text = filter.search?.trim() ?? '';
  if ((text !== '' && !/^\d{1,9}$/.test(text)) || (filter.assigneeId ?? 0) !== 0 || filter.deletionFrom || filter.deletionTo || filter.selfServiceOnly) {
    return { items: [], total: 0, page, pageSize };
  }
  const where = text === '' ? undefined : eq(purgedAccounts.formerAccountId, Number(text));
  const [totals] = await all.db.select({ total: count() }).from(purgedAccounts).where(where);
  const rows = await all.db
    .select({ accountId: purgedAccounts.formerAccountId, purgedAt: purgedAccounts.purgedAt })
    .from(purgedAccounts)
    .where(where)
    .orderBy(desc(purgedAccounts.purgedAt), desc(purgedAccounts.formerAccountId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items = rows.map((row) => ({
    ...row,
    name: '',
    dllAccount: false,
    dllDeletionDate: null,
    selfDeletionDate: null,
    legalHoldReason: null,
    deletedAt: null,
    assigneeId: null,
    assigneeTitle: null,
    assigneeFirstName: null,
    assigneeLastName: null,
    lastActivityAt: null,
  }));
  return { items, total: totals?.total ?? 0, page, pageSize };
}

/**
 * A page of the customer accounts matching `filter`: soonest deletion first (accounts without a
 * date after), then by name.
 * @param page 1-based.
 */
export async function searchRetentionAccounts(all: AllAccounts, filter: RetentionFilter, page: number, pageSize: number): Promise<Page<RetentionAccountRow>> {
  if (filter.state === 'purged') return searchPurged(all, filter, page, pageSize);
  const where = accountWhere(filter);
  const [totals] = await all.db.select({ total: count() }).from(accounts).where(where);
  const rows = await all.db
    .select({
      accountId: accounts.id,
      name: accounts.name,
      dllAccount: accounts.dllAccount,
      dllDeletionDate: accounts.dllDeletionDate,
      selfDeletionDate: accounts.selfDeletionDate,
      legalHoldReason: accounts.legalHoldReason,
      deletedAt: accounts.deletedAt,
      assigneeId: accounts.retentionAssigneeId,
      assigneeTitle: users.title,
      assigneeFirstName: users.firstName,
      assigneeLastName: users.lastName,
      lastActivityAt: LAST_ACTIVITY_SQL,
    })
    .from(accounts)
    .leftJoin(users, eq(users.id, accounts.retentionAssigneeId))
    .where(where)
    .orderBy(sql`${DELETION_DATE_SQL} asc nulls last`, asc(accounts.name), asc(accounts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map((row) => ({ ...row, purgedAt: null })), total: totals?.total ?? 0, page, pageSize };
}

/** The counts of the dashboard's filters. */
export interface RetentionCounts {
  /** Accounts per state (purged: tombstones). */
  byState: Partial<Record<RetentionState, number>>;
  /** Accounts with a self-service deletion request standing. */
  selfServiceRequests: number;
  /** Cases per assignee id. */
  byAssignee: Map<number, number>;
  /** Customer accounts whose case nobody has. */
  unassigned: number;
}

/** Counts every customer account by state and by assignee, and the purged accounts. */
export async function retentionCounts(all: AllAccounts, operatorAccountId: number): Promise<RetentionCounts> {
  const customers = ne(accounts.id, operatorAccountId);
  const states = await all.db.select({ state: STATE_SQL, total: count() }).from(accounts).where(customers).groupBy(STATE_SQL);
  const assignees = await all.db.select({ assigneeId: accounts.retentionAssigneeId, total: count() }).from(accounts).where(customers).groupBy(accounts.retentionAssigneeId);
  const [requests] = await all.db.select({ total: count() }).from(accounts).where(and(customers, sql`${STATE_SQL} = 'deletionRequested'`));
  const [purged] = await all.db.select({ total: count() }).from(purgedAccounts);
  const byState: Partial<Record<RetentionState, number>> = { purged: purged?.total ?? 0 };
  for (const row of states) byState[row.state] = row.total;
  const byAssignee = new Map<number, number>();
  let unassigned = 0;
  for (const row of assignees) {
    if (row.assigneeId === null) unassigned = row.total;
    else byAssignee.set(row.assigneeId, row.total);
  }
  return { byState, selfServiceRequests: requests?.total ?? 0, byAssignee, unassigned };
}
