/**
 * The daily run of the purge (issue #18): every deleted account whose purge date has come is
 * purged, one by one, one transaction each (purgeAccount.ts). Idempotent and safe when two
 * processes run it at once: each account is locked before anything is read for it, a locked one
 * is skipped, and one already gone is skipped. The lifecycle's daily job calls it once a day.
 */
import { isPurgeDue } from '../../../../domain/retention/accountPurge';
import type { PurgeBlock } from '../../../../domain/retention/accountLifecycle';
import { purgeCandidateStore } from '../../../db/platform/purgeCandidates';
import { purgeAccount, type PurgeContext } from './purgeAccount';

/** What a run did, for the job's log. */
export interface PurgeRun {
  /** Accounts purged in this run. */
  purged: number[];
  /** Accounts due but blocked, with why (an audit row says it too; the next run tries again). */
  blocked: { accountId: number; block: PurgeBlock }[];
  /** Accounts whose purge failed (rolled back; the next run tries again), with the error's message. */
  failed: { accountId: number; error: string }[];
}

/** An error's message for the log; the database's own words when Drizzle wrapped them (its message is the query). */
function messageOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Purges every deleted account due on `now` (its deletion day plus `context.policy.recoveryDays`).
 * A failure of one account's purge is reported and does not stop the others.
 */
export async function purgeDueAccounts(context: PurgeContext, now: Date): Promise<PurgeRun> {
  const run: PurgeRun = { purged: [], blocked: [], failed: [] };
  const due = (await purgeCandidateStore(context.db).deletedAccounts()).filter((account) => isPurgeDue(account.deletedAt, now, context.policy));
  for (const { id } of due) {
    try {
      const outcome = await purgeAccount(context, id, now);
      if (outcome.kind === 'purged') run.purged.push(id);
      if (outcome.kind === 'blocked') run.blocked.push({ accountId: id, block: outcome.block });
    } catch (error) {
      run.failed.push({ accountId: id, error: messageOf(error) });
    }
  }
  return run;
}
