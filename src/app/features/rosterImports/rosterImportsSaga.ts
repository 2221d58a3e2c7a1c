/**
 * Side effects of the import screen (issue #19): upload the chosen file in parts, start the dry
 * run (an examinee CSV after its mapping), poll the import while its job runs, commit with the
 * decisions, poll again. One step runs at a time (a double click is dropped); leaving the screen
 * or "Start again" (`importReset`) cancels the running step and its polling.
 */
import { call, put, race, select, take } from 'typed-redux-saga';
import type { RosterImportAnswer } from '../../../contract/services/rosterImports';
import { toAppError } from '../../../client/appError';
import { ROSTER_PART_BYTES } from '../../../domain/roster/rosterImport';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { io } from '../../io/ioContext';
import { takeHeldFile } from '../../core/files/heldFiles';
import { base64Of } from '../../io/fileReading';
import { fetchRosterImport, postRosterImport, postRosterImportCommit, postRosterImportDryRun, putRosterImportPart } from './rosterImportsApi';
import { selectCommitDecisions, selectRosterImport } from './rosterImportsSelectors';
import {
  importCommitRequested,
  importDryRunRequested,
  importFailed,
  importLoaded,
  importReset,
  importStartRequested,
  importStepEnded,
  importUploadProgressed,
} from './rosterImportsSlice';

/** How long the screen waits between two looks at an import whose job runs, in milliseconds. */
export const IMPORT_POLL_MS = 1000;

/** The import's statuses while its job runs. */
const RUNNING = new Set<RosterImportAnswer['status']>(['planning', 'committing']);

/** Looks at the import every {@link IMPORT_POLL_MS} until its job is done (planned, committed or failed). */
export function* pollImport(importId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  for (;;) {
    yield* call(sleep, IMPORT_POLL_MS);
    const run = yield* call(fetchRosterImport, http, endpoint, importId);
    yield* put(importLoaded(run));
    if (!RUNNING.has(run.status)) return run;
  }
}

/** Starts the dry run and polls it to its end. */
function* dryRun(importId: number, mapping: Parameters<typeof importDryRunRequested>[0]['mapping']) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const started = yield* call(postRosterImportDryRun, http, endpoint, importId, mapping ? { mapping } : {}, yield* call([ids, ids.uuid]));
  yield* put(importLoaded(started));
  if (RUNNING.has(started.status)) yield* call(pollImport, importId);
}

/** Creates the import, uploads the held file in parts of {@link ROSTER_PART_BYTES}, and starts a OneRoster ZIP's dry run at once. */
export function* startImport(action: ReturnType<typeof importStartRequested>) {
  const { kind, fileKey, fileName, sizeBytes } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const file = takeHeldFile(fileKey);
    if (!file) throw new Error('Choose the file again.');
    let run = yield* call(postRosterImport, http, endpoint, { kind, fileName, sizeBytes }, yield* call([ids, ids.uuid]));
    yield* put(importLoaded(run));
    for (let seq = 0, start = 0; start < file.size; seq += 1, start += ROSTER_PART_BYTES) {
      const data = yield* call(base64Of, file.slice(start, start + ROSTER_PART_BYTES));
      run = yield* call(putRosterImportPart, http, endpoint, run.id, seq, data);
      yield* put(importUploadProgressed({ sentBytes: Math.min(file.size, start + ROSTER_PART_BYTES) }));
      yield* put(importLoaded(run));
    }
    // A CSV waits for its mapping; a OneRoster ZIP has none to choose.
    if (kind === 'oneRoster') yield* call(dryRun, run.id, undefined);
    yield* put(importStepEnded());
  } catch (error) {
    yield* put(importFailed(toAppError(error)));
  }
}

/** Starts the dry run of the uploaded import (with the CSV's mapping) and polls it. */
export function* startDryRun(action: ReturnType<typeof importDryRunRequested>) {
  const { run } = yield* select(selectRosterImport);
  if (!run) return;
  try {
    yield* call(dryRun, run.id, action.payload.mapping);
    yield* put(importStepEnded());
  } catch (error) {
    yield* put(importFailed(toAppError(error)));
  }
}

/** Commits the dry run with the chosen decisions and polls until committed or failed. */
export function* commitImport() {
  const { run } = yield* select(selectRosterImport);
  if (!run) return;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const decisions = yield* select(selectCommitDecisions);
  try {
    const started = yield* call(postRosterImportCommit, http, endpoint, run.id, { decisions }, yield* call([ids, ids.uuid]));
    yield* put(importLoaded(started));
    if (RUNNING.has(started.status)) yield* call(pollImport, run.id);
    yield* put(importStepEnded());
  } catch (error) {
    yield* put(importFailed(toAppError(error)));
  }
}

type StepAction = ReturnType<typeof importStartRequested> | ReturnType<typeof importDryRunRequested> | ReturnType<typeof importCommitRequested>;

/** Runs one step: the worker of the action's type. */
function* runStep(action: StepAction) {
  if (importStartRequested.match(action)) yield* call(startImport, action);
  else if (importDryRunRequested.match(action)) yield* call(startDryRun, action);
  else yield* call(commitImport);
}

const safeStep = safely(runStep);

/** Root saga of the import screen: one step at a time, each cancelled by `importReset`. */
export function* rosterImportsSaga() {
  for (;;) {
    const action = yield* take<StepAction>([importStartRequested.type, importDryRunRequested.type, importCommitRequested.type]);
    // The step or leaving, whichever comes first: leaving cancels the step and its polling.
    yield* race({ step: call(safeStep, action), reset: take(importReset.type) });
  }
}
