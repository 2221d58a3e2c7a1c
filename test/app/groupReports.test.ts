import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { loadComparisonGroups, loadGroupReports, requestGroupReport } from '../../src/app/features/groupReports/groupReportsSaga';
import { selectCreatedGroupReport, selectGroupReportRows } from '../../src/app/features/groupReports/groupReportsSelectors';
import {
  comparisonGroupsLoaded,
  groupDraftChanged,
  groupFormOpened,
  groupReportRequested,
  groupReportsReducer,
  groupReportSucceeded,
  initialGroupReportsState,
} from '../../src/app/features/groupReports/groupReportsSlice';
import type { GroupReportInput } from '../../src/contract/services/reportBatches';
import type { GroupReportSummary } from '../../src/contract/reportTypes';
import type { RootState } from '../../src/app/rootReducer';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const INPUT: GroupReportInput = {
  title: 'Class 4B',
  productId: 'phq9',
  selection: { kind: 'filter', filter: { status: 'scored', productId: 'phq9', search: '4B' } },
  comparisonGroupId: null,
  locale: null,
};

const SUMMARY: GroupReportSummary = {
  id: 8,
  title: 'Class 4B',
  productId: 'phq9',
  productCode: 'PHQ-9',
  assessmentCount: 24,
  examineeCount: 24,
  comparisonGroupId: null,
  locale: 'en_us',
  fileName: 'PHQ-9 Class 4B.pdf',
  byteSize: 40960,
  createdAt: '2024-05-01T10:00:00.000Z',
  createdByName: 'Erin Examiner',
  charge: 'usage',
};

const GROUPS = [
  { id: 'adult', label: 'Adults', source: 'Kroenke 2001', default: true },
  { id: 'adolescent', label: 'Adolescents', source: 'Richardson 2010', default: false },
];

describe('group reports reducer', () => {
  it('resets the comparison group when the form is about another product, and the draft once a report is made', () => {
    let state = groupReportsReducer(undefined, groupFormOpened({ productId: 'phq9' }));
    state = groupReportsReducer(state, comparisonGroupsLoaded({ productId: 'phq9', options: GROUPS }));
    state = groupReportsReducer(state, groupDraftChanged({ title: 'Class 4B', comparisonGroupId: 'adolescent' }));
    state = groupReportsReducer(state, groupFormOpened({ productId: 'phq9' }));
    expect(state.draft.comparisonGroupId).toBe('adolescent');
    expect(state.groups.status).toBe('succeeded');
    state = groupReportsReducer(state, groupFormOpened({ productId: 'gad7' }));
    expect(state.draft.comparisonGroupId).toBe('');
    expect(state.groups).toEqual({ productId: 'gad7', status: 'loading', options: [] });
    // Groups of a form no longer open are ignored.
    state = groupReportsReducer(state, comparisonGroupsLoaded({ productId: 'phq9', options: GROUPS }));
    expect(state.groups.options).toEqual([]);
    state = groupReportsReducer(state, groupReportSucceeded(SUMMARY));
    expect(state.draft).toEqual(initialGroupReportsState.draft);
    expect(state.list.reports).toEqual([SUMMARY]);
    expect(groupReportsReducer(state, loggedOut())).toEqual(initialGroupReportsState);
  });

  it('gives each report and the new one a download link', () => {
    const groupReports = groupReportsReducer(undefined, groupReportSucceeded(SUMMARY));
    const state = testState({ groupReports });
    expect(selectGroupReportRows(state)[0]?.downloadUrl).toMatch(/\/group-reports\/8\/download$/);
    expect(selectCreatedGroupReport(state)?.downloadUrl).toMatch(/\/group-reports\/8\/download$/);
  });
});

describe('group reports sagas', () => {
  it('makes a group report with an idempotency key, reusing it for a retry after an unknown outcome', async () => {
    let answer: () => unknown = () => Promise.reject(apiError(0, 'network', 'Offline.'));
    const http = fakeHttp({ 'assessment.groupReports': () => answer() });
    const { io } = fakeIo({ http });
    const first = await expectSaga(requestGroupReport, groupReportRequested(INPUT)).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]).run();
    expect(first.storeState.groupReports.request).toMatchObject({ status: 'failed', pending: { idempotencyKey: 'uuid-1', input: INPUT } });
    answer = () => SUMMARY;
    const second = await expectSaga(requestGroupReport, groupReportRequested(INPUT)).withReducer(testRootReducer(), first.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls.map((c) => c.request)).toEqual([
      { body: INPUT, idempotencyKey: 'uuid-1' },
      { body: INPUT, idempotencyKey: 'uuid-1' },
    ]);
    expect(second.storeState.groupReports.created).toEqual(SUMMARY);
  });

  it('loads the comparison groups of the form once', async () => {
    const http = fakeHttp({ 'misc.comparisonGroups': () => GROUPS });
    const { io } = fakeIo({ http });
    const opened = groupReportsReducer(undefined, groupFormOpened({ productId: 'phq9' }));
    const result = await expectSaga(loadComparisonGroups, groupFormOpened({ productId: 'phq9' }))
      .withReducer(testRootReducer(), testState({ groupReports: opened }))
      .provide([ioProvider(io)])
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { productId: 'phq9' } });
    expect(result.storeState.groupReports.groups).toEqual({ productId: 'phq9', status: 'succeeded', options: GROUPS });
    await expectSaga(loadComparisonGroups, groupFormOpened({ productId: 'phq9' })).withReducer(testRootReducer(), result.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls).toHaveLength(1);
  });

  it('loads the group report list, and keeps the error when it fails', async () => {
    const ok = fakeIo({ http: fakeHttp({ 'assessment.groupReportList': () => [SUMMARY] }) }).io;
    const loaded = await expectSaga(loadGroupReports).withReducer(testRootReducer(), testState()).provide([ioProvider(ok)]).run();
    expect(loaded.storeState.groupReports.list).toEqual({ status: 'succeeded', error: null, reports: [SUMMARY] });
    const down = fakeIo({ http: fakeHttp({ 'assessment.groupReportList': () => Promise.reject(apiError(503, 'unavailable', 'Down')) }) }).io;
    const failed = await expectSaga(loadGroupReports).withReducer(testRootReducer(), testState()).provide([ioProvider(down)]).run();
    expect(failed.storeState.groupReports.list).toMatchObject({ status: 'failed', error: { status: 503 } });
  });
});
