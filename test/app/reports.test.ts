import { expectSaga } from 'redux-saga-test-plan';
import { detailsRequested } from '../../src/app/features/assessments/assessmentsSlice';
import { generateScoreReport, loadReportHistory } from '../../src/app/features/reports/reportsSaga';
import { selectReportRows } from '../../src/app/features/reports/reportsSelectors';
import {
  generateFailed,
  generateRequested,
  generateSucceeded,
  historySucceeded,
  initialReportsState,
  reportsReducer,
} from '../../src/app/features/reports/reportsSlice';
import { REPORT } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

describe('reports reducer', () => {
  it('loads the history when an assessment opens and puts a new report first', () => {
    let state = reportsReducer(undefined, detailsRequested({ assessmentId: 34 }));
    expect(state.history.status).toBe('loading');
    state = reportsReducer(state, historySucceeded({ assessmentId: 34, reports: [REPORT] }));
    state = reportsReducer(state, generateSucceeded({ ...REPORT, id: 6, version: 2, createdAt: '2024-05-02T10:00:00.000Z' }));
    expect(state.history.ids).toEqual([6, 5]);
    expect(reportsReducer(state, detailsRequested({ assessmentId: 99 })).history.ids).toEqual([]);
  });
});

describe('reports selectors', () => {
  it('give each report a plain download URL', () => {
    const reports = reportsReducer(reportsReducer(undefined, detailsRequested({ assessmentId: 34 })), historySucceeded({ assessmentId: 34, reports: [REPORT] }));
    expect(selectReportRows(testState({ reports }))).toEqual([{ ...REPORT, downloadUrl: '/qg-services/assessment-facade/reports/5/download' }]);
  });
});

describe('reports sagas', () => {
  it('loads the report history of the assessment opened', async () => {
    const http = fakeHttp({ 'assessment.reportHistoryList': () => [REPORT] });
    const { io } = fakeIo({ http });
    await expectSaga(loadReportHistory, detailsRequested({ assessmentId: 34 }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(historySucceeded({ assessmentId: 34, reports: [REPORT] }))
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { assessmentId: 34 } });
  });

  it('generates a score report with an Idempotency-Key', async () => {
    const http = fakeHttp({ 'assessment.generateReport': () => REPORT });
    const { io } = fakeIo({ http });
    const start = testState({ reports: reportsReducer(initialReportsState, detailsRequested({ assessmentId: 34 })) });
    const result = await expectSaga(generateScoreReport, generateRequested({ assessmentId: 34 }))
      .withReducer(testRootReducer(), start)
      .provide([ioProvider(io)])
      .put(generateSucceeded(REPORT))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: 34 }, body: { reportType: 'score' }, idempotencyKey: 'uuid-1' });
    expect(selectReportRows(result.storeState)).toHaveLength(1);
  });

  it('reports a refused generation', async () => {
    const refused = apiError(400, 'notScorable', 'The assessment cannot be scored yet.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.generateReport': () => Promise.reject(refused) }) });
    await expectSaga(generateScoreReport, generateRequested({ assessmentId: 34 }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(generateFailed({ error: refused.info, pending: null }))
      .run();
  });
});
