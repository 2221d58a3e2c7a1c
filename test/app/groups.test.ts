/** The groups feature's reducers and sagas (issue #19): the list, create, "Add to group", and the group page's changes. */
import { push } from 'redux-first-history';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { sleep } from '../../src/app/core/saga/sleep';
import { changeMembers, loadGroupPage, searchCandidates, setStaff } from '../../src/app/features/groups/groupPageSaga';
import {
  candidatesLoaded,
  candidatesSearchChanged,
  groupChangeFailed,
  groupChangeSucceeded,
  groupLoaded,
  groupLoadFailed,
  groupMembersChangeRequested,
  groupPageOpened,
  groupPageReducer,
  groupStaffRequested,
  membersLoaded,
} from '../../src/app/features/groups/groupPageSlice';
import { addSelectionToGroup, createGroup, loadGroupList } from '../../src/app/features/groups/groupsSaga';
import { selectActiveGroups, selectStaffOptions } from '../../src/app/features/groups/groupsSelectors';
import {
  addToGroupFailed,
  addToGroupRequested,
  addToGroupSucceeded,
  examineePageSelectionSet,
  examineeSelectionToggled,
  groupCreateFailed,
  groupCreateRequested,
  groupCreateSucceeded,
  groupListRequested,
  groupListSucceeded,
  groupsReducer,
} from '../../src/app/features/groups/groupsSlice';
import type { GroupRecord } from '../../src/contract/services/groups';
import { EXAMINEE } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const GROUP: GroupRecord = {
  id: 5, accountId: 1, name: 'Room 3B', type: 'class', schoolYear: '2026-2027', sourcedId: null, archivedAt: null,
  memberCount: 1, staffUserIds: [9], staff: [{ id: 9, name: 'Ms. Tara Teacher' }], createdAt: '2026-09-01T08:00:00.000Z', updatedAt: '2026-09-01T08:00:00.000Z',
};
const ARCHIVED: GroupRecord = { ...GROUP, id: 6, name: 'Room 2A', archivedAt: '2026-06-30T08:00:00.000Z' };
const MEMBERS = { items: [EXAMINEE], total: 1, page: 1, pageSize: 25 };

describe('groups reducer and selectors', () => {
  it('keeps the selection of the examinee list: rows, the whole page, and off again', () => {
    let state = groupsReducer(undefined, examineeSelectionToggled({ examineeRecordId: 3 }));
    state = groupsReducer(state, examineePageSelectionSet({ examineeRecordIds: [3, 4, 5], select: true }));
    expect(state.selection).toEqual([3, 4, 5]);
    state = groupsReducer(state, examineeSelectionToggled({ examineeRecordId: 4 }));
    expect(state.selection).toEqual([3, 5]);
    state = groupsReducer(state, examineePageSelectionSet({ examineeRecordIds: [3, 4, 5], select: false }));
    expect(state.selection).toEqual([]);
  });

  it('offers only active groups to add to, and only the roles that may be staff', () => {
    const groups = groupsReducer(undefined, groupListSucceeded([GROUP, ARCHIVED]));
    expect(selectActiveGroups(testState({ groups })).map((group) => group.id)).toEqual([5]);
    const users = [
      { id: 1, name: 'A', role: 'teacher' as const, examiner: true },
      { id: 2, name: 'U', role: 'accountUser' as const, examiner: false },
    ];
    const groupPage = { ...groupPageReducer(undefined, groupPageOpened({ groupId: 5 })), staffOptions: { status: 'succeeded' as const, items: users } };
    expect(selectStaffOptions(testState({ groupPage })).items.map((user) => user.id)).toEqual([1]);
  });
});

describe('groups sagas', () => {
  it('loads the list with archived groups when asked', async () => {
    const http = fakeHttp({ 'assessment.listGroups': () => [GROUP, ARCHIVED] });
    const { io } = fakeIo({ http });
    await expectSaga(loadGroupList)
      .withState(testState({ groups: groupsReducer(undefined, groupListRequested({ includeArchived: true })) }))
      .provide([ioProvider(io)])
      .put(groupListSucceeded([GROUP, ARCHIVED]))
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { includeArchived: true } });
  });

  it('creates a group with an idempotency key and opens its page', async () => {
    const http = fakeHttp({ 'assessment.createGroup': () => GROUP });
    const { io } = fakeIo({ http });
    const input = { name: 'Room 3B', type: 'class' as const, schoolYear: '2026-2027' };
    await expectSaga(createGroup, groupCreateRequested({ input }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(groupCreateSucceeded(GROUP))
      .put(push('/groups/5'))
      .run();
    expect(http.calls[0]?.request).toEqual({ body: input, idempotencyKey: 'uuid-1' });
  });

  it('reports a refused create', async () => {
    const refused = apiError(400, 'validation', 'The request has invalid fields.', { name: 'Enter a name for the group.' });
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.createGroup': () => Promise.reject(refused) }) });
    await expectSaga(createGroup, groupCreateRequested({ input: { name: '', type: 'class', schoolYear: '' } }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(groupCreateFailed(refused.info))
      .run();
  });

  it('adds the selection to a new group: creates it, then adds the members', async () => {
    const http = fakeHttp({
      'assessment.createGroup': () => GROUP,
      'assessment.addGroupMembers': () => ({ changed: 2, group: { ...GROUP, memberCount: 3 } }),
    });
    const { io } = fakeIo({ http });
    const groups = groupsReducer(groupsReducer(undefined, examineeSelectionToggled({ examineeRecordId: 11 })), examineeSelectionToggled({ examineeRecordId: 12 }));
    const result = await expectSaga(addSelectionToGroup, addToGroupRequested({ newGroup: { name: 'Room 3B', type: 'class', schoolYear: '' } }))
      .withReducer(testRootReducer(), testState({ groups }))
      .provide([ioProvider(io)])
      .put(addToGroupSucceeded({ groupId: 5, groupName: 'Room 3B', count: 2 }))
      .put(groupListRequested())
      .run();
    expect(http.calls.map((call) => call.operationId)).toEqual(['assessment.createGroup', 'assessment.addGroupMembers']);
    expect(http.calls[1]?.request).toEqual({ params: { groupId: 5 }, body: { examineeRecordIds: [11, 12] }, idempotencyKey: 'uuid-2' });
    expect(result.storeState.groups.selection).toEqual([]);
  });

  it('keeps the selection when the group refuses the members', async () => {
    const archived = apiError(409, 'groupArchived', 'The group "Room 2A" is archived. Restore it before changing its members.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.addGroupMembers': () => Promise.reject(archived) }) });
    const groups = groupsReducer(undefined, examineeSelectionToggled({ examineeRecordId: 11 }));
    const result = await expectSaga(addSelectionToGroup, addToGroupRequested({ groupId: 6 }))
      .withReducer(testRootReducer(), testState({ groups }))
      .provide([ioProvider(io)])
      .put(addToGroupFailed(archived.info))
      .run();
    expect(result.storeState.groups.selection).toEqual([11]);
  });
});

describe('group page sagas', () => {
  it('loads the group, then its first members page', async () => {
    const http = fakeHttp({ 'assessment.getGroup': () => GROUP, 'assessment.groupMembers': () => MEMBERS });
    const { io } = fakeIo({ http });
    await expectSaga(loadGroupPage, groupPageOpened({ groupId: 5 }))
      .withReducer(testRootReducer(), testState({ groupPage: groupPageReducer(undefined, groupPageOpened({ groupId: 5 })) }))
      .provide([ioProvider(io)])
      .put(groupLoaded(GROUP))
      .put(membersLoaded(MEMBERS))
      .run();
    expect(http.calls[1]?.request).toEqual({ params: { groupId: 5 }, query: { search: undefined, page: 1, pageSize: 25 } });
  });

  it('answers a group out of reach as not found, and loads no members', async () => {
    const missing = apiError(404, 'notFound', 'The group was not found.');
    const http = fakeHttp({ 'assessment.getGroup': () => Promise.reject(missing) });
    const { io } = fakeIo({ http });
    await expectSaga(loadGroupPage, groupPageOpened({ groupId: 8 }))
      .withState(testState({ groupPage: groupPageReducer(undefined, groupPageOpened({ groupId: 8 })) }))
      .provide([ioProvider(io)])
      .put(groupLoadFailed(missing.info))
      .run();
    expect(http.calls).toHaveLength(1);
  });

  it('removes a member and shows the members again', async () => {
    const http = fakeHttp({
      'assessment.removeGroupMembers': () => ({ changed: 1, group: { ...GROUP, memberCount: 0 } }),
      'assessment.groupMembers': () => ({ ...MEMBERS, items: [], total: 0 }),
    });
    const { io } = fakeIo({ http });
    await expectSaga(changeMembers, groupMembersChangeRequested({ groupId: 5, examineeRecordIds: [12], remove: true }))
      .withReducer(testRootReducer(), testState({ groupPage: groupPageReducer(undefined, groupPageOpened({ groupId: 5 })) }))
      .provide([ioProvider(io)])
      .put(groupChangeSucceeded({ group: { ...GROUP, memberCount: 0 }, count: 1 }))
      .put(membersLoaded({ ...MEMBERS, items: [], total: 0 }))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { groupId: 5 }, body: { examineeRecordIds: [12] }, idempotencyKey: 'uuid-1' });
  });

  it('reports a refused staff change', async () => {
    const refused = apiError(400, 'validation', 'The request has invalid fields.', { 'userIds[0]': 'User 3 is not an active user of the account.' });
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.setGroupStaff': () => Promise.reject(refused) }) });
    await expectSaga(setStaff, groupStaffRequested({ groupId: 5, userIds: [3] }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(groupChangeFailed(refused.info))
      .run();
  });

  it('searches the examinees to add after a pause in typing', async () => {
    const http = fakeHttp({ 'assessment.listExaminees': () => ({ items: [EXAMINEE], total: 1, page: 1, pageSize: 10 }) });
    const { io } = fakeIo({ http });
    await expectSaga(searchCandidates, candidatesSearchChanged({ search: 'doe' }))
      .withReducer(testRootReducer(), testState({ groupPage: groupPageReducer(undefined, candidatesSearchChanged({ search: 'doe' })) }))
      .provide([ioProvider(io), [matchers.call.fn(sleep), undefined]])
      .put(candidatesLoaded({ search: 'doe', items: [EXAMINEE] }))
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { search: 'doe', pageSize: 10, sort: 'lastName' } });
  });
});
