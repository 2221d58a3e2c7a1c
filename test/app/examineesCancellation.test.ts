/**
 * Cancellation of the examinees feature's loads (takeLatest): a newer request cancels the one in
 * flight, so the older answer, arriving last, never lands in the state.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { account, examinees } from '../../src/contract';
import type { Page } from '../../src/contract/types';
import type { Examinee } from '../../src/domain/examinee';
import { examineesSaga, ID_CHECK_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from '../../src/app/features/examinees/examineesSaga';
import {
  examineePageRequested,
  examineePageSucceeded,
  idCheckRequested,
  idCheckSucceeded,
  listRequested,
  listSucceeded,
  pageChanged,
  searchChanged,
  sortChanged,
} from '../../src/app/features/examinees/examineesSlice';
import { EXAMINEE } from './support/fixtures';
import { fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle, virtualTime } from './support/virtualTime';

const START = '2024-05-01T09:00:00.000Z';
const other = (id: number, lastName: string): Examinee => ({ ...EXAMINEE, id, examineeId: `S-${id}`, lastName });
const page = (items: Examinee[], pageNumber: number, total = 45): Page<Examinee> => ({ items, total, page: pageNumber, pageSize: 20 });

const PAGE_1 = page([other(1, 'Abara')], 1);
const PAGE_2 = page([other(21, 'Nakamura')], 2);

/** The examinees saga on virtual time against a server holding the given operations' answers. */
function setUp(held: Parameters<typeof heldHttp>[0]) {
  const time = virtualTime(START);
  const server = heldHttp(held);
  const { io } = fakeIo({ http: server.http, clock: time.clock });
  const test = expectSaga(untilStopped, examineesSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io), time.provider]);
  return { time, server, test };
}

describe('examinee list: a newer query cancels the load in flight', () => {
  it('shows page 2 when the page-1 load, asked first, answers last', async () => {
    const { time, server, test } = setUp([examinees.listExaminees]);
    const run = test.not.put(listSucceeded(PAGE_1)).run(2000);
    test.dispatch(listRequested());
    await time.advance(0);
    test.dispatch(pageChanged({ page: 2 }));
    await time.advance(0);
    expect(server.sent(examinees.listExaminees)).toBe(2);
    server.call(examinees.listExaminees, 1).answer(PAGE_2);
    await settle();
    server.call(examinees.listExaminees, 0).answer(PAGE_1);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.examinees.list).toMatchObject({ status: 'succeeded', page: 2, ids: [21] });
  });

  it('a new sort order supersedes a load in flight; its failure, arriving last, is not shown either', async () => {
    const { time, server, test } = setUp([examinees.listExaminees]);
    const sorted = page([other(3, 'Zhou')], 1, 45);
    const run = test.run(2000);
    test.dispatch(listRequested());
    await time.advance(0);
    test.dispatch(sortChanged({ sort: 'lastName' }));
    await time.advance(0);
    server.call(examinees.listExaminees, 1).answer(sorted);
    await settle();
    server.call(examinees.listExaminees, 0).fail(new Error('The older request was dropped by the network.'));
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(server.call(examinees.listExaminees, 1).request.query).toMatchObject({ sort: 'lastName', page: 1 });
    expect(storeState.examinees.list).toMatchObject({ status: 'succeeded', error: null, sort: 'lastName', ids: [3] });
    // Neither listFailed nor a saga failure was put for the cancelled request.
    expect(putTypes(effects)).toEqual([listSucceeded.type]);
  });

  it('typing restarts the search debounce and cancels the load in flight: only the last search is sent, and shown', async () => {
    const { time, server, test } = setUp([examinees.listExaminees]);
    const found = page([other(8, 'Okafor')], 1, 1);
    const run = test.not.put(listSucceeded(PAGE_1)).run(2000);
    test.dispatch(listRequested());
    await time.advance(0);
    test.dispatch(searchChanged({ search: 'ok' }));
    await time.advance(SEARCH_DEBOUNCE_MS - 1);
    test.dispatch(searchChanged({ search: 'oka' }));
    await time.advance(SEARCH_DEBOUNCE_MS - 1);
    // The first keystroke's debounce was cancelled: nothing more was sent yet.
    expect(server.sent(examinees.listExaminees)).toBe(1);
    await time.advance(1);
    expect(server.sent(examinees.listExaminees)).toBe(2);
    expect(server.call(examinees.listExaminees, 1).request.query).toMatchObject({ search: 'oka' });
    server.call(examinees.listExaminees, 1).answer(found);
    await settle();
    server.call(examinees.listExaminees, 0).answer(PAGE_1);
    await time.advance(SEARCH_DEBOUNCE_MS);
    const { storeState } = await stopped(test, run);
    expect(server.sent(examinees.listExaminees)).toBe(2);
    expect(storeState.examinees.list).toMatchObject({ search: 'oka', ids: [8], total: 1 });
  });
});

describe('examinee id check: only the id typed last is checked and shown', () => {
  it('drops the answer of an earlier check of the same id that arrives after the newer one', async () => {
    const { time, server, test } = setUp([examinees.examineeIdUnique]);
    const run = test.not.put(idCheckSucceeded({ examineeId: 'S-7', unique: true })).run(2000);
    test.dispatch(idCheckRequested({ examineeId: 'S-7' }));
    await time.advance(ID_CHECK_DEBOUNCE_MS);
    test.dispatch(idCheckRequested({ examineeId: 'S-7' }));
    await time.advance(ID_CHECK_DEBOUNCE_MS);
    expect(server.sent(examinees.examineeIdUnique)).toBe(2);
    // Meanwhile someone took the id: the newer check says so, the older (free) one answers last.
    server.call(examinees.examineeIdUnique, 1).answer({ unique: false });
    await settle();
    server.call(examinees.examineeIdUnique, 0).answer({ unique: true });
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.examinees.idCheck).toEqual({ examineeId: 'S-7', status: 'taken' });
  });

  it('an id typed within the debounce cancels the pending check: only the last id is sent', async () => {
    const { time, server, test } = setUp([examinees.examineeIdUnique]);
    const run = test.run(2000);
    test.dispatch(idCheckRequested({ examineeId: 'S-1' }));
    await time.advance(ID_CHECK_DEBOUNCE_MS - 1);
    test.dispatch(idCheckRequested({ examineeId: 'S-12' }));
    await time.advance(ID_CHECK_DEBOUNCE_MS);
    expect(server.sent(examinees.examineeIdUnique)).toBe(1);
    expect(server.call(examinees.examineeIdUnique, 0).request.query).toEqual({ examineeId: 'S-12' });
    server.call(examinees.examineeIdUnique, 0).answer({ unique: true });
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.examinees.idCheck).toEqual({ examineeId: 'S-12', status: 'unique' });
  });
});

describe('examinee page: the page opened last is the one loaded', () => {
  const HELD = [examinees.loadExamineeAndForms, examinees.examineeHistory, account.accountExaminers];
  const answer = (server: ReturnType<typeof heldHttp>, index: number, examinee: Examinee) => {
    server.call(examinees.loadExamineeAndForms, index).answer({ examinee, testDate: '2024-05-01', forms: [], unavailable: [] });
    server.call(examinees.examineeHistory, index).answer([]);
    server.call(account.accountExaminers, index).answer([{ userId: 7, name: 'Erin Examiner' }]);
  };

  it('keeps the reopened page\'s data when the first opening answers last', async () => {
    const { time, server, test } = setUp(HELD);
    const renamed = { ...EXAMINEE, lastName: 'Okafor-Reyes', updatedAt: '2024-05-01T08:59:00.000Z' };
    const stale = examineePageSucceeded({ examinee: EXAMINEE, forms: [], unavailable: [], history: [], examiners: [{ userId: 7, name: 'Erin Examiner' }] });
    const run = test.not.put(stale).run(2000);
    test.dispatch(examineePageRequested({ examineeRecordId: EXAMINEE.id }));
    await time.advance(0);
    test.dispatch(examineePageRequested({ examineeRecordId: EXAMINEE.id }));
    await time.advance(0);
    answer(server, 1, renamed);
    await settle();
    answer(server, 0, EXAMINEE);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.examinees.detail.status).toBe('succeeded');
    expect(storeState.examinees.records.entities[EXAMINEE.id]?.lastName).toBe('Okafor-Reyes');
  });

  it('moving to another examinee cancels the first page\'s load', async () => {
    const { time, server, test } = setUp(HELD);
    const second = other(13, 'Lindqvist');
    const run = test.run(2000);
    test.dispatch(examineePageRequested({ examineeRecordId: EXAMINEE.id }));
    await time.advance(0);
    test.dispatch(examineePageRequested({ examineeRecordId: second.id }));
    await time.advance(0);
    answer(server, 1, second);
    await settle();
    answer(server, 0, EXAMINEE);
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(putTypes(effects).filter((type) => type === examineePageSucceeded.type)).toHaveLength(1);
    expect(storeState.examinees.detail).toMatchObject({ examineeRecordId: 13, status: 'succeeded' });
    expect(storeState.examinees.records.ids).toEqual([13]);
  });
});
