/**
 * Cancellation of the reports screen's loads (takeLatest): the reports page and history of the
 * assessment opened last, and the newest reload of the page after a generation, are the ones shown.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { reports } from '../../src/contract';
import type { FeatureLicense, ReportsPage } from '../../src/contract/reportTypes';
import { detailsRequested } from '../../src/app/features/assessments/assessmentsSlice';
import { reportsSaga } from '../../src/app/features/reports/reportsSaga';
import {
  generateSucceeded,
  historySucceeded,
  pageSucceeded,
  reportsReducer,
  resubmitSucceeded,
} from '../../src/app/features/reports/reportsSlice';
import { fakeIo, ioProvider } from './support/fakeIo';
import { REPORT } from './support/fixtures';
import { heldHttp, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const LICENSE: FeatureLicense = {
  id: 1, name: 'PHQ-9 reports, 50 usages', kind: 'usage', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  usagesGranted: 50, usagesUsed: 3, usagesRemaining: 47, validFrom: '2024-01-01', validUntil: '2024-12-31', active: true, status: 'active',
};

/** The reports screen of assessment 34 with `remaining` usages left and the given next charge. */
const page = (remaining: number, nextCharge: 'usage' | 'regeneration' = 'usage'): ReportsPage => ({
  assessmentId: 34,
  productId: 'phq9',
  productCode: 'PHQ-9',
  scored: true,
  reportTypes: [{ reportType: 'score', license: { productId: 'phq9', reportType: 'score', available: true, license: LICENSE, usagesRemaining: remaining }, nextCharge }],
  comparisonGroups: [],
  defaultOptions: { comparisonGroupId: null, includeItemResponses: true, locale: null },
});

const PAGE = reports.reportsPage;
const HISTORY = reports.reportHistoryList;

function setUp(state = testState()) {
  const server = heldHttp([PAGE, HISTORY]);
  const { io } = fakeIo({ http: server.http });
  const test = expectSaga(untilStopped, reportsSaga).withReducer(testRootReducer(), state).provide([ioProvider(io)]);
  return { server, test };
}

describe('reports screen and history: the assessment opened last', () => {
  it('reopening supersedes the load in flight: the older page and history, answering last, never land', async () => {
    const { server, test } = setUp();
    const regenerated = { ...REPORT, id: 6, version: 2 };
    const run = test
      .not.put(pageSucceeded({ assessmentId: 34, page: page(47) }))
      .not.put(historySucceeded({ assessmentId: 34, reports: [REPORT] }))
      .run(2000);
    test.dispatch(detailsRequested({ assessmentId: 34 }));
    await settle();
    test.dispatch(detailsRequested({ assessmentId: 34 }));
    await settle();
    expect([server.sent(PAGE), server.sent(HISTORY)]).toEqual([2, 2]);
    server.call(PAGE, 1).answer(page(46, 'regeneration'));
    server.call(HISTORY, 1).answer([regenerated, REPORT]);
    await settle();
    server.call(PAGE, 0).answer(page(47));
    server.call(HISTORY, 0).answer([REPORT]);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.reports.page.data?.reportTypes[0]).toMatchObject({ nextCharge: 'regeneration', license: { usagesRemaining: 46 } });
    expect(storeState.reports.history.ids).toEqual([6, 5]);
  });

  it('an older history answering after the newer page and history does not bring back a deleted report', async () => {
    const { server, test } = setUp();
    const run = test.run(2000);
    test.dispatch(detailsRequested({ assessmentId: 34 }));
    await settle();
    // Only the page answered before the examiner opened the assessment again.
    server.call(PAGE, 0).answer(page(47));
    await settle();
    test.dispatch(detailsRequested({ assessmentId: 34 }));
    await settle();
    server.call(PAGE, 1).answer(page(47));
    server.call(HISTORY, 1).answer([]);
    await settle();
    server.call(HISTORY, 0).answer([REPORT]);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.reports.history).toMatchObject({ status: 'succeeded', ids: [] });
  });
});

describe('reports screen reload after a change: the newest reload wins', () => {
  it('a second generation supersedes the reload in flight: the older cost, answering last, is not shown', async () => {
    let slice = reportsReducer(undefined, detailsRequested({ assessmentId: 34 }));
    slice = reportsReducer(slice, pageSucceeded({ assessmentId: 34, page: page(47) }));
    const { server, test } = setUp(testState({ reports: slice }));
    const run = test.not.put(pageSucceeded({ assessmentId: 34, page: page(46) })).run(2000);
    test.dispatch(generateSucceeded({ ...REPORT, id: 6 }));
    await settle();
    test.dispatch(resubmitSucceeded({ ...REPORT, id: 7, version: 2 }));
    await settle();
    expect(server.sent(PAGE)).toBe(2);
    server.call(PAGE, 1).answer(page(45, 'regeneration'));
    await settle();
    server.call(PAGE, 0).answer(page(46));
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.reports.page.data?.reportTypes[0]).toMatchObject({ nextCharge: 'regeneration', license: { usagesRemaining: 45 } });
  });
});
