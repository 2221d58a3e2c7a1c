/**
 * The assessment tracker's first step (issue #17): which customer account holds an assessment,
 * an administration session or a remote link. Not account-scoped because it looks across every
 * account on purpose; it runs only in a transaction that entered every account's rows, audited
 * with the staff member's reason, which the {@link AllAccounts} proof stands for. The tracker then
 * enters that one account and reads the records there (repositories/assessmentTracker.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AllAccounts } from '../crossAccountScope';
import { accounts, administrationSessions, assessments, remoteLinks } from '../schema';

/** A customer account a record belongs to. */
export interface OwningAccount {
  accountId: number;
  accountName: string;
}

/** What a session lookup names: an administration session, or a remote link (whose target is an assessment or a session). */
export type TrackedSessionKind = 'administration' | 'link';

/** The account of assessment `assessmentId` (deleted or not), unless it is the operator's own; `null` when none. */
export async function accountOfAssessment(all: AllAccounts, assessmentId: number, operatorAccountId: number): Promise<OwningAccount | null> {
  const [row] = await all.db
    .select({ accountId: accounts.id, accountName: accounts.name })
    .from(assessments)
    .innerJoin(accounts, eq(accounts.id, assessments.accountId))
    .where(and(eq(assessments.id, assessmentId), ne(assessments.accountId, operatorAccountId)));
  return row ?? null;
}

/** The account of an administration session or a remote link, unless it is the operator's own; `null` when none. */
export async function accountOfSession(all: AllAccounts, kind: TrackedSessionKind, id: number, operatorAccountId: number): Promise<OwningAccount | null> {
  const table = kind === 'administration' ? administrationSessions : remoteLinks;
  const [row] = await all.db
    .select({ accountId: accounts.id, accountName: accounts.name })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.accountId))
    .where(and(eq(table.id, id), ne(table.accountId, operatorAccountId)));
  return row ?? null;
}
