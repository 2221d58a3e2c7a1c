/**
 * The examinee CSV export in the SPA (issue #19): the reducer, and the saga with
 * redux-saga-test-plan (the search or the group is sent, the file is saved under a dated name,
 * a refusal is an action and saves nothing).
 */
import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { exportFileName } from '../../src/app/features/examineeExport/examineeExportApi';
import { exportExaminees } from '../../src/app/features/examineeExport/examineeExportSaga';
import { examineeExportReducer, exportFailed, exportRequested, exportSucceeded } from '../../src/app/features/examineeExport/examineeExportSlice';
import { apiError, fakeFiles, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

const CSV = new Blob(['\uFEFFExaminee ID,First name\r\nEXP-1,Ada\r\n'], { type: 'text/csv' });

describe('examinee export reducer', () => {
  it('tracks the export asked for last, its failure, and forgets on sign-out', () => {
    let state = examineeExportReducer(undefined, exportRequested({ groupId: 7 }));
    expect(state).toEqual({ status: 'loading', error: null, target: { groupId: 7 } });
    const refused = apiError(404, 'notFound', 'The group was not found.').info;
    state = examineeExportReducer(state, exportFailed({ error: refused }));
    expect(state).toMatchObject({ status: 'failed', error: refused });
    expect(examineeExportReducer(state, exportRequested({ search: 'Ada' }))).toEqual({ status: 'loading', error: null, target: { search: 'Ada' } });
    expect(examineeExportReducer(examineeExportReducer(state, exportSucceeded()), loggedOut())).toEqual(examineeExportReducer(undefined, { type: '@@init' }));
  });

  it('names the file by the day, and the group', () => {
    expect(exportFileName({ search: 'Ada' }, '2024-05-01')).toBe('examinees-2024-05-01.csv');
    expect(exportFileName({ groupId: 7 }, '2024-05-01')).toBe('examinees-group-7-2024-05-01.csv');
  });
});

describe('examinee export saga', () => {
  it('fetches the list’s export with its search and saves the file', async () => {
    const http = fakeHttp({ 'assessment.exportExaminees': () => CSV });
    const files = fakeFiles();
    const { io } = fakeIo({ http, files });
    await expectSaga(exportExaminees, exportRequested({ search: '  Ada ' })).withState(testState()).provide([ioProvider(io)]).put(exportSucceeded()).run();
    expect(http.calls[0]?.request).toEqual({ query: { search: 'Ada' } });
    expect(files.saved).toEqual([{ file: CSV, fileName: 'examinees-2024-05-01.csv' }]);
  });

  it('fetches a group’s export', async () => {
    const http = fakeHttp({ 'assessment.exportExaminees': () => CSV });
    const files = fakeFiles();
    const { io } = fakeIo({ http, files });
    await expectSaga(exportExaminees, exportRequested({ groupId: 7 })).withState(testState()).provide([ioProvider(io)]).put(exportSucceeded()).run();
    expect(http.calls[0]?.request).toEqual({ query: { groupId: 7 } });
    expect(files.saved.map((saved) => saved.fileName)).toEqual(['examinees-group-7-2024-05-01.csv']);
  });

  it('puts a refusal and saves nothing', async () => {
    const refused = apiError(404, 'notFound', 'The group was not found.');
    const http = fakeHttp({
      'assessment.exportExaminees': () => {
        throw refused;
      },
    });
    const files = fakeFiles();
    const { io } = fakeIo({ http, files });
    await expectSaga(exportExaminees, exportRequested({ groupId: 9 })).withState(testState()).provide([ioProvider(io)]).put(exportFailed({ error: refused.info })).run();
    expect(files.saved).toEqual([]);
  });
});
