/**
 * A group's assignments (issue #19): the list with progress, the assign form (its age check), the
 * assignment opened in the panel with each member's state, and what it leads to (a reminder, a
 * batch of reports, the group report). Every field is plain JSON.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type {
  GroupAgeCheckQuery,
  GroupAgeCheckResult,
  GroupAssignmentDetails,
  GroupAssignmentInput,
  GroupAssignmentReminder,
  GroupAssignmentResult,
  GroupAssignmentSummary,
} from '../../../contract/services/groupAssignments';
import type { ExaminerOption } from '../../../contract/types';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** A form of the picker. */
export interface FormOption {
  productId: string;
  code: string;
  name: string;
}

/** What an assignment's page led to: a batch of reports or a group report (its id), or the failure. */
export interface ReportOutcome {
  status: RequestStatus;
  id: number | null;
  error: AppError | null;
}

/** State of the `groupAssignments` slice. */
export interface GroupAssignmentsState {
  groupId: number | null;
  list: { status: RequestStatus; items: GroupAssignmentSummary[]; error: AppError | null };
  /** The form's pick-lists. */
  options: { status: RequestStatus; forms: FormOption[]; examiners: ExaminerOption[] };
  check: { status: RequestStatus; result: GroupAgeCheckResult | null; error: AppError | null };
  assign: { status: RequestStatus; result: GroupAssignmentResult | null; error: AppError | null; pending: PendingSubmit<GroupAssignmentInput> | null };
  /** The assignment open in the panel. */
  opened: { status: RequestStatus; details: GroupAssignmentDetails | null; error: AppError | null };
  reminder: { status: RequestStatus; result: GroupAssignmentReminder | null; error: AppError | null };
  batch: ReportOutcome;
  groupReport: ReportOutcome;
}

const noOutcome: ReportOutcome = { status: 'idle', id: null, error: null };

/** The first state of the slice. */
export const initialGroupAssignmentsState: GroupAssignmentsState = {
  groupId: null,
  list: { status: 'idle', items: [], error: null },
  options: { status: 'idle', forms: [], examiners: [] },
  check: { status: 'idle', result: null, error: null },
  assign: { status: 'idle', result: null, error: null, pending: null },
  opened: { status: 'idle', details: null, error: null },
  reminder: { status: 'idle', result: null, error: null },
  batch: noOutcome,
  groupReport: noOutcome,
};

const slice = createSlice({
  name: 'groupAssignments',
  initialState: initialGroupAssignmentsState,
  reducers: {
    /** The panel opened on a group's page. */
    panelOpened(state, action: PayloadAction<{ groupId: number }>) {
      if (state.groupId !== action.payload.groupId) return { ...initialGroupAssignmentsState, groupId: action.payload.groupId, list: { ...initialGroupAssignmentsState.list, status: 'loading' } };
      state.list.status = 'loading';
      return undefined;
    },
    listLoaded(state, action: PayloadAction<GroupAssignmentSummary[]>) {
      state.list = { status: 'succeeded', items: action.payload, error: null };
    },
    listFailed(state, action: PayloadAction<AppError>) {
      state.list = { ...state.list, status: 'failed', error: action.payload };
    },
    /** "Assign a form" was pressed: the pick-lists load. */
    assignFormOpened(state) {
      state.options.status = 'loading';
      state.check = initialGroupAssignmentsState.check;
      state.assign = initialGroupAssignmentsState.assign;
    },
    optionsLoaded(state, action: PayloadAction<{ forms: FormOption[]; examiners: ExaminerOption[] }>) {
      state.options = { status: 'succeeded', ...action.payload };
    },
    optionsFailed(state) {
      state.options.status = 'failed';
    },
    /** The form and date were chosen: who may take it. */
    ageCheckRequested(state, _action: PayloadAction<GroupAgeCheckQuery>) {
      state.check = { status: 'loading', result: null, error: null };
    },
    ageCheckLoaded(state, action: PayloadAction<GroupAgeCheckResult>) {
      state.check = { status: 'succeeded', result: action.payload, error: null };
    },
    ageCheckFailed(state, action: PayloadAction<AppError>) {
      state.check = { status: 'failed', result: null, error: action.payload };
    },
    /** "Assign" was pressed. */
    assignRequested(state, _action: PayloadAction<GroupAssignmentInput>) {
      state.assign.status = 'loading';
      state.assign.error = null;
    },
    assignSucceeded(state, action: PayloadAction<GroupAssignmentResult>) {
      state.assign = { status: 'succeeded', result: action.payload, error: null, pending: null };
      state.list.items = [action.payload.assignment, ...state.list.items.filter((item) => item.id !== action.payload.assignment.id)];
      state.check = initialGroupAssignmentsState.check;
    },
    /** The assignment failed; `pending` keeps its key when the server may have applied it (a retry is applied once). */
    assignFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<GroupAssignmentInput> | null }>) {
      state.assign.status = 'failed';
      state.assign.error = action.payload.error;
      state.assign.pending = action.payload.pending;
    },
    /** An assignment was opened in the panel. */
    assignmentOpened(state, _action: PayloadAction<{ assignmentId: number }>) {
      state.opened = { status: 'loading', details: null, error: null };
      state.reminder = initialGroupAssignmentsState.reminder;
      state.batch = noOutcome;
      state.groupReport = noOutcome;
    },
    assignmentLoaded(state, action: PayloadAction<GroupAssignmentDetails>) {
      state.opened = { status: 'succeeded', details: action.payload, error: null };
    },
    assignmentFailed(state, action: PayloadAction<AppError>) {
      state.opened = { status: 'failed', details: null, error: action.payload };
    },
    reminderRequested(state, _action: PayloadAction<{ assignmentId: number }>) {
      state.reminder = { status: 'loading', result: null, error: null };
    },
    reminderSent(state, action: PayloadAction<GroupAssignmentReminder>) {
      state.reminder = { status: 'succeeded', result: action.payload, error: null };
    },
    reminderFailed(state, action: PayloadAction<AppError>) {
      state.reminder = { status: 'failed', result: null, error: action.payload };
    },
    /** A batch of the scored assessments' reports was asked for. */
    batchRequested(state, _action: PayloadAction<{ assessmentIds: number[] }>) {
      state.batch = { status: 'loading', id: null, error: null };
    },
    batchStarted(state, action: PayloadAction<number>) {
      state.batch = { status: 'succeeded', id: action.payload, error: null };
    },
    batchFailed(state, action: PayloadAction<AppError>) {
      state.batch = { status: 'failed', id: null, error: action.payload };
    },
    /** The group report of the scored assessments was asked for. */
    groupReportRequested(state, _action: PayloadAction<{ title: string; productId: string; assessmentIds: number[] }>) {
      state.groupReport = { status: 'loading', id: null, error: null };
    },
    groupReportMade(state, action: PayloadAction<number>) {
      state.groupReport = { status: 'succeeded', id: action.payload, error: null };
    },
    groupReportFailed(state, action: PayloadAction<AppError>) {
      state.groupReport = { status: 'failed', id: null, error: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialGroupAssignmentsState),
});

export const {
  panelOpened,
  listLoaded,
  listFailed,
  assignFormOpened,
  optionsLoaded,
  optionsFailed,
  ageCheckRequested,
  ageCheckLoaded,
  ageCheckFailed,
  assignRequested,
  assignSucceeded,
  assignFailed,
  assignmentOpened,
  assignmentLoaded,
  assignmentFailed,
  reminderRequested,
  reminderSent,
  reminderFailed,
  batchRequested,
  batchStarted,
  batchFailed,
  groupReportRequested,
  groupReportMade,
  groupReportFailed,
} = slice.actions;
/** The slice's reducer. */
export const groupAssignmentsReducer = slice.reducer;
