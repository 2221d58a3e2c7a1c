import { expectSaga } from 'redux-saga-test-plan';
import { call, race, take } from 'typed-redux-saga';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import {
  batchReportsSaga,
  followCurrentBatch,
  MAX_POLL_BACKOFF_MS,
  POLL_INTERVAL_MS,
  pollBackoffMs,
  requestBatch,
} from '../../src/app/features/batchReports/batchReportsSaga';
import { progressMilestone, selectBatchZipUrl } from '../../src/app/features/batchReports/batchReportsSelectors';
import {
  batchFinished,
  batchOpened,
  batchPageEntered,
  batchPageLeft,
  batchReportsReducer,
  batchRequested,
  batchStatusReceived,
  batchSucceeded,
  cancelRequested,
  cancelSucceeded,
  initialBatchReportsState,
  recentSucceeded,
} from '../../src/app/features/batchReports/batchReportsSlice';
import type { BatchReportsInput } from '../../src/contract/services/reportBatches';
import type { ReportBatch } from '../../src/contract/reportTypes';
import type { RootState } from '../../src/app/rootReducer';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import { virtualTime } from './support/virtualTime';

const START = '2024-05-01T09:00:00.000Z';

/** A batch of `total` score reports, `succeeded` of them made. */
const batch = (overrides: Partial<ReportBatch> = {}): ReportBatch => ({
  id: 3,
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
  zipFileName: 'score-reports-3.zip',
  ...overrides,
});

const INPUT: BatchReportsInput = {
  selection: { kind: 'filter', filter: { status: 'scored' } },
  reportType: 'score',
  options: { includeItemResponses: true, locale: null },
};

/** The root state with the batch `current` on screen (and its page shown unless told otherwise). */
const following = (current: ReportBatch, pageShown = true): RootState =>
  testState({ batchReports: { ...initialBatchReportsState, current: { batchId: current.id, batch: current, pollError: null }, pageShown } });

/** A status endpoint answering each batch of `answers` in turn (the last one from then on). */
function statusServer(answers: Array<ReportBatch | Error>) {
  let index = 0;
  return fakeHttp({
    'assessment.reportBatchStatus': () => {
      const answer = answers[Math.min(index, answers.length - 1)];
      index += 1;
      return answer instanceof Error ? Promise.reject(answer) : answer;
    },
  });
}

const STOP = 'test/stopped';

/** The feature's root saga until the test dispatches {@link STOP}, so the run ends when the test does. */
function* untilStopped() {
  yield* race({ saga: call(batchReportsSaga), stop: take(STOP) });
}

const statusCalls = (http: ReturnType<typeof fakeHttp>) => http.calls.filter((c) => c.operationId === 'assessment.reportBatchStatus').length;

describe('batch reports reducer', () => {
  it('makes a queued batch the one on screen and heads the recent list with it', () => {
    const queued = batch({ state: 'queued' });
    let state = batchReportsReducer(undefined, batchRequested(INPUT));
    expect(state.request.status).toBe('loading');
    state = batchReportsReducer(state, batchSucceeded(queued));
    expect(state.current).toEqual({ batchId: 3, batch: queued, pollError: null });
    expect(state.recent.batches).toEqual([queued]);
    state = batchReportsReducer(state, batchStatusReceived(batch({ succeeded: 5 })));
    expect(state.current?.batch?.succeeded).toBe(5);
    expect(state.recent.batches[0]?.succeeded).toBe(5);
    expect(batchReportsReducer(state, loggedOut())).toEqual(initialBatchReportsState);
  });

  it('shows the newest batch still working when the recent list arrives with none on screen, and keeps a chosen one', () => {
    const done = batch({ id: 1, state: 'completed', succeeded: 20 });
    const working = batch({ id: 2, state: 'running', succeeded: 4 });
    let state = batchReportsReducer(undefined, recentSucceeded([working, done]));
    expect(state.current?.batchId).toBe(2);
    state = batchReportsReducer(state, batchOpened({ batchId: 1 }));
    state = batchReportsReducer(state, recentSucceeded([{ ...working, succeeded: 9 }, done]));
    expect(state.current).toEqual({ batchId: 1, batch: done, pollError: null });
  });

  it('ignores the progress of a batch no longer on screen except in the recent list', () => {
    let state = batchReportsReducer(undefined, recentSucceeded([batch({ id: 1, state: 'completed' }), batch({ id: 2, state: 'completed' })]));
    state = batchReportsReducer(state, batchOpened({ batchId: 1 }));
    state = batchReportsReducer(state, batchStatusReceived(batch({ id: 2, state: 'completed', succeeded: 20 })));
    expect(state.current?.batch?.id).toBe(1);
    expect(state.recent.batches.find((entry) => entry.id === 2)?.succeeded).toBe(20);
  });
});

describe('batch reports selectors', () => {
  it('announce progress by quarters and link the ZIP under the services base URL', () => {
    expect(progressMilestone(batch({ total: 100, succeeded: 24 }))).toBe(0);
    expect(progressMilestone(batch({ total: 100, succeeded: 30, failed: 7 }))).toBe(25);
    expect(progressMilestone(batch({ total: 20, succeeded: 20 }))).toBe(100);
    expect(progressMilestone(batch({ total: 0 }))).toBe(0);
    const state = testState();
    expect(selectBatchZipUrl(state)(3)).toMatch(/\/report-batches\/3\/download$/);
  });

  it('back off from the poll interval, doubling up to a cap', () => {
    expect(pollBackoffMs(1)).toBe(2 * POLL_INTERVAL_MS);
    expect(pollBackoffMs(2)).toBe(4 * POLL_INTERVAL_MS);
    expect(pollBackoffMs(30)).toBe(MAX_POLL_BACKOFF_MS);
  });
});

describe('batch request saga', () => {
  it('queues the batch with an idempotency key and makes it the batch on screen', async () => {
    const http = fakeHttp({ 'assessment.batchReports': () => batch({ state: 'queued' }) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(requestBatch, batchRequested(INPUT)).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]).run();
    expect(http.calls[0]?.request).toEqual({ body: INPUT, idempotencyKey: 'uuid-1' });
    expect(result.storeState.batchReports.current?.batchId).toBe(3);
  });

  it('retries a request whose outcome is unknown with the same key, and keeps a refused one without', async () => {
    let answer: () => unknown = () => Promise.reject(apiError(503, 'unavailable', 'Try again.'));
    const http = fakeHttp({ 'assessment.batchReports': () => answer() });
    const { io } = fakeIo({ http });
    const first = await expectSaga(requestBatch, batchRequested(INPUT)).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]).run();
    expect(first.storeState.batchReports.request.pending).toEqual({ idempotencyKey: 'uuid-1', input: INPUT });
    answer = () => Promise.reject(apiError(402, 'licenseExhausted', 'No usages left.'));
    const second = await expectSaga(requestBatch, batchRequested(INPUT)).withReducer(testRootReducer(), first.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls.map((c) => c.request.idempotencyKey)).toEqual(['uuid-1', 'uuid-1']);
    expect(second.storeState.batchReports.request).toMatchObject({ status: 'failed', pending: null, error: { code: 'licenseExhausted' } });
  });
});

describe('batch progress polling', () => {
  it('asks every second while the batch runs and stops once it has completed', async () => {
    const time = virtualTime(START);
    const http = statusServer([batch({ succeeded: 5 }), batch({ succeeded: 12 }), batch({ state: 'completed', succeeded: 19, failed: 1, finishedAt: START })]);
    const { io } = fakeIo({ http, clock: time.clock });
    const done = expectSaga(followCurrentBatch)
      .withReducer(testRootReducer(), following(batch()))
      .provide([ioProvider(io), time.provider])
      .put(batchFinished({ batchId: 3 }))
      .run(2000);
    await time.advance(0);
    expect(statusCalls(http)).toBe(1);
    await time.advance(POLL_INTERVAL_MS);
    expect(statusCalls(http)).toBe(2);
    await time.advance(POLL_INTERVAL_MS);
    await time.advance(10 * POLL_INTERVAL_MS);
    const result = await done;
    expect(statusCalls(http)).toBe(3);
    expect(result.storeState.batchReports.current.batch).toMatchObject({ state: 'completed', succeeded: 19, failed: 1 });
  });

  it('does not poll a batch that has finished, nor while its page is not shown', async () => {
    const http = statusServer([batch()]);
    const { io } = fakeIo({ http });
    await expectSaga(followCurrentBatch).withReducer(testRootReducer(), following(batch({ state: 'cancelled' }))).provide([ioProvider(io)]).run();
    await expectSaga(followCurrentBatch).withReducer(testRootReducer(), following(batch(), false)).provide([ioProvider(io)]).run();
    expect(statusCalls(http)).toBe(0);
  });

  it('backs off while the server fails, and goes back to every second once it answers', async () => {
    const time = virtualTime(START);
    const down = apiError(503, 'unavailable', 'Down');
    const http = statusServer([down, down, batch({ succeeded: 3 }), batch({ state: 'completed', succeeded: 20 })]);
    const { io } = fakeIo({ http, clock: time.clock });
    const done = expectSaga(followCurrentBatch).withReducer(testRootReducer(), following(batch())).provide([ioProvider(io), time.provider]).run(2000);
    await time.advance(0);
    await time.advance(pollBackoffMs(1));
    expect(statusCalls(http)).toBe(2);
    await time.advance(pollBackoffMs(2) - 1);
    expect(statusCalls(http)).toBe(2);
    await time.advance(1);
    expect(statusCalls(http)).toBe(3);
    await time.advance(POLL_INTERVAL_MS);
    const result = await done;
    expect(time.slept).toEqual([pollBackoffMs(1), pollBackoffMs(2), POLL_INTERVAL_MS]);
    expect(result.storeState.batchReports.current).toMatchObject({ pollError: null, batch: { state: 'completed' } });
  });

  it('keeps the error and stops when the server answers that the batch is not there', async () => {
    const http = statusServer([apiError(404, 'notFound', 'No such batch.')]);
    const { io } = fakeIo({ http });
    const result = await expectSaga(followCurrentBatch).withReducer(testRootReducer(), following(batch())).provide([ioProvider(io)]).run();
    expect(statusCalls(http)).toBe(1);
    expect(result.storeState.batchReports.current.pollError).toMatchObject({ status: 404 });
  });

  it('stops when the page is left and resumes when it is shown again; stops for good on sign-out', async () => {
    const time = virtualTime(START);
    const http = statusServer([batch({ succeeded: 2 })]);
    const { io } = fakeIo({ http, clock: time.clock });
    const saga = expectSaga(untilStopped).withReducer(testRootReducer(), following(batch(), false)).provide([ioProvider(io), time.provider]);
    const done = saga.run(2000);
    await time.advance(0);
    saga.dispatch(batchPageEntered());
    await time.advance(0);
    expect(statusCalls(http)).toBe(1);
    saga.dispatch(batchPageLeft());
    await time.advance(10 * POLL_INTERVAL_MS);
    expect(statusCalls(http)).toBe(1);
    saga.dispatch(batchPageEntered());
    await time.advance(0);
    await time.advance(POLL_INTERVAL_MS);
    expect(statusCalls(http)).toBe(3);
    saga.dispatch(loggedOut());
    await time.advance(10 * POLL_INTERVAL_MS);
    expect(statusCalls(http)).toBe(3);
    saga.dispatch({ type: STOP });
    await done;
  });

  it('cancels a batch: the cancelled state comes back and the polling ends', async () => {
    const time = virtualTime(START);
    const cancelled = batch({ state: 'cancelled', succeeded: 6, cancelled: 14, finishedAt: START });
    let cancelledYet = false;
    const http = fakeHttp({
      'assessment.reportBatchStatus': () => (cancelledYet ? cancelled : batch({ succeeded: 6 })),
      'assessment.cancelReportBatch': () => {
        cancelledYet = true;
        return cancelled;
      },
    });
    const { io } = fakeIo({ http, clock: time.clock });
    const saga = expectSaga(untilStopped).withReducer(testRootReducer(), following(batch(), false)).provide([ioProvider(io), time.provider]);
    const done = saga.put(cancelSucceeded(cancelled)).run(2000);
    await time.advance(0);
    saga.dispatch(batchPageEntered());
    await time.advance(0);
    saga.dispatch(cancelRequested({ batchId: 3 }));
    await time.advance(0);
    const cancelCall = http.calls.find((c) => c.operationId === 'assessment.cancelReportBatch');
    expect(cancelCall?.request).toMatchObject({ params: { batchId: 3 }, idempotencyKey: expect.any(String) });
    await time.advance(POLL_INTERVAL_MS);
    const polls = statusCalls(http);
    await time.advance(10 * POLL_INTERVAL_MS);
    expect(statusCalls(http)).toBe(polls);
    saga.dispatch({ type: STOP });
    const result = await done;
    expect(result.storeState.batchReports.current.batch).toMatchObject({ state: 'cancelled', cancelled: 14 });
  });
});
