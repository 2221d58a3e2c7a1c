/**
 * The import's jobs (issue #19), one pg-boss queue: the dry run reads the file (progress in bytes,
 * written after each part, so the SPA's poll shows it) and stores the plan; the commit reads the
 * file again, then plans and writes in ONE transaction: everything or nothing. The jobs run as the
 * owner for the run's account; the user who started the import is stamped on what it creates.
 */
import type { DuplicateDecision } from '../../../domain/roster/duplicates';
import { MAX_LISTED_ISSUES } from '../../../domain/roster/plan';
import type { RosterImport } from '../../../domain/roster/rosterImport';
import type { AppContext } from '../../context';
import { repositories, type Repositories } from '../../db/repositories';
import { enterAccountScope } from '../../db/accountScope';
import type { JobKind, NewJob } from '../../jobs/jobQueue';
import { serverToday } from '../../http/validation';
import { ImportFileError, type ParsedImport, readExamineeCsv, readOneRoster } from './importFile';
import { applyPlan, planImport } from './importPlan';

/** The pg-boss queue of import jobs. */
export const ROSTER_IMPORT_QUEUE = 'roster-import';

/** Data of one import job. */
export interface RosterImportJob {
  accountId: number;
  importId: number;
  /** Who started it (stamped on the records it creates). */
  userId: number | null;
  step: 'dryRun' | 'commit';
  /** The commit's decisions for held duplicates, `[key, decision]`. */
  decisions: [string, DuplicateDecision][];
}

/**
 * The job of one step of an import. The step records its own failures (the import is `failed`
 * with a reason), so a retry only follows a job cut off by the process stopping: it runs the
 * step again from the start (the commit's transaction was rolled back with the process).
 */
export const rosterImportJob = (data: RosterImportJob): NewJob<RosterImportJob> => ({
  data,
  singletonKey: `roster-import-${data.importId}-${data.step}`,
  retry: { limit: 2, delaySeconds: 5, backoff: true },
});

/** What the jobs need of the app. */
export type RosterImportJobContext = Pick<AppContext, 'db' | 'clock'> & { logError: (error: unknown, importId: number) => void };

/** The failure shown when something unexpected stops an import. */
export const IMPORT_FAILED_REASON = 'The import stopped because of an error on our side. Nothing was written. Start the import again.';

/** A commit refused for a reason the user can act on (shown as the import's failure). */
class CommitRefused extends Error {}

async function readFile(repos: Repositories, context: RosterImportJobContext, run: RosterImport): Promise<ParsedImport> {
  const progress = async (bytes: number): Promise<void> => {
    await repos.rosterImports.update(run.id, { processedBytes: bytes }, context.clock());
  };
  if (run.kind === 'oneRoster') return readOneRoster(repos.rosterImports, run, await repos.rosterImports.userIdsByEmail(), progress);
  if (!run.mapping) throw new ImportFileError('Choose the column mapping first.');
  return readExamineeCsv(repos.rosterImports, run, run.mapping, progress);
}

async function dryRun(context: RosterImportJobContext, repos: Repositories, run: RosterImport): Promise<void> {
  const parsed = await readFile(repos, context, run);
  const now = context.clock();
  const plan = await planImport(repos, parsed, new Map(), serverToday(now));
  await repos.rosterImports.update(
    run.id,
    {
      status: 'planned',
      summary: plan.summary,
      errors: [...parsed.issues, ...plan.examinees.errors].slice(0, MAX_LISTED_ISSUES),
      warnings: parsed.warnings.slice(0, MAX_LISTED_ISSUES),
      held: plan.examinees.held,
      failure: null,
    },
    now,
  );
}

async function commit(context: RosterImportJobContext, job: RosterImportJob, run: RosterImport): Promise<void> {
  const scope = { accountId: job.accountId, userId: job.userId };
  const parsed = await readFile(repositories(context.db, scope), context, run);
  await context.db.transaction(async (tx) => {
    await enterAccountScope(tx, job.accountId);
    const repos = repositories(tx, scope);
    const now = context.clock();
    const plan = await planImport(repos, parsed, new Map(job.decisions), serverToday(now));
    if (plan.summary.errors > 0) throw new CommitRefused('The file has rows in error: correct them and import the file again. Nothing was written.');
    if (plan.summary.held > 0) throw new CommitRefused("The account's records changed since the dry run. Run the dry run again. Nothing was written.");
    await applyPlan(repos, plan, now);
    await repos.rosterImports.update(run.id, { status: 'committed', summary: plan.summary, committedAt: now, processedBytes: run.sizeBytes, failure: null }, now);
    await repos.rosterImports.dropParts(run.id);
  });
}

/** Runs one step of an import, unless the run is no longer waiting for it (a job run twice runs once). */
export async function runRosterImport(context: RosterImportJobContext, job: RosterImportJob): Promise<void> {
  const repos = repositories(context.db, { accountId: job.accountId, userId: job.userId });
  const run = await repos.rosterImports.find(job.importId);
  if (!run || run.status !== (job.step === 'dryRun' ? 'planning' : 'committing')) return;
  try {
    if (job.step === 'dryRun') await dryRun(context, repos, run);
    else await commit(context, job, run);
  } catch (error) {
    const known = error instanceof ImportFileError || error instanceof CommitRefused;
    if (!known) context.logError(error, run.id);
    // A refused commit leaves the dry run in place: the user may decide again or start over.
    await repos.rosterImports.update(run.id, { status: 'failed', failure: known ? error.message : IMPORT_FAILED_REASON }, context.clock());
  }
}

/** The job kind: one import at a time per process (an import reads a whole file and the account's records). */
export const rosterImportJobKind = (context: RosterImportJobContext): JobKind<RosterImportJob> => ({
  queue: ROSTER_IMPORT_QUEUE,
  concurrency: 1,
  batchSize: 1,
  pollingSeconds: 5,
  run: (job) => runRosterImport(context, job),
});

/** Creates the queue and starts this process's worker (`work` false: imports only queue). */
export async function startRosterImportJobs(context: RosterImportJobContext & Pick<AppContext, 'jobs'>, work: boolean): Promise<void> {
  await context.jobs.createQueue(ROSTER_IMPORT_QUEUE);
  if (work) await context.jobs.work(rosterImportJobKind(context));
}
