/**
 * The back office's feedback inbox over every account: feedback filtered by status, assignee,
 * category and account, newest first. Not account-scoped because it spans accounts on purpose
 * (internal staff's work); it runs only in a transaction that entered every account's rows,
 * audited with the staff member's reason, which the {@link AllAccounts} proof stands for.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contract/types';
import type { FeedbackCategory } from '../../../domain/feedback';
import type { FeedbackStatus } from '../../../domain/feedbackInbox';
import type { AllAccounts } from '../crossAccountScope';
import { feedbackRowColumns, type FeedbackRow } from '../repositories/feedbackInbox';
import { containsPattern } from '../repositories/search';
import { accounts, feedback, users } from '../schema';

/** What the inbox filters by; every part optional. */
export interface FeedbackFilter {
  status?: FeedbackStatus;
  /** The staff member who has it. */
  assigneeId?: number;
  category?: FeedbackCategory;
  /** A part of the account's name (any case), or the account's id when it is all digits. */
  account?: string;
}

function accountMatches(text: string): SQL | undefined {
  const byName = ilike(accounts.name, containsPattern(text));
  return /^\d{1,9}$/.test(text) ? or(byName, eq(accounts.id, Number(text))) : byName;
}

/**
 * A page of the feedback of every account matching `filter`, newest first (by id).
 * @param page 1-based.
 */
export async function searchFeedback(all: AllAccounts, filter: FeedbackFilter, page: number, pageSize: number): Promise<Page<FeedbackRow>> {
  const text = filter.account?.trim() ?? '';
  const where = and(
    text === '' ? undefined : accountMatches(text),
    filter.status ? eq(feedback.status, filter.status) : undefined,
    filter.assigneeId !== undefined ? eq(feedback.assigneeId, filter.assigneeId) : undefined,
    filter.category ? eq(feedback.category, filter.category) : undefined,
  );
  const [totals] = await all.db
    .select({ total: count() })
    .from(feedback)
    .innerJoin(accounts, eq(accounts.id, feedback.accountId))
    .where(where);
  const items = await all.db
    .select(feedbackRowColumns)
    .from(feedback)
    .innerJoin(accounts, eq(accounts.id, feedback.accountId))
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: totals?.total ?? 0, page, pageSize };
}
