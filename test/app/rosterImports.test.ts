/**
 * The import screen's sagas (issue #19) with redux-saga-test-plan on virtual time: the chosen file
 * goes up in parts of 512 KiB (base64), a OneRoster ZIP's dry run starts at once and is polled
 * until planned, an examinee CSV waits for its mapping, the commit sends the decisions and is
 * polled until committed; a refusal is an action; "Start again" or leaving the screen
 * (`importReset`) cancels the step and its polling.
 */
import { Blob as NodeBlob } from 'buffer';
import { expectSaga } from 'redux-saga-test-plan';
import type { RosterImportAnswer } from '../../src/contract/services/rosterImports';
import { holdFile } from '../../src/app/core/files/heldFiles';
import { IMPORT_POLL_MS, rosterImportsSaga } from '../../src/app/features/rosterImports/rosterImportsSaga';
import {
  importCommitRequested,
  importDecisionChosen,
  importDryRunRequested,
  importFailed,
  importLoaded,
  importReset,
  importStartRequested,
  importStepEnded,
  initialRosterImportsState,
  rosterImportsReducer,
} from '../../src/app/features/rosterImports/rosterImportsSlice';
import { ROSTER_PART_BYTES } from '../../src/domain/roster/rosterImport';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { virtualTime } from './support/virtualTime';

const START = '2026-03-01T09:00:00.000Z';
const SUMMARY = { rows: 4, created: 4, updated: 0, unchanged: 0, skipped: 0, held: 0, errors: 0, warnings: 0, groupsCreated: 2, groupsUpdated: 0, groupsUnchanged: 0, membersAdded: 4, membersRemoved: 0, staffAdded: 2, staffRemoved: 0 };
const HELD = { key: 'examinees.csv:3', file: 'examinees.csv', line: 3, incoming: { examineeId: 'N-2', firstName: 'Ada', lastName: 'Lovelace', birthDate: '2017-02-03' }, existing: { id: 5, examineeId: 'O-1', firstName: 'Ada', lastName: 'Lovelace', birthDate: '2017-02-03' } };

const answer = (overrides: Partial<RosterImportAnswer> = {}): RosterImportAnswer => ({
  id: 7,
  kind: 'oneRoster',
  fileName: 'roster.zip',
  status: 'uploading',
  sizeBytes: 0,
  receivedBytes: 0,
  processedBytes: 0,
  mapping: null,
  headers: null,
  summary: null,
  errors: [],
  warnings: [],
  held: [],
  failure: null,
  createdAt: START,
  committedAt: null,
  ...overrides,
});

/** A file of `size` bytes, each byte its offset modulo 251, so the parts' order shows in their bytes. */
const fileOf = (size: number) => new NodeBlob([Uint8Array.from({ length: size }, (_, i) => i % 251)]) as unknown as Blob;

/** The root saga on virtual time over fake calls; `gets` answers the polls in turn (the last one again). */
function setUp(handlers: Record<string, (request: { params?: Record<string, unknown>; body?: unknown }) => unknown>, state = testState()) {
  const time = virtualTime(START);
  const http = fakeHttp(handlers as never);
  const { io } = fakeIo({ http, clock: time.clock });
  const test = expectSaga(untilStopped, rosterImportsSaga).withReducer(testRootReducer(), state).provide([ioProvider(io), time.provider]);
  const called = (id: string) => http.calls.filter((call) => call.operationId === id);
  return { time, http, test, called };
}

const polls = (...runs: RosterImportAnswer[]) => {
  let next = 0;
  return () => runs[Math.min(next++, runs.length - 1)];
};

describe('import screen reducer', () => {
  it('starts afresh with the upload, records decisions, and forgets all on reset', () => {
    let state = rosterImportsReducer({ ...initialRosterImportsState, decisions: { a: 'skip' } }, importStartRequested({ kind: 'oneRoster', fileKey: 'k', fileName: 'roster.zip', sizeBytes: 10 }));
    expect(state).toEqual({ ...initialRosterImportsState, busy: true, upload: { sentBytes: 0, totalBytes: 10 } });
    state = rosterImportsReducer(state, importDecisionChosen({ key: HELD.key, decision: 'merge' }));
    expect(state.decisions).toEqual({ [HELD.key]: 'merge' });
    state = rosterImportsReducer(state, importStepEnded());
    expect(state).toMatchObject({ busy: false, upload: null });
    expect(rosterImportsReducer(state, importReset())).toEqual(initialRosterImportsState);
  });
});

describe('import saga: a OneRoster ZIP', () => {
  it('uploads the file in parts of 512 KiB, starts the dry run and polls it until planned', async () => {
    const size = ROSTER_PART_BYTES + 1000;
    const file = fileOf(size);
    const parts: { seq: number; data: string }[] = [];
    const planned = answer({ status: 'planned', sizeBytes: size, receivedBytes: size, processedBytes: size, summary: SUMMARY });
    const { time, test, called } = setUp({
      'assessment.createRosterImport': () => answer({ sizeBytes: size }),
      'assessment.uploadRosterImportPart': (request) => {
        parts.push(request.body as { seq: number; data: string });
        return answer({ sizeBytes: size, receivedBytes: Math.min(size, parts.length * ROSTER_PART_BYTES) });
      },
      'assessment.startRosterImportDryRun': () => answer({ status: 'planning', sizeBytes: size, receivedBytes: size }),
      'assessment.getRosterImport': polls(answer({ status: 'planning', sizeBytes: size, receivedBytes: size, processedBytes: 300 }), planned),
    });
    const run = test.put(importLoaded(planned)).put(importStepEnded()).run(2000);
    test.dispatch(importStartRequested({ kind: 'oneRoster', fileKey: holdFile(file), fileName: 'roster.zip', sizeBytes: size }));
    await time.advance(0);
    expect(called('assessment.createRosterImport')[0]?.request.body).toEqual({ kind: 'oneRoster', fileName: 'roster.zip', sizeBytes: size });
    expect(parts.map((part) => part.seq)).toEqual([0, 1]);
    const sent = Buffer.concat(parts.map((part) => Buffer.from(part.data, 'base64')));
    expect(sent.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    expect(called('assessment.startRosterImportDryRun')[0]?.request.body).toEqual({});
    await time.advance(IMPORT_POLL_MS);
    await time.advance(IMPORT_POLL_MS);
    const { storeState } = await stopped(test, run);
    expect(called('assessment.getRosterImport')).toHaveLength(2);
    expect(storeState.rosterImports).toMatchObject({ busy: false, upload: null, error: null, run: { status: 'planned', summary: SUMMARY } });
  });

  it('commits with the decisions chosen and polls until committed', async () => {
    const planned = answer({ kind: 'examineeCsv', status: 'planned', summary: { ...SUMMARY, held: 1 }, held: [HELD] });
    const committed = answer({ kind: 'examineeCsv', status: 'committed', summary: SUMMARY, committedAt: START });
    const state = testState({ rosterImports: { ...initialRosterImportsState, run: planned, decisions: { [HELD.key]: 'merge' } } });
    const { time, test, called } = setUp({ 'assessment.commitRosterImport': () => answer({ status: 'committing' }), 'assessment.getRosterImport': polls(committed) }, state);
    const run = test.put(importLoaded(committed)).put(importStepEnded()).run(2000);
    test.dispatch(importCommitRequested());
    await time.advance(IMPORT_POLL_MS);
    const { storeState } = await stopped(test, run);
    expect(called('assessment.commitRosterImport')[0]?.request).toMatchObject({ params: { importId: 7 }, body: { decisions: [{ key: HELD.key, decision: 'merge' }] } });
    expect(storeState.rosterImports.run?.status).toBe('committed');
  });
});

describe('import saga: an examinee CSV', () => {
  it('waits for the mapping after the upload, then sends it with the dry run', async () => {
    const file = fileOf(40);
    const uploaded = answer({ kind: 'examineeCsv', fileName: 'kids.csv', sizeBytes: 40, receivedBytes: 40, headers: ['Student ID', 'First', 'Last'], mapping: { examineeId: 'Student ID' } });
    const { time, test, called } = setUp({
      'assessment.createRosterImport': () => answer({ kind: 'examineeCsv', sizeBytes: 40 }),
      'assessment.uploadRosterImportPart': () => uploaded,
      'assessment.startRosterImportDryRun': () => answer({ kind: 'examineeCsv', status: 'planned', summary: SUMMARY }),
    });
    const run = test.run(2000);
    test.dispatch(importStartRequested({ kind: 'examineeCsv', fileKey: holdFile(file), fileName: 'kids.csv', sizeBytes: 40 }));
    await time.advance(0);
    expect(called('assessment.startRosterImportDryRun')).toHaveLength(0);
    const mapping = { examineeId: 'Student ID', firstName: 'First', lastName: 'Last' };
    test.dispatch(importDryRunRequested({ mapping }));
    await time.advance(0);
    const { storeState } = await stopped(test, run);
    expect(called('assessment.startRosterImportDryRun')[0]?.request.body).toEqual({ mapping });
    expect(called('assessment.getRosterImport')).toHaveLength(0);
    expect(storeState.rosterImports).toMatchObject({ busy: false, run: { status: 'planned' } });
  });
});

describe('import saga: failures', () => {
  it('a refused dry run is an action with the problem, and nothing is polled', async () => {
    const refused = apiError(400, 'validation', 'A dry run with rows in error cannot be committed.');
    const planned = answer({ status: 'planned', summary: { ...SUMMARY, errors: 1 } });
    const { time, test, called } = setUp(
      {
        'assessment.commitRosterImport': () => {
          throw refused;
        },
      },
      testState({ rosterImports: { ...initialRosterImportsState, run: planned } }),
    );
    const run = test.put(importFailed(refused.info)).run(2000);
    test.dispatch(importCommitRequested());
    await time.advance(5 * IMPORT_POLL_MS);
    const { storeState } = await stopped(test, run);
    expect(called('assessment.getRosterImport')).toHaveLength(0);
    expect(storeState.rosterImports).toMatchObject({ busy: false, error: refused.info, run: { status: 'planned' } });
  });

  it('a file no longer held (the page reloaded) fails the start without a call', async () => {
    const { time, test, http } = setUp({});
    const run = test.run(2000);
    test.dispatch(importStartRequested({ kind: 'oneRoster', fileKey: 'import-file-gone', fileName: 'roster.zip', sizeBytes: 10 }));
    await time.advance(0);
    const { storeState } = await stopped(test, run);
    expect(http.calls.filter((call) => call.operationId.startsWith('assessment.'))).toHaveLength(0);
    expect(storeState.rosterImports.error).not.toBeNull();
  });
});

describe('import saga: cancellation', () => {
  it('leaving the screen while the dry run is polled stops the polling; a later step is taken again', async () => {
    const planning = answer({ status: 'planning', sizeBytes: 100, processedBytes: 10 });
    const { time, test, called } = setUp({
      'assessment.createRosterImport': () => answer({ sizeBytes: 10 }),
      'assessment.uploadRosterImportPart': () => answer({ sizeBytes: 10, receivedBytes: 10 }),
      'assessment.startRosterImportDryRun': () => planning,
      'assessment.getRosterImport': () => planning,
    });
    const run = test.not.put(importStepEnded()).run(2000);
    test.dispatch(importStartRequested({ kind: 'oneRoster', fileKey: holdFile(fileOf(10)), fileName: 'roster.zip', sizeBytes: 10 }));
    await time.advance(IMPORT_POLL_MS);
    expect(called('assessment.getRosterImport')).toHaveLength(1);
    test.dispatch(importReset());
    await time.advance(10 * IMPORT_POLL_MS);
    expect(called('assessment.getRosterImport')).toHaveLength(1);
    test.dispatch(importStartRequested({ kind: 'oneRoster', fileKey: holdFile(fileOf(10)), fileName: 'roster.zip', sizeBytes: 10 }));
    await time.advance(0);
    const { storeState } = await stopped(test, run);
    expect(called('assessment.createRosterImport')).toHaveLength(2);
    expect(storeState.rosterImports.busy).toBe(true);
  });

  it('a second click while a step runs is dropped: one import is created', async () => {
    const { time, test, called } = setUp({
      'assessment.createRosterImport': () => answer({ kind: 'examineeCsv', sizeBytes: 10 }),
      'assessment.uploadRosterImportPart': () => answer({ kind: 'examineeCsv', sizeBytes: 10, receivedBytes: 10, headers: ['id'] }),
    });
    const run = test.run(2000);
    test.dispatch(importStartRequested({ kind: 'examineeCsv', fileKey: holdFile(fileOf(10)), fileName: 'a.csv', sizeBytes: 10 }));
    test.dispatch(importStartRequested({ kind: 'examineeCsv', fileKey: holdFile(fileOf(10)), fileName: 'a.csv', sizeBytes: 10 }));
    await time.advance(0);
    await stopped(test, run);
    expect(called('assessment.createRosterImport')).toHaveLength(1);
  });
});
