import { expectSaga } from 'redux-saga-test-plan';
import type { FeatureLicense, ReportsPage } from '../../src/contract/reportTypes';
import { detailsRequested } from '../../src/app/features/assessments/assessmentsSlice';
import { generateReport, loadReports, refreshReportsPage, removeReport, resubmitReport } from '../../src/app/features/reports/reportsSaga';
import {
  selectChosenReportType,
  selectDeletion,
  selectGenerateInput,
  selectReportChoice,
  selectReportRows,
} from '../../src/app/features/reports/reportsSelectors';
import {
  choiceChanged,
  deleteDialogOpened,
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  type GenerateReportInput,
  generateFailed,
  generateRequested,
  generateSucceeded,
  historySucceeded,
  initialReportsState,
  pageSucceeded,
  reportsReducer,
  type ReportsState,
  resubmitFailed,
  resubmitRequested,
  resubmitSucceeded,
} from '../../src/app/features/reports/reportsSlice';
import type { RootState } from '../../src/app/rootReducer';
import { REPORT } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const LICENSE: FeatureLicense = {
  id: 1, name: 'PHQ-9 reports, 50 usages', kind: 'usage', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  usagesGranted: 50, usagesUsed: 3, usagesRemaining: 47, validFrom: '2024-01-01', validUntil: '2024-12-31', active: true, status: 'active',
};

const PAGE: ReportsPage = {
  assessmentId: 34,
  productId: 'phq9',
  productCode: 'PHQ-9',
  scored: true,
  reportTypes: [
    { reportType: 'score', license: { productId: 'phq9', reportType: 'score', available: true, license: LICENSE, usagesRemaining: 47 }, nextCharge: 'usage' },
    { reportType: 'feedback', license: { productId: 'phq9', reportType: 'feedback', available: false, license: null, usagesRemaining: 0 }, nextCharge: 'usage' },
  ],
  comparisonGroups: [
    { id: 'us-adults', label: 'US adults', source: 'Kroenke 2001', default: true },
    { id: 'primary-care', label: 'Primary care', source: 'Kroenke 2001', default: false },
  ],
  defaultOptions: { comparisonGroupId: null, includeItemResponses: true, locale: null },
};

const SCORE_INPUT: GenerateReportInput = {
  assessmentId: 34,
  reportType: 'score',
  options: { comparisonGroupId: 'primary-care', locale: 'de_de', includeItemResponses: false },
};

/** The slice after assessment 34 opened with its reports screen and history loaded. */
function opened(reports = [REPORT], page: ReportsPage = PAGE): ReportsState {
  let state = reportsReducer(undefined, detailsRequested({ assessmentId: 34 }));
  state = reportsReducer(state, pageSucceeded({ assessmentId: 34, page }));
  return reportsReducer(state, historySucceeded({ assessmentId: 34, reports }));
}

describe('reports reducer', () => {
  it('loads the reports screen and history when an assessment opens and puts a new report first', () => {
    let state = reportsReducer(undefined, detailsRequested({ assessmentId: 34 }));
    expect(state.history.status).toBe('loading');
    expect(state.page.status).toBe('loading');
    state = reportsReducer(state, historySucceeded({ assessmentId: 34, reports: [REPORT] }));
    state = reportsReducer(state, generateSucceeded({ ...REPORT, id: 6, version: 2, createdAt: '2024-05-02T10:00:00.000Z' }));
    expect(state.history.ids).toEqual([6, 5]);
    expect(reportsReducer(state, detailsRequested({ assessmentId: 99 })).history.ids).toEqual([]);
  });

  it('ignores a reports screen answered for an assessment no longer on screen', () => {
    const state = reportsReducer(reportsReducer(undefined, detailsRequested({ assessmentId: 99 })), pageSucceeded({ assessmentId: 34, page: PAGE }));
    expect(state.page).toEqual({ status: 'loading', error: null, data: null });
  });

  it('presets the choice on the first load and keeps the user’s choice when the screen reloads', () => {
    let state = opened();
    expect(state.choice).toEqual({ reportType: 'score', comparisonGroupId: null, locale: null, includeItemResponses: true });
    state = reportsReducer(state, choiceChanged({ comparisonGroupId: 'primary-care', locale: 'sv_se' }));
    state = reportsReducer(state, pageSucceeded({ assessmentId: 34, page: { ...PAGE, defaultOptions: { ...PAGE.defaultOptions, locale: 'en_us' } } }));
    expect(state.choice).toMatchObject({ comparisonGroupId: 'primary-care', locale: 'sv_se' });
  });

  it('keeps a failed resubmit’s key and removes a deleted report, closing its dialog', () => {
    let state = reportsReducer(opened(), resubmitRequested({ reportId: 5 }));
    expect(state.resubmit).toMatchObject({ reportId: 5, status: 'loading' });
    state = reportsReducer(state, resubmitFailed({ reportId: 5, error: { status: 0, code: 'network', message: 'Offline', fieldErrors: {} }, pending: { idempotencyKey: 'k', input: { reportId: 5 } } }));
    expect(state.resubmit.pending).toEqual({ idempotencyKey: 'k', input: { reportId: 5 } });
    state = reportsReducer(state, deleteDialogOpened({ reportId: 5 }));
    state = reportsReducer(state, deleteRequested({ reportId: 5 }));
    expect(state.deletion).toEqual({ reportId: 5, status: 'loading', error: null });
    state = reportsReducer(state, deleteSucceeded({ reportId: 5 }));
    expect(state.history.ids).toEqual([]);
    expect(state.deletion.reportId).toBeNull();
  });
});

describe('reports selectors', () => {
  it('give each report a plain download URL and its comparison group’s label', () => {
    const reports = opened([{ ...REPORT, options: { ...REPORT.options, comparisonGroupId: 'primary-care' } }]);
    expect(selectReportRows(testState({ reports }))).toEqual([
      { ...REPORT, options: { ...REPORT.options, comparisonGroupId: 'primary-care' }, comparisonGroupLabel: 'Primary care', downloadUrl: '/qg-services/assessment-facade/reports/5/download' },
    ]);
  });

  it('preset the product’s default comparison group and the user’s language', () => {
    const state = testState({ reports: opened() });
    expect(selectReportChoice(state)).toEqual({ reportType: 'score', comparisonGroupId: 'us-adults', locale: 'en_us', includeItemResponses: true });
    expect(selectGenerateInput(state)).toEqual({ assessmentId: 34, reportType: 'score', options: { comparisonGroupId: 'us-adults', locale: 'en_us', includeItemResponses: true } });
  });

  it('never ask a feedback report for item responses', () => {
    const reports = reportsReducer(opened(), choiceChanged({ reportType: 'feedback' }));
    expect(selectGenerateInput(testState({ reports }))?.options.includeItemResponses).toBe(false);
  });

  it('refuse a type without a license unless generating it is free', () => {
    const feedback = reportsReducer(opened(), choiceChanged({ reportType: 'feedback' }));
    expect(selectChosenReportType(testState({ reports: feedback }))?.generatable).toBe(false);
    const free: ReportsPage = { ...PAGE, reportTypes: PAGE.reportTypes.map((entry) => ({ ...entry, nextCharge: 'regeneration' as const })) };
    const regenerate = reportsReducer(opened([REPORT], free), choiceChanged({ reportType: 'feedback' }));
    expect(selectChosenReportType(testState({ reports: regenerate }))?.generatable).toBe(true);
    expect(selectChosenReportType(testState({ reports: opened() }))?.generatable).toBe(true);
  });

  it('name the report whose deletion is being confirmed', () => {
    const reports = reportsReducer(opened(), deleteDialogOpened({ reportId: 5 }));
    expect(selectDeletion(testState({ reports }))).toMatchObject({ reportId: 5, report: REPORT });
  });
});

describe('reports sagas', () => {
  it('loads the reports screen and the history of the assessment opened', async () => {
    const http = fakeHttp({ 'assessment.reportsPage': () => PAGE, 'assessment.reportHistoryList': () => [REPORT] });
    const { io } = fakeIo({ http });
    await expectSaga(loadReports, detailsRequested({ assessmentId: 34 }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(pageSucceeded({ assessmentId: 34, page: PAGE }))
      .put(historySucceeded({ assessmentId: 34, reports: [REPORT] }))
      .run();
    expect(http.calls.map((call) => [call.operationId, call.request])).toEqual([
      ['assessment.reportsPage', { params: { assessmentId: 34 } }],
      ['assessment.reportHistoryList', { query: { assessmentId: 34 } }],
    ]);
  });

  it('generates a report with the options chosen and an Idempotency-Key', async () => {
    const created = { ...REPORT, id: 6, version: 2, createdAt: '2024-05-02T10:00:00.000Z', options: SCORE_INPUT.options };
    const http = fakeHttp({ 'assessment.generateReport': () => created });
    const { io } = fakeIo({ http });
    const result = await expectSaga(generateReport, generateRequested(SCORE_INPUT))
      .withReducer(testRootReducer(), testState({ reports: opened() }))
      .provide([ioProvider(io)])
      .put(generateSucceeded(created))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: 34 }, body: { reportType: 'score', options: SCORE_INPUT.options }, idempotencyKey: 'uuid-1' });
    expect(selectReportRows(result.storeState).map((row) => row.id)).toEqual([6, 5]);
  });

  it('reports an exhausted license and keeps no key (nothing was stored)', async () => {
    const refused = apiError(402, 'licenseExhausted', 'No license usage is left for this report.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.generateReport': () => Promise.reject(refused) }) });
    const result = await expectSaga(generateReport, generateRequested(SCORE_INPUT))
      .withReducer(testRootReducer(), testState({ reports: opened() }))
      .provide([ioProvider(io)])
      .put(generateFailed({ error: refused.info, pending: null }))
      .run();
    expect(result.storeState.reports.generate).toMatchObject({ status: 'failed', error: { code: 'licenseExhausted' } });
    expect(selectReportRows(result.storeState)).toHaveLength(1);
  });

  it('retries a generation whose outcome is unknown with the same key, and a different one with a new key', async () => {
    let answer: () => unknown = () => Promise.reject(apiError(503, 'unavailable', 'Try again.'));
    const http = fakeHttp({ 'assessment.generateReport': () => answer() });
    const { io } = fakeIo({ http });
    const first = await expectSaga(generateReport, generateRequested(SCORE_INPUT)).withReducer(testRootReducer(), testState({ reports: opened() })).provide([ioProvider(io)]).run();
    expect(first.storeState.reports.generate.pending).toEqual({ idempotencyKey: 'uuid-1', input: SCORE_INPUT });
    answer = () => ({ ...REPORT, id: 6, version: 2 });
    const afterFailure = first.storeState as RootState;
    await expectSaga(generateReport, generateRequested(SCORE_INPUT)).withReducer(testRootReducer(), afterFailure).provide([ioProvider(io)]).run();
    await expectSaga(generateReport, generateRequested({ ...SCORE_INPUT, reportType: 'feedback' })).withReducer(testRootReducer(), afterFailure).provide([ioProvider(io)]).run();
    expect(http.calls.map((call) => call.request.idempotencyKey)).toEqual(['uuid-1', 'uuid-1', 'uuid-2']);
  });

  it('generates the next version of a stored report, which heads the history', async () => {
    const next = { ...REPORT, id: 7, version: 2, charge: 'regeneration' as const, createdAt: '2024-05-03T10:00:00.000Z' };
    const http = fakeHttp({ 'assessment.reportHistoryResubmit': () => next });
    const { io } = fakeIo({ http });
    const result = await expectSaga(resubmitReport, resubmitRequested({ reportId: 5 }))
      .withReducer(testRootReducer(), testState({ reports: opened() }))
      .provide([ioProvider(io)])
      .put(resubmitSucceeded(next))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { reportId: 5 }, body: {}, idempotencyKey: 'uuid-1' });
    expect(selectReportRows(result.storeState).map((row) => [row.id, row.version])).toEqual([[7, 2], [5, 1]]);
  });

  it('keeps the key of a resubmit whose outcome is unknown', async () => {
    const offline = apiError(0, 'network', 'Offline');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.reportHistoryResubmit': () => Promise.reject(offline) }) });
    await expectSaga(resubmitReport, resubmitRequested({ reportId: 5 }))
      .withState(testState({ reports: opened() }))
      .provide([ioProvider(io)])
      .put(resubmitFailed({ reportId: 5, error: offline.info, pending: { idempotencyKey: 'uuid-1', input: { reportId: 5 } } }))
      .run();
  });

  it('deletes a report, and keeps it when the server refuses', async () => {
    const http = fakeHttp({ 'assessment.reportHistoryDelete': () => undefined });
    const { io } = fakeIo({ http });
    const start = testState({ reports: reportsReducer(opened(), deleteDialogOpened({ reportId: 5 })) });
    const result = await expectSaga(removeReport, deleteRequested({ reportId: 5 })).withReducer(testRootReducer(), start).provide([ioProvider(io)]).put(deleteSucceeded({ reportId: 5 })).run();
    expect(http.calls[0]?.request).toEqual({ params: { reportId: 5 } });
    expect(selectReportRows(result.storeState)).toEqual([]);

    const forbidden = apiError(403, 'forbidden', 'You may not delete reports.');
    const refusing = fakeIo({ http: fakeHttp({ 'assessment.reportHistoryDelete': () => Promise.reject(forbidden) }) }).io;
    const kept = await expectSaga(removeReport, deleteRequested({ reportId: 5 }))
      .withReducer(testRootReducer(), start)
      .provide([ioProvider(refusing)])
      .put(deleteFailed({ reportId: 5, error: forbidden.info }))
      .run();
    expect(selectReportRows(kept.storeState)).toHaveLength(1);
    expect(selectDeletion(kept.storeState)).toMatchObject({ reportId: 5, status: 'failed', error: { code: 'forbidden' } });
  });

  it('reloads the reports screen of the assessment on screen, so license counts and the next cost are current', async () => {
    const after: ReportsPage = { ...PAGE, reportTypes: PAGE.reportTypes.map((entry) => ({ ...entry, nextCharge: 'regeneration' as const })) };
    const http = fakeHttp({ 'assessment.reportsPage': () => after });
    const { io } = fakeIo({ http });
    await expectSaga(refreshReportsPage).withState(testState({ reports: opened() })).provide([ioProvider(io)]).put(pageSucceeded({ assessmentId: 34, page: after })).run();
    await expectSaga(refreshReportsPage).withState(testState({ reports: initialReportsState })).provide([ioProvider(io)]).run();
    expect(http.calls).toHaveLength(1);
  });
});
