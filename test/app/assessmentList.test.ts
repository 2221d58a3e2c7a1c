import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { sleep } from '../../src/app/core/saga/sleep';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { ASSESSMENT_SEARCH_DEBOUNCE_MS, assessmentListSaga, loadAssessmentList } from '../../src/app/features/assessmentList/assessmentListSaga';
import {
  selectAssessmentSelection,
  selectGroupProductId,
  selectPageSelectionState,
  selectSelectedCount,
  selectSelectionTooLarge,
} from '../../src/app/features/assessmentList/assessmentListSelectors';
import {
  allMatchingSelected,
  type AssessmentListState,
  assessmentListReducer,
  filterChanged,
  filterReset,
  initialAssessmentListState,
  listOpened,
  listSucceeded,
  pageChanged,
  pageToggled,
  rowToggled,
  sortChanged,
} from '../../src/app/features/assessmentList/assessmentListSlice';
import { batchFinished, batchSucceeded } from '../../src/app/features/batchReports/batchReportsSlice';
import type { AssessmentListRow } from '../../src/contract/reportTypes';
import { assessmentRow as row, FORMS } from './support/assessmentListFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

/** The list after a page of `rows` out of `total` arrived. */
const listed = (rows: AssessmentListRow[], total = rows.length, page = 1): AssessmentListState =>
  assessmentListReducer(initialAssessmentListState, listSucceeded({ items: rows, total, page, pageSize: 20, forms: FORMS }));

const stateOf = (assessmentList: AssessmentListState) => testState({ assessmentList });

describe('assessment list selection', () => {
  it('keeps rows picked on one page when another page is shown, and the header checkbox follows the page', () => {
    let state = listed([row(1), row(2)], 42);
    state = assessmentListReducer(state, rowToggled({ id: 1, productId: 'phq9' }));
    expect(selectPageSelectionState(stateOf(state))).toBe('some');
    state = assessmentListReducer(state, pageChanged({ page: 2 }));
    state = assessmentListReducer(state, listSucceeded({ items: [row(21), row(22)], total: 42, page: 2, pageSize: 20, forms: FORMS }));
    expect(selectPageSelectionState(stateOf(state))).toBe('none');
    state = assessmentListReducer(state, pageToggled({ select: true }));
    expect(selectPageSelectionState(stateOf(state))).toBe('all');
    expect(selectAssessmentSelection(stateOf(state))).toEqual({ kind: 'assessments', assessmentIds: [1, 21, 22] });
    state = assessmentListReducer(state, pageToggled({ select: false }));
    expect(selectAssessmentSelection(stateOf(state))).toEqual({ kind: 'assessments', assessmentIds: [1] });
    state = assessmentListReducer(state, rowToggled({ id: 1, productId: 'phq9' }));
    expect(selectAssessmentSelection(stateOf(state))).toBeNull();
  });

  it('selects all matching as the filter itself, counted by the total, until a row is unticked', () => {
    let state = assessmentListReducer(listed([row(1), row(2)], 42), filterChanged({ productId: 'phq9' }));
    state = assessmentListReducer(state, listSucceeded({ items: [row(1), row(2)], total: 42, page: 1, pageSize: 20, forms: FORMS }));
    state = assessmentListReducer(state, allMatchingSelected());
    expect(selectSelectedCount(stateOf(state))).toBe(42);
    expect(selectAssessmentSelection(stateOf(state))).toEqual({ kind: 'filter', filter: { productId: 'phq9' } });
    expect(selectPageSelectionState(stateOf(state))).toBe('all');
    // Paging keeps "all matching": it is about the filter, not the rows shown.
    state = assessmentListReducer(state, pageChanged({ page: 3 }));
    state = assessmentListReducer(state, listSucceeded({ items: [row(41), row(42)], total: 42, page: 3, pageSize: 20, forms: FORMS }));
    expect(selectSelectedCount(stateOf(state))).toBe(42);
    state = assessmentListReducer(state, rowToggled({ id: 41, productId: 'phq9' }));
    expect(selectAssessmentSelection(stateOf(state))).toEqual({ kind: 'assessments', assessmentIds: [42] });
  });

  it('drops the selection when the filter changes or resets, but not when the sort does', () => {
    let state = assessmentListReducer(listed([row(1)], 1), rowToggled({ id: 1, productId: 'phq9' }));
    state = assessmentListReducer(state, sortChanged({ sort: 'examineeName' }));
    expect(selectSelectedCount(stateOf(state))).toBe(1);
    state = assessmentListReducer(state, filterChanged({ search: 'Pupil' }));
    expect(selectSelectedCount(stateOf(state))).toBe(0);
    state = assessmentListReducer(state, allMatchingSelected());
    state = assessmentListReducer(state, filterReset());
    expect(state.selection).toEqual({ mode: 'rows', picked: [] });
    // Back to what the page opens with: every assessment that is not deleted, unfinished ones included.
    expect(state.filter).toEqual({});
  });

  it('clears a filter field given as empty and goes back to page 1', () => {
    let state = assessmentListReducer({ ...initialAssessmentListState, page: 4 }, filterChanged({ examinerId: 7, status: '' }));
    expect(state.filter).toEqual({ examinerId: 7 });
    expect(state.page).toBe(1);
    state = assessmentListReducer(state, filterChanged({ examinerId: '' }));
    expect(state.filter).toEqual({});
  });

  it('offers a group report only for one form: named by the filter, or shared by every picked row', () => {
    let state = listed([row(1), row(2), row(3, 'gad7', 'GAD-7')], 3);
    state = assessmentListReducer(state, rowToggled({ id: 1, productId: 'phq9' }));
    state = assessmentListReducer(state, rowToggled({ id: 2, productId: 'phq9' }));
    expect(selectGroupProductId(stateOf(state))).toBe('phq9');
    state = assessmentListReducer(state, rowToggled({ id: 3, productId: 'gad7' }));
    expect(selectGroupProductId(stateOf(state))).toBeNull();
    state = assessmentListReducer(state, allMatchingSelected());
    expect(selectGroupProductId(stateOf(state))).toBeNull();
    state = assessmentListReducer(state, filterChanged({ productId: 'gad7' }));
    state = assessmentListReducer(state, allMatchingSelected());
    expect(selectGroupProductId(stateOf(state))).toBe('gad7');
  });

  it('refuses a selection over the most one request takes', () => {
    let state = assessmentListReducer(listed([row(1)], 1001), allMatchingSelected());
    expect(selectSelectionTooLarge(stateOf(state))).toBe(true);
    state = assessmentListReducer(listed([row(1)], 1000), allMatchingSelected());
    expect(selectSelectionTooLarge(stateOf(state))).toBe(false);
  });

  it('takes the form filter\'s forms from the server, closes the action form once a batch is queued, and resets on sign-out', () => {
    let state = listed([row(1, 'phq9', 'PHQ-9')]);
    state = assessmentListReducer(state, listSucceeded({ items: [row(3, 'phq9', 'PHQ-9')], total: 1, page: 1, pageSize: 20, forms: FORMS }));
    expect(state.knownForms).toEqual([
      { id: 'gad7', code: 'GAD-7' },
      { id: 'phq9', code: 'PHQ-9' },
    ]);
    state = { ...state, action: 'batch' };
    state = assessmentListReducer(state, batchSucceeded({ id: 1, reportType: 'score', state: 'queued', total: 1, succeeded: 0, failed: 0, cancelled: 0, createdAt: '', createdByName: '', finishedAt: null, failures: [], zipFileName: '' }));
    expect(state.action).toBe('none');
    expect(assessmentListReducer(state, loggedOut())).toEqual(initialAssessmentListState);
  });
});

describe('assessment list saga', () => {
  it('asks for the page of the query: filter, sort, page and page size', async () => {
    const http = fakeHttp({ 'assessment.searchAssessments': () => ({ items: [row(1)], total: 1, page: 2, pageSize: 20, forms: FORMS }) });
    const { io } = fakeIo({ http });
    const list = { ...initialAssessmentListState, filter: { status: 'scored' as const, productId: 'phq9' }, page: 2 };
    const result = await expectSaga(loadAssessmentList, listOpened()).withReducer(testRootReducer(), testState({ assessmentList: list })).provide([ioProvider(io)]).run();
    expect(http.calls[0]?.request).toEqual({ query: { status: 'scored', productId: 'phq9', sort: '-administrationDate', page: 2, pageSize: 20 } });
    expect(result.storeState.assessmentList.rows).toHaveLength(1);
  });

  it('waits for typing to pause before searching, but not for other filters', async () => {
    const http = fakeHttp({ 'assessment.searchAssessments': () => ({ items: [], total: 0, page: 1, pageSize: 20, forms: FORMS }) });
    const { io } = fakeIo({ http });
    const run = (action: ReturnType<typeof filterChanged>) =>
      expectSaga(loadAssessmentList, action).withReducer(testRootReducer(), testState()).provide([ioProvider(io), [matchers.call.fn(sleep), undefined]]);
    await run(filterChanged({ search: '4B' })).call(sleep, ASSESSMENT_SEARCH_DEBOUNCE_MS).run();
    await run(filterChanged({ status: 'complete' })).not.call.fn(sleep).run();
  });

  it('loads the page again when a batch finishes, so the rows show their new reports', async () => {
    const http = fakeHttp({ 'assessment.searchAssessments': () => ({ items: [{ ...row(1), latestReportAt: '2024-05-01T09:05:00.000Z' }], total: 1, page: 1, pageSize: 20, forms: FORMS }) });
    const { io } = fakeIo({ http });
    const saga = expectSaga(assessmentListSaga).withReducer(testRootReducer(), testState({ assessmentList: listed([row(1)]) })).provide([ioProvider(io)]);
    saga.dispatch(batchFinished({ batchId: 3 }));
    const result = await saga.silentRun(500);
    expect(http.calls.map((c) => c.operationId)).toEqual(['assessment.searchAssessments']);
    expect(result.storeState.assessmentList.rows[0].latestReportAt).toBe('2024-05-01T09:05:00.000Z');
  });

  it('keeps the error of a page that failed', async () => {
    const http = fakeHttp({ 'assessment.searchAssessments': () => Promise.reject(apiError(400, 'validation', 'The end date cannot be before the start date.')) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(loadAssessmentList, listOpened()).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]).run();
    expect(result.storeState.assessmentList).toMatchObject({ status: 'failed', error: { code: 'validation' } });
  });
});
