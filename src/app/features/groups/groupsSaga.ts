/** Side effects of the group list, the create form, an examinee's groups and "Add to group" (issue #19). */
import { push } from 'redux-first-history';
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchGroups, postGroup, postGroupMembers } from './groupsApi';
import { selectExamineeSelection, selectGroupList } from './groupsSelectors';
import {
  addToGroupFailed,
  addToGroupRequested,
  addToGroupSucceeded,
  examineeGroupsFailed,
  examineeGroupsRequested,
  examineeGroupsSucceeded,
  groupCreateFailed,
  groupCreateRequested,
  groupCreateSucceeded,
  groupListFailed,
  groupListRequested,
  groupListSucceeded,
} from './groupsSlice';

/** Loads the group list (archived groups too when the list shows them). */
export function* loadGroupList() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { includeArchived } = yield* select(selectGroupList);
  try {
    yield* put(groupListSucceeded(yield* call(fetchGroups, http, endpoint, { includeArchived })));
  } catch (error) {
    yield* put(groupListFailed(toAppError(error)));
  }
}

/** Creates a group and opens its page. */
export function* createGroup(action: ReturnType<typeof groupCreateRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const group = yield* call(postGroup, http, endpoint, action.payload.input, yield* call([ids, ids.uuid]));
    yield* put(groupCreateSucceeded(group));
    yield* put(push(`/groups/${group.id}`));
  } catch (error) {
    yield* put(groupCreateFailed(toAppError(error)));
  }
}

/** Loads the groups of the examinee whose page opened. */
export function* loadExamineeGroups(action: ReturnType<typeof examineeGroupsRequested>) {
  const { examineeRecordId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(examineeGroupsSucceeded({ examineeRecordId, groups: yield* call(fetchGroups, http, endpoint, { examineeRecordId }) }));
  } catch {
    yield* put(examineeGroupsFailed({ examineeRecordId }));
  }
}

/** Adds the examinee list's selection to a group, making the group first when asked. */
export function* addSelectionToGroup(action: ReturnType<typeof addToGroupRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const selection = yield* select(selectExamineeSelection);
  try {
    const target =
      'newGroup' in action.payload
        ? yield* call(postGroup, http, endpoint, action.payload.newGroup, yield* call([ids, ids.uuid]))
        : { id: action.payload.groupId, name: '' };
    const result = yield* call(postGroupMembers, http, endpoint, target.id, selection, yield* call([ids, ids.uuid]));
    yield* put(addToGroupSucceeded({ groupId: result.group.id, groupName: result.group.name, count: result.changed }));
    yield* put(groupListRequested());
  } catch (error) {
    yield* put(addToGroupFailed(toAppError(error)));
  }
}

/** Root saga of the group list. */
export function* groupsSaga() {
  // takeLatest: the list asked for last is the one shown.
  yield* takeLatest(groupListRequested.type, safely(loadGroupList));
  yield* takeLatest(examineeGroupsRequested.type, safely(loadExamineeGroups));
  yield* takeSubmit(groupCreateRequested.type, createGroup, groupCreateFailed.type);
  yield* takeSubmit(addToGroupRequested.type, addSelectionToGroup, addToGroupFailed.type);
}
