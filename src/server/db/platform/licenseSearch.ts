/**
 * The back office's searches over every customer account: feature licenses by account, type and
 * status, and customer accounts by name or id. Not account-scoped because they span accounts on
 * purpose (internal staff's work); they run only in a transaction that entered every account's
 * rows, audited with the staff member's reason, which the {@link AllAccounts} proof stands for.
 */
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, type SQL, asc } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/dates';
import type { FeatureLicenseStatus } from '../../../domain/licenseStatus';
import type { FeatureLicenseType } from '../../../domain/licenseTerms';
import type { Page } from '../../../contract/types';
import type { AllAccounts } from '../crossAccountScope';
import { staffLicenseColumns, type StaffLicenseRow } from '../repositories/licenseAdministration';
import { containsPattern } from '../repositories/search';
import { accounts, featureLicenses, products } from '../schema';

/** What the license search filters by; every part optional. */
export interface LicenseFilter {
  /** A part of the account's name (any case), or the account's id when it is all digits. */
  account?: string;
  type?: FeatureLicenseType;
  /** As shown: `expired` is an active license whose last valid day is before `day`. */
  status?: FeatureLicenseStatus;
  /** The day the status is judged on. */
  day: IsoDate;
  /** The operator's own account, never a customer: left out. */
  operatorAccountId: number;
}

/** The condition of an account's name or id. */
function accountMatches(text: string): SQL | undefined {
  const byName = ilike(accounts.name, containsPattern(text));
  return /^\d{1,9}$/.test(text) ? or(byName, eq(accounts.id, Number(text))) : byName;
}

const TYPE_CONDITIONS: Readonly<Record<FeatureLicenseType, () => SQL | undefined>> = {
  usage: () => and(eq(featureLicenses.kind, 'usage'), or(isNull(featureLicenses.reportType), ne(featureLicenses.reportType, 'group'))),
  subscription: () => eq(featureLicenses.kind, 'subscription'),
  groupUsage: () => and(eq(featureLicenses.kind, 'usage'), eq(featureLicenses.reportType, 'group')),
};

function statusMatches(status: FeatureLicenseStatus, day: IsoDate): SQL | undefined {
  if (status === 'suspended' || status === 'ended') return eq(featureLicenses.status, status);
  if (status === 'expired') return and(eq(featureLicenses.status, 'active'), isNotNull(featureLicenses.validUntil), lt(featureLicenses.validUntil, day));
  return and(eq(featureLicenses.status, 'active'), or(isNull(featureLicenses.validUntil), gte(featureLicenses.validUntil, day)));
}

/**
 * A page of the licenses of every customer account matching `filter`, newest first (by id).
 * @param page 1-based.
 */
export async function searchLicenses(all: AllAccounts, filter: LicenseFilter, page: number, pageSize: number): Promise<Page<StaffLicenseRow>> {
  const text = filter.account?.trim() ?? '';
  const where = and(
    ne(featureLicenses.accountId, filter.operatorAccountId),
    text === '' ? undefined : accountMatches(text),
    filter.type ? TYPE_CONDITIONS[filter.type]() : undefined,
    filter.status ? statusMatches(filter.status, filter.day) : undefined,
  );
  const [totals] = await all.db
    .select({ total: count() })
    .from(featureLicenses)
    .innerJoin(accounts, eq(accounts.id, featureLicenses.accountId))
    .where(where);
  const items = await all.db
    .select(staffLicenseColumns)
    .from(featureLicenses)
    .innerJoin(accounts, eq(accounts.id, featureLicenses.accountId))
    .leftJoin(products, eq(products.id, featureLicenses.productId))
    .where(where)
    .orderBy(desc(featureLicenses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: totals?.total ?? 0, page, pageSize };
}

/** The most accounts one account search answers. */
export const CUSTOMER_ACCOUNT_LIMIT = 20;

/** Customer accounts (every account but the operator's) whose name contains `search` or whose id it is, by name; at most {@link CUSTOMER_ACCOUNT_LIMIT}. */
export async function customerAccounts(all: AllAccounts, search: string, operatorAccountId: number): Promise<{ id: number; name: string }[]> {
  const text = search.trim();
  return all.db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(ne(accounts.id, operatorAccountId), text === '' ? undefined : accountMatches(text)))
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(CUSTOMER_ACCOUNT_LIMIT);
}
