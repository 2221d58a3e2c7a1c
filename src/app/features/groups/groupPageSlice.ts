/**
 * A group's page (issue #19): the group, a page of its members, the examinees to pick from for
 * "Add examinees", the users who may be its staff, and the outcome of the last change.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { AccountUserOption } from '../../../contract/services/pickLists';
import type { GroupRecord } from '../../../contract/services/groups';
import type { Page } from '../../../contract/types';
import type { Examinee } from '../../../domain/examinee';
import type { GroupInput } from '../../../domain/groups/group';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** Members per page of the group's page. */
export const MEMBERS_PAGE_SIZE = 25;
/** Examinees offered per search of "Add examinees". */
export const CANDIDATES_PAGE_SIZE = 10;

/** The change a group page made last. */
export type GroupChange = 'update' | 'archive' | 'restore' | 'add' | 'remove' | 'staff';

/** State of the `groupPage` slice. */
export interface GroupPageState {
  groupId: number | null;
  status: RequestStatus;
  error: AppError | null;
  group: GroupRecord | null;
  members: { status: RequestStatus; error: AppError | null; search: string; page: number; pageSize: number; total: number; items: Examinee[] };
  candidates: { status: RequestStatus; search: string; items: Examinee[] };
  staffOptions: { status: RequestStatus; items: AccountUserOption[] };
  change: { kind: GroupChange | null; status: RequestStatus; error: AppError | null; count: number | null };
}

/** The first state of the slice. */
export const initialGroupPageState: GroupPageState = {
  groupId: null,
  status: 'idle',
  error: null,
  group: null,
  members: { status: 'idle', error: null, search: '', page: 1, pageSize: MEMBERS_PAGE_SIZE, total: 0, items: [] },
  candidates: { status: 'idle', search: '', items: [] },
  staffOptions: { status: 'idle', items: [] },
  change: { kind: null, status: 'idle', error: null, count: null },
};

const groupPageSlice = createSlice({
  name: 'groupPage',
  initialState: initialGroupPageState,
  reducers: {
    /** A group's page opened: the group and its first members page load. */
    groupPageOpened(_state, action: PayloadAction<{ groupId: number }>) {
      return { ...initialGroupPageState, groupId: action.payload.groupId, status: 'loading', members: { ...initialGroupPageState.members, status: 'loading' } };
    },
    groupLoaded(state, action: PayloadAction<GroupRecord>) {
      if (action.payload.id !== state.groupId) return;
      state.status = 'succeeded';
      state.group = action.payload;
    },
    groupLoadFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The members' search changed (the first page of it loads). */
    membersSearchChanged(state, action: PayloadAction<{ search: string }>) {
      state.members = { ...state.members, status: 'loading', error: null, search: action.payload.search, page: 1 };
    },
    membersPageChanged(state, action: PayloadAction<{ page: number }>) {
      state.members = { ...state.members, status: 'loading', error: null, page: action.payload.page };
    },
    membersLoaded(state, action: PayloadAction<Page<Examinee>>) {
      const { items, total, page, pageSize } = action.payload;
      if (page !== state.members.page) return;
      state.members = { ...state.members, status: 'succeeded', error: null, items, total, pageSize };
    },
    membersLoadFailed(state, action: PayloadAction<AppError>) {
      state.members.status = 'failed';
      state.members.error = action.payload;
    },
    /** "Add examinees": the search of the examinees to pick from changed. */
    candidatesSearchChanged(state, action: PayloadAction<{ search: string }>) {
      state.candidates = { status: 'loading', search: action.payload.search, items: state.candidates.items };
    },
    candidatesLoaded(state, action: PayloadAction<{ search: string; items: Examinee[] }>) {
      if (action.payload.search !== state.candidates.search) return;
      state.candidates = { status: 'succeeded', search: action.payload.search, items: action.payload.items };
    },
    candidatesLoadFailed(state) {
      state.candidates.status = 'failed';
    },
    /** The staff editor opened: the account's users load. */
    staffOptionsRequested(state) {
      state.staffOptions.status = 'loading';
    },
    staffOptionsLoaded(state, action: PayloadAction<AccountUserOption[]>) {
      state.staffOptions = { status: 'succeeded', items: action.payload };
    },
    staffOptionsFailed(state) {
      state.staffOptions.status = 'failed';
    },
    /** Save of the name, type and school year. */
    groupUpdateRequested(state, _action: PayloadAction<{ groupId: number; input: GroupInput }>) {
      state.change = { kind: 'update', status: 'loading', error: null, count: null };
    },
    /** "Archive group" or "Restore group". */
    groupArchiveRequested(state, action: PayloadAction<{ groupId: number; archived: boolean }>) {
      state.change = { kind: action.payload.archived ? 'archive' : 'restore', status: 'loading', error: null, count: null };
    },
    /** "Add" of the examinees picked, or "Remove" of a member. */
    groupMembersChangeRequested(state, action: PayloadAction<{ groupId: number; examineeRecordIds: number[]; remove: boolean }>) {
      state.change = { kind: action.payload.remove ? 'remove' : 'add', status: 'loading', error: null, count: null };
    },
    /** Save of the staff chosen. */
    groupStaffRequested(state, _action: PayloadAction<{ groupId: number; userIds: number[] }>) {
      state.change = { kind: 'staff', status: 'loading', error: null, count: null };
    },
    /** A change was saved: the group as it is now, and for members how many changed. */
    groupChangeSucceeded(state, action: PayloadAction<{ group: GroupRecord; count?: number }>) {
      state.group = action.payload.group;
      state.change = { ...state.change, status: 'succeeded', error: null, count: action.payload.count ?? null };
    },
    groupChangeFailed(state, action: PayloadAction<AppError>) {
      state.change = { ...state.change, status: 'failed', error: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialGroupPageState),
});

export const {
  groupPageOpened,
  groupLoaded,
  groupLoadFailed,
  membersSearchChanged,
  membersPageChanged,
  membersLoaded,
  membersLoadFailed,
  candidatesSearchChanged,
  candidatesLoaded,
  candidatesLoadFailed,
  staffOptionsRequested,
  staffOptionsLoaded,
  staffOptionsFailed,
  groupUpdateRequested,
  groupArchiveRequested,
  groupMembersChangeRequested,
  groupStaffRequested,
  groupChangeSucceeded,
  groupChangeFailed,
} = groupPageSlice.actions;
export const groupPageReducer = groupPageSlice.reducer;
