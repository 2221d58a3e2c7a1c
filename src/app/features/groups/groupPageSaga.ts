/** Side effects of a group's page (issue #19): load, members, candidates, staff, and every change. */
import { all, call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import {
  fetchAccountUsers,
  fetchExamineeCandidates,
  fetchGroup,
  fetchGroupMembers,
  postGroupArchived,
  postGroupMembers,
  postGroupMembersRemoval,
  putGroup,
  putGroupStaff,
} from './groupsApi';
import { selectMembersRequest } from './groupsSelectors';
import {
  CANDIDATES_PAGE_SIZE,
  candidatesLoaded,
  candidatesLoadFailed,
  candidatesSearchChanged,
  groupArchiveRequested,
  groupChangeFailed,
  groupChangeSucceeded,
  groupLoaded,
  groupLoadFailed,
  groupMembersChangeRequested,
  groupPageOpened,
  groupStaffRequested,
  groupUpdateRequested,
  membersLoaded,
  membersLoadFailed,
  membersPageChanged,
  membersSearchChanged,
  staffOptionsFailed,
  staffOptionsLoaded,
  staffOptionsRequested,
} from './groupPageSlice';

/** How long typing must pause before a search is sent, in milliseconds. */
export const SEARCH_PAUSE_MS = 250;

/** Loads the members page the state asks for. */
export function* loadMembers() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { groupId, search, page, pageSize } = yield* select(selectMembersRequest);
  if (groupId === null) return;
  try {
    yield* put(membersLoaded(yield* call(fetchGroupMembers, http, endpoint, groupId, { search: search.trim() || undefined, page, pageSize })));
  } catch (error) {
    yield* put(membersLoadFailed(toAppError(error)));
  }
}

/** Loads the group and its first members page. */
export function* loadGroupPage(action: ReturnType<typeof groupPageOpened>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const group = yield* call(fetchGroup, http, endpoint, action.payload.groupId);
    yield* put(groupLoaded(group));
  } catch (error) {
    yield* put(groupLoadFailed(toAppError(error)));
    return;
  }
  yield* call(loadMembers);
}

/** Loads the members after a pause in typing (a newer search cancels it: takeLatest). */
export function* searchMembers() {
  yield* call(sleep, SEARCH_PAUSE_MS);
  yield* call(loadMembers);
}

/** Finds the examinees to pick from for "Add examinees". */
export function* searchCandidates(action: ReturnType<typeof candidatesSearchChanged>) {
  const { search } = action.payload;
  yield* call(sleep, SEARCH_PAUSE_MS);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const page = yield* call(fetchExamineeCandidates, http, endpoint, { search: search.trim() || undefined, pageSize: CANDIDATES_PAGE_SIZE, sort: 'lastName' as const });
    yield* put(candidatesLoaded({ search, items: page.items }));
  } catch {
    yield* put(candidatesLoadFailed());
  }
}

/** Loads the account's users for the staff editor. */
export function* loadStaffOptions() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(staffOptionsLoaded(yield* call(fetchAccountUsers, http, endpoint)));
  } catch {
    yield* put(staffOptionsFailed());
  }
}

/** Saves the group's name, type and school year. */
export function* updateGroup(action: ReturnType<typeof groupUpdateRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(groupChangeSucceeded({ group: yield* call(putGroup, http, endpoint, action.payload.groupId, action.payload.input) }));
  } catch (error) {
    yield* put(groupChangeFailed(toAppError(error)));
  }
}

/** Archives or restores the group. */
export function* archiveGroup(action: ReturnType<typeof groupArchiveRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const group = yield* call(postGroupArchived, http, endpoint, action.payload.groupId, action.payload.archived, yield* call([ids, ids.uuid]));
    yield* put(groupChangeSucceeded({ group }));
  } catch (error) {
    yield* put(groupChangeFailed(toAppError(error)));
  }
}

/** Adds or removes members, then shows the members page again. */
export function* changeMembers(action: ReturnType<typeof groupMembersChangeRequested>) {
  const { groupId, examineeRecordIds, remove } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const change = remove ? postGroupMembersRemoval : postGroupMembers;
    const result = yield* call(change, http, endpoint, groupId, examineeRecordIds, yield* call([ids, ids.uuid]));
    yield* put(groupChangeSucceeded({ group: result.group, count: result.changed }));
  } catch (error) {
    yield* put(groupChangeFailed(toAppError(error)));
    return;
  }
  yield* call(loadMembers);
}

/** Saves the group's staff. */
export function* setStaff(action: ReturnType<typeof groupStaffRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(groupChangeSucceeded({ group: yield* call(putGroupStaff, http, endpoint, action.payload.groupId, action.payload.userIds) }));
  } catch (error) {
    yield* put(groupChangeFailed(toAppError(error)));
  }
}

/** Root saga of the group page. */
export function* groupPageSaga() {
  yield* all([
    takeLatest(groupPageOpened.type, safely(loadGroupPage)),
    takeLatest(membersSearchChanged.type, safely(searchMembers)),
    takeLatest(membersPageChanged.type, safely(loadMembers)),
    takeLatest(candidatesSearchChanged.type, safely(searchCandidates)),
    takeLatest(staffOptionsRequested.type, safely(loadStaffOptions)),
    takeSubmit(groupUpdateRequested.type, updateGroup, groupChangeFailed.type),
    takeSubmit(groupArchiveRequested.type, archiveGroup, groupChangeFailed.type),
    // Every Add or Remove is its own command: one picked while the last is still saving must not be
    // dropped (a repeated one is harmless: adding a member again or removing one gone changes nothing).
    takeEvery(groupMembersChangeRequested.type, safely(changeMembers)),
    takeSubmit(groupStaffRequested.type, setStaff, groupChangeFailed.type),
  ]);
}
