/**
 * Starting an account export (issue #18): the export's row, `pending`, and its build job, queued
 * in the caller's transaction (a request's unit of work, or the retention job's), so the export
 * exists exactly when its job does. The one entry point for the staff's export, the
 * administrator's access request and the retention job's export before deletion.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { AccountExportKind, AccountExportRow } from '../../db/repositories/accountExports';
import type { JobRetry, NewJob } from '../../jobs/jobQueue';

/** The pg-boss queue of export builds. */
export const ACCOUNT_EXPORT_QUEUE = 'account-export';

/** Data of one build job: the account, and the export of it to build. */
export interface AccountExportJob {
  accountId: number;
  exportId: number;
}

/** A build is retried twice, 30 s and then 60 s later (a database hiccup); the export then stays `failed`. */
const EXPORT_RETRY: JobRetry = { limit: 2, delaySeconds: 30, backoff: true };

/** The build job of export `exportId` of account `accountId`. */
export const exportJob = (accountId: number, exportId: number): NewJob<AccountExportJob> => ({ data: { accountId, exportId }, singletonKey: `account-export-${exportId}`, retry: EXPORT_RETRY });

/** Who asks for an export, and why. */
export interface ExportRequest {
  kind: AccountExportKind;
  /** The administrator or staff member who asks; `null` for the retention job. */
  requestedBy: number | null;
  /** The staff member's stated reason; absent otherwise. */
  reason?: string | null;
}

/**
 * Records a `pending` export of account `accountId` and queues its build job, both in `db` (the
 * caller's transaction); the job's worker is woken (after the commit, in a request's unit of work).
 * @param context the app's job queue.
 * @returns the export as recorded.
 */
export async function startAccountExport(context: Pick<AppContext, 'jobs'>, db: Db, accountId: number, request: ExportRequest, now: Date): Promise<AccountExportRow> {
  const created = await repositories(db, { accountId, userId: request.requestedBy }).accountExports.create(
    { kind: request.kind, requestedBy: request.requestedBy, reason: request.reason ?? null },
    now,
  );
  await context.jobs.enqueue(db, ACCOUNT_EXPORT_QUEUE, [exportJob(accountId, created.id)]);
  context.jobs.wake(ACCOUNT_EXPORT_QUEUE);
  return created;
}
