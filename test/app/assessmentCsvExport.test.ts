/**
 * The assessment list's research CSV export in the SPA (issue #22): the reducer, the file's name,
 * and the saga with redux-saga-test-plan (the filter is sent as it is, the answer saved, a
 * refusal is an action and saves nothing).
 */
import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { exportAssessmentsCsv } from '../../src/app/features/assessmentList/assessmentCsvExportSaga';
import {
  assessmentCsvExportReducer,
  csvExportFailed,
  csvExportRequested,
  csvExportSucceeded,
} from '../../src/app/features/assessmentList/assessmentCsvExportSlice';
import { csvExportFileName } from '../../src/app/features/assessmentList/assessmentListApi';
import { apiError, fakeFiles, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

const CSV = new Blob(['\uFEFFassessmentId\r\n1\r\n'], { type: 'text/csv; charset=utf-8' });

describe('assessment CSV export reducer', () => {
  it('tracks the export in flight and its failure, and forgets on sign-out', () => {
    let state = assessmentCsvExportReducer(undefined, csvExportRequested({ filter: { productId: 'phq9' } }));
    expect(state).toEqual({ status: 'loading', error: null });
    const refused = apiError(400, 'validation', 'Narrow the filter.').info;
    state = assessmentCsvExportReducer(state, csvExportFailed({ error: refused }));
    expect(state).toEqual({ status: 'failed', error: refused });
    expect(assessmentCsvExportReducer(state, csvExportRequested({ filter: {} }))).toEqual({ status: 'loading', error: null });
    expect(assessmentCsvExportReducer(assessmentCsvExportReducer(state, csvExportSucceeded()), loggedOut())).toEqual(assessmentCsvExportReducer(undefined, { type: '@@init' }));
  });

  it('names the file by the form, the day and what the server answered', () => {
    expect(csvExportFileName({ productId: 'gad7', status: 'scored' }, '2024-05-01', 'text/csv; charset=utf-8')).toBe('assessments-gad7-2024-05-01.csv');
    expect(csvExportFileName({}, '2024-05-01', 'text/csv; charset=utf-8')).toBe('assessments-2024-05-01.csv');
    expect(csvExportFileName({ search: 'Ada' }, '2024-05-01', 'application/zip')).toBe('assessments-2024-05-01.zip');
  });
});

describe('assessment CSV export saga', () => {
  it('fetches the export of the filter and saves the file', async () => {
    const http = fakeHttp({ 'assessment.exportAssessmentsCsv': () => CSV });
    const files = fakeFiles();
    const { io } = fakeIo({ http, files });
    const filter = { productId: 'phq9', administeredFrom: '2024-01-01', search: 'Ada' };
    await expectSaga(exportAssessmentsCsv, csvExportRequested({ filter })).withState(testState()).provide([ioProvider(io)]).put(csvExportSucceeded()).run();
    expect(http.calls.map((call) => [call.operationId, call.request])).toEqual([['assessment.exportAssessmentsCsv', { query: filter }]]);
    expect(files.saved).toEqual([{ file: CSV, fileName: 'assessments-phq9-2024-05-01.csv' }]);
  });

  it('puts a refusal and saves nothing', async () => {
    const refused = apiError(400, 'validation', 'Narrow the filter.');
    const http = fakeHttp({
      'assessment.exportAssessmentsCsv': () => {
        throw refused;
      },
    });
    const files = fakeFiles();
    const { io } = fakeIo({ http, files });
    await expectSaga(exportAssessmentsCsv, csvExportRequested({ filter: {} })).withState(testState()).provide([ioProvider(io)]).put(csvExportFailed({ error: refused.info })).run();
    expect(files.saved).toEqual([]);
  });
});
