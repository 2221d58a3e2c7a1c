/**
 * Cancellation of the assessment list's loads (takeLatest): a newer query, a refresh after a batch
 * and a newer visit's examiners supersede the load in flight, so an older answer arriving last
 * never lands in the state.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { account, selection } from '../../src/contract';
import type { AnyOperation } from '../../src/contract/operation';
import type { AssessmentListPage } from '../../src/contract/reportTypes';
import { ASSESSMENT_SEARCH_DEBOUNCE_MS, assessmentListSaga } from '../../src/app/features/assessmentList/assessmentListSaga';
import {
  examinersLoaded,
  filterChanged,
  listOpened,
  listSucceeded,
  sortChanged,
} from '../../src/app/features/assessmentList/assessmentListSlice';
import { batchFinished } from '../../src/app/features/batchReports/batchReportsSlice';
import { assessmentRow, FORMS } from './support/assessmentListFixtures';
import { fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle, virtualTime } from './support/virtualTime';

const SEARCH = selection.searchAssessments;
const EXAMINERS = account.accountExaminers;

const listPage = (ids: number[], overrides: Partial<AssessmentListPage> = {}): AssessmentListPage => ({
  items: ids.map((id) => assessmentRow(id)),
  total: ids.length,
  page: 1,
  pageSize: 25,
  forms: FORMS,
  ...overrides,
});

/** The list's saga on virtual time; the held operations wait for the test's answer. */
function setUp(held: AnyOperation[] = [SEARCH], handlers: Parameters<typeof heldHttp>[1] = { [EXAMINERS.id]: () => [] }) {
  const time = virtualTime('2024-05-01T09:00:00.000Z');
  const server = heldHttp(held, handlers);
  const { io } = fakeIo({ http: server.http, clock: time.clock });
  const test = expectSaga(untilStopped, assessmentListSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io), time.provider]);
  return { time, server, test };
}

describe('assessment list: the query asked last is the one shown', () => {
  it('a new sort order supersedes the first load: its rows, answering last, never land', async () => {
    const { time, server, test } = setUp();
    const stale = listPage([1, 2]);
    const run = test.not.put(listSucceeded(stale)).run(2000);
    test.dispatch(listOpened());
    await time.advance(0);
    test.dispatch(sortChanged({ sort: 'examineeName' }));
    await time.advance(0);
    expect(server.sent(SEARCH)).toBe(2);
    server.call(SEARCH, 1).answer(listPage([2, 1]));
    await settle();
    server.call(SEARCH, 0).answer(stale);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.assessmentList.rows.map((row) => row.id)).toEqual([2, 1]);
    expect(storeState.assessmentList.sort).toBe('examineeName');
  });

  it('typing restarts the debounce and cancels the load in flight: one search is sent, and only its rows show', async () => {
    const { time, server, test } = setUp();
    const run = test.run(2000);
    test.dispatch(listOpened());
    await time.advance(0);
    test.dispatch(filterChanged({ search: '4' }));
    await time.advance(ASSESSMENT_SEARCH_DEBOUNCE_MS - 1);
    test.dispatch(filterChanged({ search: '4B' }));
    await time.advance(ASSESSMENT_SEARCH_DEBOUNCE_MS);
    expect(server.sent(SEARCH)).toBe(2);
    expect(server.call(SEARCH, 1).request.query).toMatchObject({ search: '4B', page: 1 });
    server.call(SEARCH, 1).answer(listPage([7]));
    await settle();
    server.call(SEARCH, 0).answer(listPage([1, 2, 3]));
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(putTypes(effects).filter((type) => type === listSucceeded.type)).toHaveLength(1);
    expect(storeState.assessmentList.rows.map((row) => row.id)).toEqual([7]);
  });

  it('a batch finishing while the page loads reloads it, and the load from before the batch does not land after the reload', async () => {
    const { time, server, test } = setUp();
    const before = listPage([1]);
    const after = listPage([1], { items: [{ ...assessmentRow(1), latestReportAt: '2024-05-01T09:00:30.000Z' }] });
    const run = test.not.put(listSucceeded(before)).run(2000);
    test.dispatch(listOpened());
    await time.advance(0);
    test.dispatch(batchFinished({ batchId: 3 }));
    await time.advance(0);
    expect(server.sent(SEARCH)).toBe(2);
    server.call(SEARCH, 1).answer(after);
    await settle();
    server.call(SEARCH, 0).answer(before);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.assessmentList.rows[0]?.latestReportAt).toBe('2024-05-01T09:00:30.000Z');
  });
});

describe('assessment list: the examiners of the latest visit', () => {
  it('a second visit supersedes the first examiner load: the older list, answering last, is not kept', async () => {
    const { time, server, test } = setUp([SEARCH, EXAMINERS], {});
    const stale = [{ userId: 7, name: 'Erin Examiner' }];
    const fresh = [{ userId: 7, name: 'Erin Examiner' }, { userId: 9, name: 'Pat Psychologist' }];
    const run = test.not.put(examinersLoaded(stale)).run(2000);
    test.dispatch(listOpened());
    await time.advance(0);
    test.dispatch(listOpened());
    await time.advance(0);
    expect(server.sent(EXAMINERS)).toBe(2);
    server.call(EXAMINERS, 1).answer(fresh);
    await settle();
    server.call(EXAMINERS, 0).answer(stale);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.assessmentList.examiners).toEqual(fresh);
  });
});
