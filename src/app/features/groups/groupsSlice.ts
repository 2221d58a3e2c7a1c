/**
 * The group list, the create form, an examinee's groups, and "Add to group" from the examinee list
 * (issue #19). The examinee list's row selection lives here too: it exists for "Add to group".
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { GroupRecord } from '../../../contract/services/groups';
import type { GroupInput } from '../../../domain/groups/group';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** A write's progress on screen. */
export interface SubmitState {
  status: RequestStatus;
  error: AppError | null;
}

/** State of the `groups` slice. */
export interface GroupsState {
  list: { status: RequestStatus; error: AppError | null; includeArchived: boolean; items: GroupRecord[] };
  create: SubmitState;
  /** The groups of the examinee whose page is open. */
  examineeGroups: { examineeRecordId: number | null; status: RequestStatus; items: GroupRecord[] };
  /** The examinee list's selected record ids, for "Add to group". */
  selection: number[];
  /** "Add to group" from the examinee list: its outcome, and how many were added to which group. */
  addToGroup: SubmitState & { added: { groupId: number; groupName: string; count: number } | null };
}

const idle: SubmitState = { status: 'idle', error: null };

/** The first state of the slice. */
export const initialGroupsState: GroupsState = {
  list: { status: 'idle', error: null, includeArchived: false, items: [] },
  create: idle,
  examineeGroups: { examineeRecordId: null, status: 'idle', items: [] },
  selection: [],
  addToGroup: { ...idle, added: null },
};

const groupsSlice = createSlice({
  name: 'groups',
  initialState: initialGroupsState,
  reducers: {
    /** The group list opened, or "Show archived groups" changed. */
    groupListRequested(state, action: PayloadAction<{ includeArchived?: boolean } | undefined>) {
      state.list.status = 'loading';
      state.list.error = null;
      if (action.payload?.includeArchived !== undefined) state.list.includeArchived = action.payload.includeArchived;
    },
    groupListSucceeded(state, action: PayloadAction<GroupRecord[]>) {
      state.list = { ...state.list, status: 'succeeded', error: null, items: action.payload };
    },
    groupListFailed(state, action: PayloadAction<AppError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    /** "Create group" pressed with a valid form. */
    groupCreateRequested(state, _action: PayloadAction<{ input: GroupInput }>) {
      state.create = { status: 'loading', error: null };
    },
    groupCreateSucceeded(state, action: PayloadAction<GroupRecord>) {
      state.create = { status: 'succeeded', error: null };
      state.list.items = [...state.list.items, action.payload].sort((a, b) => a.name.localeCompare(b.name));
    },
    groupCreateFailed(state, action: PayloadAction<AppError>) {
      state.create = { status: 'failed', error: action.payload };
    },
    /** The create form closed or opened again. */
    groupCreateReset(state) {
      state.create = idle;
    },
    /** An examinee's page opened: their groups load. */
    examineeGroupsRequested(state, action: PayloadAction<{ examineeRecordId: number }>) {
      state.examineeGroups = { examineeRecordId: action.payload.examineeRecordId, status: 'loading', items: [] };
    },
    examineeGroupsSucceeded(state, action: PayloadAction<{ examineeRecordId: number; groups: GroupRecord[] }>) {
      if (state.examineeGroups.examineeRecordId !== action.payload.examineeRecordId) return;
      state.examineeGroups = { examineeRecordId: action.payload.examineeRecordId, status: 'succeeded', items: action.payload.groups };
    },
    examineeGroupsFailed(state, action: PayloadAction<{ examineeRecordId: number }>) {
      if (state.examineeGroups.examineeRecordId === action.payload.examineeRecordId) state.examineeGroups.status = 'failed';
    },
    /** A row of the examinee list was ticked or unticked. */
    examineeSelectionToggled(state, action: PayloadAction<{ examineeRecordId: number }>) {
      const id = action.payload.examineeRecordId;
      state.selection = state.selection.includes(id) ? state.selection.filter((selected) => selected !== id) : [...state.selection, id];
      state.addToGroup = { ...idle, added: null };
    },
    /** The page's checkbox: every row of the page ticked (`select`) or unticked. */
    examineePageSelectionSet(state, action: PayloadAction<{ examineeRecordIds: number[]; select: boolean }>) {
      const ids = action.payload.examineeRecordIds;
      state.selection = action.payload.select ? [...new Set([...state.selection, ...ids])] : state.selection.filter((id) => !ids.includes(id));
      state.addToGroup = { ...idle, added: null };
    },
    examineeSelectionCleared(state) {
      state.selection = [];
    },
    /** "Add to group" with the selection: to an existing group, or to a new one made first. */
    addToGroupRequested(state, _action: PayloadAction<{ groupId: number } | { newGroup: GroupInput }>) {
      state.addToGroup = { status: 'loading', error: null, added: null };
    },
    addToGroupSucceeded(state, action: PayloadAction<{ groupId: number; groupName: string; count: number }>) {
      state.addToGroup = { status: 'succeeded', error: null, added: action.payload };
      state.selection = [];
    },
    addToGroupFailed(state, action: PayloadAction<AppError>) {
      state.addToGroup = { status: 'failed', error: action.payload, added: null };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialGroupsState),
});

export const {
  groupListRequested,
  groupListSucceeded,
  groupListFailed,
  groupCreateRequested,
  groupCreateSucceeded,
  groupCreateFailed,
  groupCreateReset,
  examineeGroupsRequested,
  examineeGroupsSucceeded,
  examineeGroupsFailed,
  examineeSelectionToggled,
  examineePageSelectionSet,
  examineeSelectionCleared,
  addToGroupRequested,
  addToGroupSucceeded,
  addToGroupFailed,
} = groupsSlice.actions;
export const groupsReducer = groupsSlice.reducer;
