/**
 * Examinees: the list (search, sort, paging), the create form with its id check, the examinee
 * page (record, forms, history, examiners) and its "New assessment" form.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentCreateInput } from '../../../contract/services/assessments';
import type { ExamineeSort, UnavailableForm } from '../../../contract/services/examinees';
import type { AssessmentSummary, ExaminerOption, Page, ProductSummary } from '../../../contract/types';
import type { Assessment } from '../../../domain/assessment';
import type { Examinee, ExamineeInput } from '../../../domain/examinee';
import type { CreateWarning, CreateWarningCode } from '../../../domain/formEligibility';
import type { AppError } from '../../../client/appError';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** The list's query. */
export interface ExamineeListState {
  status: RequestStatus;
  error: AppError | null;
  search: string;
  sort: ExamineeSort;
  page: number;
  pageSize: number;
  /** Ids of the page shown, in order. */
  ids: number[];
  total: number;
}

/** The result of the examinee id uniqueness check for the id typed last. */
export interface IdCheckState {
  examineeId: string;
  status: 'idle' | 'checking' | 'unique' | 'taken' | 'failed';
}

/** A submit: its status, its error (with field errors for the form) and what a retry reuses. */
export interface SubmitState<T> {
  status: RequestStatus;
  error: AppError | null;
  pending: PendingSubmit<T> | null;
}

/** The examinee page. */
export interface ExamineeDetailState {
  examineeRecordId: number | null;
  status: RequestStatus;
  error: AppError | null;
  forms: ProductSummary[];
  /** Forms not offered to the examinee, with why (age on the test date, language). */
  unavailable: UnavailableForm[];
  history: AssessmentSummary[];
  examiners: ExaminerOption[];
}

/** State of the `examinees` slice. */
export interface ExamineesState {
  records: EntityState<Examinee, number>;
  list: ExamineeListState;
  idCheck: IdCheckState;
  create: SubmitState<ExamineeInput>;
  detail: ExamineeDetailState;
  newAssessment: SubmitState<AssessmentCreateInput>;
  /** Warnings of a graceful create (retest, age) the examiner confirms or cancels; nothing was created. */
  newAssessmentWarnings: { input: AssessmentCreateInput; warnings: CreateWarning[] } | null;
}

/** Examinee records seen on any screen, by record id. */
export const examineesAdapter = createEntityAdapter<Examinee>();

const idleSubmit = { status: 'idle', error: null, pending: null } as const;

/** The first state of the slice (exported for tests and fixtures). */
export const initialExamineesState: ExamineesState = {
  records: examineesAdapter.getInitialState(),
  list: { status: 'idle', error: null, search: '', sort: '-updatedAt', page: 1, pageSize: 20, ids: [], total: 0 },
  idCheck: { examineeId: '', status: 'idle' },
  create: idleSubmit,
  detail: { examineeRecordId: null, status: 'idle', error: null, forms: [], unavailable: [], history: [], examiners: [] },
  newAssessment: idleSubmit,
  newAssessmentWarnings: null,
};

/** What the examinee page loads in one go. */
export interface ExamineePageData {
  examinee: Examinee;
  forms: ProductSummary[];
  unavailable?: UnavailableForm[];
  history: AssessmentSummary[];
  examiners: ExaminerOption[];
}

const examineesSlice = createSlice({
  name: 'examinees',
  initialState: initialExamineesState,
  reducers: {
    /** The list page opened. */
    listRequested(state) {
      state.list.status = 'loading';
    },
    /** The search text changed: back to page 1. */
    searchChanged(state, action: PayloadAction<{ search: string }>) {
      state.list.search = action.payload.search;
      state.list.page = 1;
      state.list.status = 'loading';
    },
    /** The sort order changed: back to page 1. */
    sortChanged(state, action: PayloadAction<{ sort: ExamineeSort }>) {
      state.list.sort = action.payload.sort;
      state.list.page = 1;
      state.list.status = 'loading';
    },
    /** Another page was asked for. */
    pageChanged(state, action: PayloadAction<{ page: number }>) {
      state.list.page = action.payload.page;
      state.list.status = 'loading';
    },
    /** A page of examinees arrived. */
    listSucceeded(state, action: PayloadAction<Page<Examinee>>) {
      examineesAdapter.upsertMany(state.records, action.payload.items);
      state.list.status = 'succeeded';
      state.list.error = null;
      state.list.ids = action.payload.items.map((examinee) => examinee.id);
      state.list.total = action.payload.total;
      state.list.page = action.payload.page;
    },
    /** The list could not be loaded. */
    listFailed(state, action: PayloadAction<AppError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    /** The create form opened: forget the last submit and id check. */
    newExamineeOpened(state) {
      state.create = idleSubmit;
      state.idCheck = initialExamineesState.idCheck;
    },
    /** The examinee id field was left with a value: check it is free. */
    idCheckRequested(state, action: PayloadAction<{ examineeId: string }>) {
      state.idCheck = { examineeId: action.payload.examineeId, status: 'checking' };
    },
    /** The id check answered (ignored when the user has typed another id since). */
    idCheckSucceeded(state, action: PayloadAction<{ examineeId: string; unique: boolean }>) {
      if (state.idCheck.examineeId !== action.payload.examineeId) return;
      state.idCheck.status = action.payload.unique ? 'unique' : 'taken';
    },
    /** The id check failed; the server checks again on save. */
    idCheckFailed(state, action: PayloadAction<{ examineeId: string; error: AppError }>) {
      if (state.idCheck.examineeId === action.payload.examineeId) state.idCheck.status = 'failed';
    },
    /** The create form was submitted with yup-validated input. */
    createRequested(state, _action: PayloadAction<{ input: ExamineeInput }>) {
      state.create.status = 'loading';
      state.create.error = null;
    },
    /** The examinee was created. */
    createSucceeded(state, action: PayloadAction<Examinee>) {
      examineesAdapter.upsertOne(state.records, action.payload);
      state.create = { status: 'succeeded', error: null, pending: null };
    },
    /** The examinee was not created; `error.fieldErrors` go back to the form. */
    createFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<ExamineeInput> | null }>) {
      state.create = { status: 'failed', error: action.payload.error, pending: action.payload.pending };
    },
    /** The examinee page opened. */
    examineePageRequested(state, action: PayloadAction<{ examineeRecordId: number }>) {
      state.detail = { ...initialExamineesState.detail, examineeRecordId: action.payload.examineeRecordId, status: 'loading' };
      state.newAssessment = idleSubmit;
    },
    /** The examinee page's data arrived. */
    examineePageSucceeded(state, action: PayloadAction<ExamineePageData>) {
      const { examinee, forms, unavailable = [], history, examiners } = action.payload;
      if (state.detail.examineeRecordId !== examinee.id) return;
      examineesAdapter.upsertOne(state.records, examinee);
      state.detail = { ...state.detail, status: 'succeeded', error: null, forms, unavailable, history, examiners };
    },
    /** The examinee page could not be loaded. */
    examineePageFailed(state, action: PayloadAction<{ examineeRecordId: number; error: AppError }>) {
      if (state.detail.examineeRecordId !== action.payload.examineeRecordId) return;
      state.detail.status = 'failed';
      state.detail.error = action.payload.error;
    },
    /** The "New assessment" form was submitted. */
    newAssessmentRequested(state, _action: PayloadAction<{ input: AssessmentCreateInput; confirmedWarnings?: CreateWarningCode[] }>) {
      state.newAssessment.status = 'loading';
      state.newAssessment.error = null;
      state.newAssessmentWarnings = null;
    },
    /** The server created nothing and answered warnings for the examiner to confirm or cancel. */
    newAssessmentWarned(state, action: PayloadAction<{ input: AssessmentCreateInput; warnings: CreateWarning[] }>) {
      state.newAssessment = idleSubmit;
      state.newAssessmentWarnings = action.payload;
    },
    /** The examiner cancelled after the warnings: nothing is created. */
    newAssessmentWarningsCancelled(state) {
      state.newAssessmentWarnings = null;
    },
    /** The assessment was created. */
    newAssessmentSucceeded(state, _action: PayloadAction<Assessment>) {
      state.newAssessment = { status: 'succeeded', error: null, pending: null };
    },
    /** The assessment was not created. */
    newAssessmentFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<AssessmentCreateInput> | null }>) {
      state.newAssessment = { status: 'failed', error: action.payload.error, pending: action.payload.pending };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialExamineesState),
});

export const {
  listRequested,
  searchChanged,
  sortChanged,
  pageChanged,
  listSucceeded,
  listFailed,
  newExamineeOpened,
  idCheckRequested,
  idCheckSucceeded,
  idCheckFailed,
  createRequested,
  createSucceeded,
  createFailed,
  examineePageRequested,
  examineePageSucceeded,
  examineePageFailed,
  newAssessmentRequested,
  newAssessmentWarned,
  newAssessmentWarningsCancelled,
  newAssessmentSucceeded,
  newAssessmentFailed,
} = examineesSlice.actions;
export const examineesReducer = examineesSlice.reducer;
