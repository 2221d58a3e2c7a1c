/** Group reports: the form's comparison groups, the request, and the account's group reports. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GroupReportInput } from '../../../contract/services/reportBatches';
import type { ComparisonGroupOption, GroupReportSummary } from '../../../contract/reportTypes';
import type { Locale } from '../../../domain/locale';
import type { AppError } from '../../../client/appError';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** The group report form's fields; `''` is the form's default group or the user's own language. */
export interface GroupReportDraft {
  title: string;
  comparisonGroupId: string;
  locale: Locale | '';
  /** Whether "Make" was pressed: an empty title is pointed out only then. */
  attempted: boolean;
}

/** State of the `groupReports` slice. */
export interface GroupReportsState {
  draft: GroupReportDraft;
  /** The comparison groups of the form the open group report form is about. */
  groups: { productId: string | null; status: RequestStatus; options: ComparisonGroupOption[] };
  request: { status: RequestStatus; error: AppError | null; pending: PendingSubmit<GroupReportInput> | null };
  /** The report made last on this visit, announced with its download link. */
  created: GroupReportSummary | null;
  list: { status: RequestStatus; error: AppError | null; reports: GroupReportSummary[] };
}

/** The first state of the slice. */
export const initialGroupReportsState: GroupReportsState = {
  draft: { title: '', comparisonGroupId: '', locale: '', attempted: false },
  groups: { productId: null, status: 'idle', options: [] },
  request: { status: 'idle', error: null, pending: null },
  created: null,
  list: { status: 'idle', error: null, reports: [] },
};

const groupReportsSlice = createSlice({
  name: 'groupReports',
  initialState: initialGroupReportsState,
  reducers: {
    /** The group report form opened for a form: load its comparison groups. */
    groupFormOpened(state, action: PayloadAction<{ productId: string }>) {
      state.request = initialGroupReportsState.request;
      state.created = null;
      if (state.groups.productId !== action.payload.productId) state.draft.comparisonGroupId = '';
      if (state.groups.productId === action.payload.productId && state.groups.status === 'succeeded') return;
      state.groups = { productId: action.payload.productId, status: 'loading', options: [] };
    },
    /** A field of the group report form changed. */
    groupDraftChanged(state, action: PayloadAction<Partial<Omit<GroupReportDraft, 'attempted'>>>) {
      state.draft = { ...state.draft, ...action.payload };
    },
    /** "Make" was pressed with a field missing: the form says which. */
    groupSubmitRefused(state) {
      state.draft.attempted = true;
    },
    /** The form's comparison groups arrived. */
    comparisonGroupsLoaded(state, action: PayloadAction<{ productId: string; options: ComparisonGroupOption[] }>) {
      if (state.groups.productId !== action.payload.productId) return;
      state.groups = { productId: action.payload.productId, status: 'succeeded', options: action.payload.options };
    },
    /** The comparison groups could not be loaded; the report then uses the form's default. */
    comparisonGroupsFailed(state, action: PayloadAction<{ productId: string }>) {
      if (state.groups.productId === action.payload.productId) state.groups.status = 'failed';
    },
    /** The group report form was submitted. */
    groupReportRequested(state, _action: PayloadAction<GroupReportInput>) {
      state.request.status = 'loading';
      state.request.error = null;
    },
    /** The group report was made and stored: it heads the list. */
    groupReportSucceeded(state, action: PayloadAction<GroupReportSummary>) {
      state.request = { status: 'succeeded', error: null, pending: null };
      state.created = action.payload;
      state.draft = initialGroupReportsState.draft;
      state.list.reports = [action.payload, ...state.list.reports.filter((report) => report.id !== action.payload.id)];
    },
    /** The group report was not made. */
    groupReportFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<GroupReportInput> | null }>) {
      state.request = { status: 'failed', error: action.payload.error, pending: action.payload.pending };
    },
    /** The group report list is asked for. */
    groupListRequested(state) {
      state.list.status = 'loading';
    },
    /** The group reports arrived. */
    groupListSucceeded(state, action: PayloadAction<GroupReportSummary[]>) {
      state.list = { status: 'succeeded', error: null, reports: action.payload };
    },
    /** The group reports could not be loaded. */
    groupListFailed(state, action: PayloadAction<AppError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialGroupReportsState),
});

export const {
  groupFormOpened,
  groupDraftChanged,
  groupSubmitRefused,
  comparisonGroupsLoaded,
  comparisonGroupsFailed,
  groupReportRequested,
  groupReportSucceeded,
  groupReportFailed,
  groupListRequested,
  groupListSucceeded,
  groupListFailed,
} = groupReportsSlice.actions;
export const groupReportsReducer = groupReportsSlice.reducer;
