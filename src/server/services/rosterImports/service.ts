/**
 * The import operations (issue #19, contract/services/rosterImports.ts): starting an import,
 * receiving its file in parts, starting its dry run and its commit (jobs, importJob.ts), reading
 * it back while it runs, and the account's saved examinee CSV mapping.
 */
import type { CommitRosterImportBody, CreateRosterImportBody } from '../../../contract/services/rosterImports';
import { hasAuthority, PERMISSIONS } from '../../../domain/permissions';
import { type ColumnMapping, mappingProblems, offeredMapping } from '../../../domain/roster/columnMapping';
import { ROSTER_PART_BYTES, type RosterImport } from '../../../domain/roster/rosterImport';
import type { SignedInCall } from '../../http/operationHandler';
import { HttpProblem, notFound } from '../../http/problems';
import { readCsvHeader } from './importFile';
import { ROSTER_IMPORT_QUEUE, type RosterImportJob, rosterImportJob } from './importJob';

/**
 * Who may import `kind`: not a user limited to their legitimate interest (an import matches the
 * whole account's records); OneRoster (groups and their staff too) only an account administrator.
 * @throws HttpProblem forbidden (403).
 */
function requireImporter(call: SignedInCall, kind: RosterImport['kind']): void {
  if (call.user.limitedToInterest) throw new HttpProblem('forbidden', "An import matches the whole account's records: ask an account administrator to import.");
  if (kind === 'oneRoster' && !hasAuthority(call.user.permissions, [PERMISSIONS.ACCOUNT_USERS_MANAGE])) {
    throw new HttpProblem('forbidden', 'Only an account administrator imports OneRoster files.');
  }
}

/** An import of the account. @throws HttpProblem notFound (404), also for another account's. */
async function requireImport(call: SignedInCall, importId: number): Promise<RosterImport> {
  const run = await call.repos.rosterImports.find(importId);
  if (!run) throw notFound('The import');
  return run;
}

/** Starts an import: its record, `uploading`. */
export async function createImport(call: SignedInCall, body: CreateRosterImportBody): Promise<RosterImport> {
  requireImporter(call, body.kind);
  return call.repos.rosterImports.create(body.kind, body.fileName, body.sizeBytes, call.now);
}

/**
 * Stores part `seq` of the file; once all its bytes are in, an examinee CSV's header is read and a
 * mapping offered (the saved one when the file has its columns, else one guessed from the headers).
 * @throws HttpProblem notReady (409) once the file is complete and planned; badRequest (400) for a part beyond the announced size.
 */
export async function uploadPart(call: SignedInCall, importId: number, seq: number, data: string): Promise<RosterImport> {
  const run = await requireImport(call, importId);
  requireImporter(call, run.kind);
  if (run.status !== 'uploading') throw new HttpProblem('notReady', 'The file of this import is complete. Start a new import for another file.');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0 || bytes.length > ROSTER_PART_BYTES) throw new HttpProblem('badRequest', `A part holds 1 to ${ROSTER_PART_BYTES} bytes.`);
  if (seq * ROSTER_PART_BYTES >= run.sizeBytes) throw new HttpProblem('badRequest', 'The part is beyond the size of the file.');
  const stored = await call.repos.rosterImports.putPart(importId, seq, bytes, call.now);
  if (!stored) throw notFound('The import');
  if (stored.receivedBytes > stored.sizeBytes) throw new HttpProblem('badRequest', 'The parts are larger than the file.');
  if (stored.receivedBytes < stored.sizeBytes || stored.kind !== 'examineeCsv') return stored;
  const headers = (await readCsvHeader(call.repos.rosterImports, importId)) ?? [];
  const mapping = offeredMapping(await call.repos.rosterImports.savedMapping(), headers);
  return (await call.repos.rosterImports.update(importId, { headers, mapping }, call.now)) ?? stored;
}

/** Queues a step's job in the call's transaction (it runs once the call commits). */
async function queueStep(call: SignedInCall, run: RosterImport, step: RosterImportJob['step'], decisions: RosterImportJob['decisions']): Promise<void> {
  await call.context.jobs.enqueue(call.db, ROSTER_IMPORT_QUEUE, [rosterImportJob({ accountId: call.user.accountId, importId: run.id, userId: call.user.userId, step, decisions })]);
  call.context.jobs.wake(ROSTER_IMPORT_QUEUE);
}

/**
 * Starts the dry run of a complete file (again, after a failure or with another mapping). An
 * examinee CSV's mapping is checked against its header and saved for the account.
 * @throws HttpProblem notReady (409) while parts are missing or a step runs; validation (400) for a mapping that cannot be used.
 */
export async function startDryRun(call: SignedInCall, importId: number, mapping: ColumnMapping | undefined): Promise<RosterImport> {
  const run = await requireImport(call, importId);
  requireImporter(call, run.kind);
  if (run.receivedBytes < run.sizeBytes) throw new HttpProblem('notReady', 'The file has not been uploaded completely yet.');
  if (!['uploading', 'planned', 'failed'].includes(run.status)) throw new HttpProblem('notReady', 'This import is running or already committed.');
  let chosen: ColumnMapping | null = null;
  if (run.kind === 'examineeCsv') {
    chosen = Object.fromEntries(Object.entries(mapping ?? run.mapping ?? {}).filter(([, header]) => header !== undefined && header !== '')) as ColumnMapping;
    const problems = mappingProblems(chosen, run.headers ?? []);
    if (problems.length > 0) {
      const errors = problems.map((problem) => ({ field: `mapping.${problem.slice(0, problem.indexOf(':'))}`, message: problem.slice(problem.indexOf(':') + 2) }));
      throw new HttpProblem('validation', problems.join(' '), errors);
    }
    await call.repos.rosterImports.saveMapping(chosen, call.now);
  }
  const updated = await call.repos.rosterImports.update(
    importId,
    { status: 'planning', processedBytes: 0, mapping: chosen, summary: null, errors: [], warnings: [], held: [], failure: null },
    call.now,
  );
  if (!updated) throw notFound('The import');
  await queueStep(call, updated, 'dryRun', []);
  return updated;
}

/** One import, as it stands. */
export const getImport = (call: SignedInCall, importId: number): Promise<RosterImport> => requireImport(call, importId);

/**
 * Commits a dry run: every held duplicate needs a decision; a dry run with rows in error is refused
 * (a file with errors writes nothing: the user corrects the file and imports it again).
 * @throws HttpProblem notReady (409) unless the dry run is done; badRequest (400) with errors; validation (400) for an undecided duplicate.
 */
export async function commitImport(call: SignedInCall, importId: number, body: CommitRosterImportBody): Promise<RosterImport> {
  const run = await requireImport(call, importId);
  requireImporter(call, run.kind);
  if (run.status !== 'planned' || !run.summary) throw new HttpProblem('notReady', 'The dry run of this import is not done.');
  if (run.summary.errors > 0) throw new HttpProblem('badRequest', 'The file has rows in error: correct them and import the file again. Nothing was written.');
  const decisions = new Map(body.decisions.map((entry) => [entry.key, entry.decision] as const));
  const undecided = run.held.filter((held) => !decisions.has(held.key));
  if (undecided.length > 0) {
    const message = 'Decide for each possible duplicate: merge, keep both or skip.';
    throw new HttpProblem('validation', message, undecided.map((held) => ({ field: `decisions.${held.key}`, message })));
  }
  const updated = await call.repos.rosterImports.update(importId, { status: 'committing', processedBytes: 0 }, call.now);
  if (!updated) throw notFound('The import');
  const kept = run.held.map((held) => [held.key, decisions.get(held.key) ?? 'skip'] as [string, NonNullable<ReturnType<typeof decisions.get>>]);
  await queueStep(call, updated, 'commit', kept);
  return updated;
}

/** The account's saved examinee CSV mapping. */
export const savedMapping = async (call: SignedInCall): Promise<{ mapping: ColumnMapping | null }> => ({ mapping: await call.repos.rosterImports.savedMapping() });
