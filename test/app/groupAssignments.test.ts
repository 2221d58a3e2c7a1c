/**
 * Group assignment sagas and reducer (issue #19): assigning sends an Idempotency-Key and reuses it
 * for a retry after an unknown outcome (the members are assigned once); a refusal is kept to show;
 * the age check and the list load for the panel's group; a reminder's answer is kept; signing out
 * clears everything.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { assign, checkAges, loadAssignments } from '../../src/app/features/groupAssignments/groupAssignmentsSaga';
import { assignRequested, ageCheckRequested, groupAssignmentsReducer, initialGroupAssignmentsState, panelOpened } from '../../src/app/features/groupAssignments/groupAssignmentsSlice';
import type { RootState } from '../../src/app/rootReducer';
import type { GroupAssignmentInput, GroupAssignmentResult, GroupAssignmentSummary } from '../../src/contract/services/groupAssignments';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const INPUT: GroupAssignmentInput = {
  productId: 'who5',
  plannedDate: '2026-03-03',
  examinerId: 5,
  mode: 'classSession',
  memberIds: [1, 2],
  retestConfirmed: [],
  recipient: 'member',
  raterUserId: null,
  respondent: 'examinee',
  locale: 'en_us',
  validForDays: 7,
};

const SUMMARY: GroupAssignmentSummary = {
  id: 4,
  groupId: 9,
  productId: 'who5',
  productCode: 'WHO-5',
  productName: 'WHO-5 Well-Being Index',
  plannedDate: '2026-03-03',
  mode: 'classSession',
  examinerName: 'Terry Teacher',
  validUntil: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdByName: 'Terry Teacher',
  counts: { notStarted: 2, inProgress: 0, submitted: 0, scored: 0 },
};
const RESULT: GroupAssignmentResult = { assignment: SUMMARY, assigned: [{ examineeRecordId: 1, name: 'Ada' }, { examineeRecordId: 2, name: 'Bo' }], withoutAddress: [] };

const opened = () => testState({ groupAssignments: groupAssignmentsReducer(undefined, panelOpened({ groupId: 9 })) });

describe('group assignment sagas', () => {
  it('assigns with an idempotency key, reusing it for a retry after an unknown outcome, and adds the assignment to the list', async () => {
    let answer: () => unknown = () => Promise.reject(apiError(0, 'network', 'Offline.'));
    const http = fakeHttp({ 'assessment.groupAssignment': () => answer() });
    const { io } = fakeIo({ http });
    const first = await expectSaga(assign, assignRequested(INPUT)).withReducer(testRootReducer(), opened()).provide([ioProvider(io)]).run();
    expect(first.storeState.groupAssignments.assign).toMatchObject({ status: 'failed', pending: { idempotencyKey: 'uuid-1', input: INPUT } });
    answer = () => RESULT;
    const second = await expectSaga(assign, assignRequested(INPUT)).withReducer(testRootReducer(), first.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls.map((call) => call.request)).toEqual([
      { params: { groupId: 9 }, body: INPUT, idempotencyKey: 'uuid-1' },
      { params: { groupId: 9 }, body: INPUT, idempotencyKey: 'uuid-1' },
    ]);
    expect(second.storeState.groupAssignments.assign).toMatchObject({ status: 'succeeded', result: RESULT, pending: null });
    expect(second.storeState.groupAssignments.list.items).toEqual([SUMMARY]);
  });

  it('keeps a refusal to show, without a key to reuse', async () => {
    const http = fakeHttp({ 'assessment.groupAssignment': () => Promise.reject(apiError(400, 'validation', 'Cody Child is outside the form’s age range on the planned date.')) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(assign, assignRequested(INPUT)).withReducer(testRootReducer(), opened()).provide([ioProvider(io)]).run();
    expect(result.storeState.groupAssignments.assign).toMatchObject({ status: 'failed', pending: null, error: { status: 400, code: 'validation' } });
  });

  it('loads the list and the age check of the panel’s group', async () => {
    const http = fakeHttp({ 'assessment.groupAssignmentList': () => [SUMMARY], 'assessment.groupAgeCheck': () => ({ eligible: [1] }) });
    const { io } = fakeIo({ http });
    const listed = await expectSaga(loadAssignments, panelOpened({ groupId: 9 })).withReducer(testRootReducer(), opened()).provide([ioProvider(io)]).run();
    expect(listed.storeState.groupAssignments.list).toEqual({ status: 'succeeded', items: [SUMMARY], error: null });
    await expectSaga(checkAges, ageCheckRequested({ productId: 'phq9', plannedDate: '2026-03-01' })).withReducer(testRootReducer(), opened()).provide([ioProvider(io)]).run();
    expect(http.calls.map((call) => [call.operationId, call.request])).toEqual([
      ['assessment.groupAssignmentList', { params: { groupId: 9 } }],
      ['assessment.groupAgeCheck', { params: { groupId: 9 }, query: { productId: 'phq9', plannedDate: '2026-03-01' } }],
    ]);
  });

  it('starts afresh for another group and on sign-out', () => {
    const state = groupAssignmentsReducer(groupAssignmentsReducer(undefined, panelOpened({ groupId: 9 })), panelOpened({ groupId: 10 }));
    expect(state.groupId).toBe(10);
    expect(groupAssignmentsReducer(state, loggedOut())).toEqual(initialGroupAssignmentsState);
  });
});
