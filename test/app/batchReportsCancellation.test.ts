/**
 * Cancellation of batch reports' loads and progress polling: one poller, for the batch on screen
 * now (takeLatest), ended by a sign-out or any other end of the session (SESSION_ENDED); the
 * recent batches asked for last are the ones shown.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { batches } from '../../src/contract';
import type { ReportBatch } from '../../src/contract/reportTypes';
import { identityLoadFailed, loggedOut, signInRedirectStarted } from '../../src/app/core/session/sessionSlice';
import { batchReportsSaga, POLL_INTERVAL_MS } from '../../src/app/features/batchReports/batchReportsSaga';
import {
  batchFinished,
  batchOpened,
  batchPageEntered,
  batchStatusReceived,
  initialBatchReportsState,
  recentSucceeded,
} from '../../src/app/features/batchReports/batchReportsSlice';
import type { RootState } from '../../src/app/rootReducer';
import { apiError, fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle, virtualTime } from './support/virtualTime';

const START = '2024-05-01T09:00:00.000Z';
const STATUS = batches.reportBatchStatus;
const RECENT = batches.reportBatchList;

const batch = (id: number, overrides: Partial<ReportBatch> = {}): ReportBatch => ({
  id,
  reportType: 'score',
  state: 'running',
  total: 20,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  createdAt: START,
  createdByName: 'Erin Examiner',
  finishedAt: null,
  failures: [],
  zipFileName: `score-reports-${id}.zip`,
  ...overrides,
});

/** The batch page shown, with batches 3 and 4 running in the recent list and none on screen yet. */
const pageWithTwoRunning = (): RootState =>
  testState({ batchReports: { ...initialBatchReportsState, pageShown: true, recent: { status: 'succeeded', error: null, batches: [batch(4), batch(3)] } } });

/** The batch saga on virtual time against a server holding status and recent-list calls. */
function setUp(state: RootState = pageWithTwoRunning()) {
  const time = virtualTime(START);
  const server = heldHttp([STATUS, RECENT]);
  const { io } = fakeIo({ http: server.http, clock: time.clock });
  const test = expectSaga(untilStopped, batchReportsSaga).withReducer(testRootReducer(), state).provide([ioProvider(io), time.provider]);
  const polledIds = () => server.http.calls.filter((call) => call.operationId === STATUS.id).map((call) => call.request.params?.batchId);
  return { time, server, test, polledIds };
}

describe('batch progress: one poller, for the batch on screen now', () => {
  it('opening another batch stops polling the first, and the first one\'s status in flight never lands', async () => {
    const { time, server, test, polledIds } = setUp();
    const finishedElsewhere = batch(3, { state: 'completed', succeeded: 20, finishedAt: START });
    const run = test.not.put(batchStatusReceived(finishedElsewhere)).not.put(batchFinished({ batchId: 3 })).run(2000);
    test.dispatch(batchOpened({ batchId: 3 }));
    await time.advance(0);
    test.dispatch(batchOpened({ batchId: 4 }));
    await time.advance(0);
    expect(polledIds()).toEqual([3, 4]);
    server.call(STATUS, 1).answer(batch(4, { succeeded: 5 }));
    await settle();
    server.call(STATUS, 0).answer(finishedElsewhere);
    await time.advance(POLL_INTERVAL_MS);
    server.call(STATUS, 2).answer(batch(4, { succeeded: 9 }));
    await time.advance(3 * POLL_INTERVAL_MS);
    const { storeState } = await stopped(test, run);
    // Only batch 4 was asked for once batch 3 left the screen.
    expect(polledIds().slice(1).every((id) => id === 4)).toBe(true);
    expect(storeState.batchReports.current).toMatchObject({ batchId: 4, batch: { succeeded: 9 } });
    expect(storeState.batchReports.recent.batches.find((entry) => entry.id === 3)?.state).toBe('running');
  });

  it('while waiting between polls, opening another batch cancels the wait: the first batch is not asked for again', async () => {
    const { time, server, test, polledIds } = setUp();
    const run = test.run(2000);
    test.dispatch(batchOpened({ batchId: 3 }));
    await time.advance(0);
    server.call(STATUS, 0).answer(batch(3, { succeeded: 2 }));
    await time.advance(POLL_INTERVAL_MS / 2);
    test.dispatch(batchOpened({ batchId: 4 }));
    await time.advance(0);
    server.call(STATUS, 1).answer(batch(4, { succeeded: 1 }));
    await time.advance(POLL_INTERVAL_MS);
    server.call(STATUS, 2).answer(batch(4, { succeeded: 2 }));
    await time.advance(POLL_INTERVAL_MS);
    await stopped(test, run);
    expect(polledIds()).toEqual([3, 4, 4, 4]);
  });
});

describe('batch progress: the end of the session stops the poller', () => {
  it('a sign-out while a status request is in flight: its answer never lands and nothing more is asked', async () => {
    const { time, server, test, polledIds } = setUp();
    const late = batch(3, { succeeded: 12 });
    const run = test.not.put(batchStatusReceived(late)).run(2000);
    test.dispatch(batchOpened({ batchId: 3 }));
    await time.advance(0);
    test.dispatch(loggedOut());
    await settle();
    server.call(STATUS, 0).answer(late);
    await time.advance(10 * POLL_INTERVAL_MS);
    const { storeState } = await stopped(test, run);
    expect(polledIds()).toEqual([3]);
    expect(storeState.batchReports).toEqual(initialBatchReportsState);
  });

  it.each([
    ['the identity load fails', identityLoadFailed(apiError(401, 'unauthorized', 'Sign in again.').info)],
    ['the sign-in redirect starts', signInRedirectStarted({ redirect: '/batches' })],
  ])('stops polling when %s', async (_name, ended) => {
    const { time, server, test, polledIds } = setUp();
    const run = test.run(2000);
    test.dispatch(batchOpened({ batchId: 3 }));
    await time.advance(0);
    server.call(STATUS, 0).answer(batch(3, { succeeded: 2 }));
    await time.advance(POLL_INTERVAL_MS);
    expect(polledIds()).toEqual([3, 3]);
    test.dispatch(ended);
    await settle();
    server.call(STATUS, 1).answer(batch(3, { succeeded: 4 }));
    await time.advance(10 * POLL_INTERVAL_MS);
    const { effects } = await stopped(test, run);
    expect(polledIds()).toEqual([3, 3]);
    expect(putTypes(effects).filter((type) => type === batchStatusReceived.type)).toHaveLength(1);
  });
});

describe('recent batches: the list asked for last', () => {
  it('entering the page again supersedes the first load: its older list, answering last, does not drop the newest batch', async () => {
    const state = testState({ batchReports: { ...initialBatchReportsState, pageShown: false } });
    const { time, server, test, polledIds } = setUp(state);
    const older = [batch(3, { state: 'completed', succeeded: 18, failed: 2, finishedAt: START })];
    const newer = [batch(5, { state: 'completed', succeeded: 20, finishedAt: START }), ...older];
    const run = test.not.put(recentSucceeded(older)).run(2000);
    test.dispatch(batchPageEntered());
    await time.advance(0);
    test.dispatch(batchPageEntered());
    await time.advance(0);
    expect(server.sent(RECENT)).toBe(2);
    server.call(RECENT, 1).answer(newer);
    await settle();
    server.call(RECENT, 0).answer(older);
    await time.advance(0);
    const { storeState } = await stopped(test, run);
    expect(storeState.batchReports.recent.batches.map((entry) => entry.id)).toEqual([5, 3]);
    // Every batch listed has finished: nothing was polled.
    expect(polledIds()).toEqual([]);
  });
});
