/**
 * Reports of the assessment on screen: the report history and the "Generate score report" submit.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportSummary } from '../../../contract/types';
import type { AppError } from '../../core/http/appError';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';
import { detailsRequested } from '../assessments/assessmentsSlice';

/** Input of a report generation. */
export interface GenerateReportInput {
  assessmentId: number;
}

/** State of the `reports` slice. */
export interface ReportsState {
  assessmentId: number | null;
  history: EntityState<ReportSummary, number> & { status: RequestStatus; error: AppError | null };
  generate: { status: RequestStatus; error: AppError | null; pending: PendingSubmit<GenerateReportInput> | null };
}

/** Stored reports, newest first. */
export const reportsAdapter = createEntityAdapter<ReportSummary>({
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
});

/** The first state of the slice. */
export const initialReportsState: ReportsState = {
  assessmentId: null,
  history: reportsAdapter.getInitialState({ status: 'idle', error: null }),
  generate: { status: 'idle', error: null, pending: null },
};

const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {
    /** The report history arrived. */
    historySucceeded(state, action: PayloadAction<{ assessmentId: number; reports: ReportSummary[] }>) {
      if (state.assessmentId !== action.payload.assessmentId) return;
      reportsAdapter.setAll(state.history, action.payload.reports);
      state.history.status = 'succeeded';
      state.history.error = null;
    },
    /** The report history could not be loaded. */
    historyFailed(state, action: PayloadAction<{ assessmentId: number; error: AppError }>) {
      if (state.assessmentId !== action.payload.assessmentId) return;
      state.history.status = 'failed';
      state.history.error = action.payload.error;
    },
    /** "Generate score report" was pressed. */
    generateRequested(state, _action: PayloadAction<GenerateReportInput>) {
      state.generate.status = 'loading';
      state.generate.error = null;
    },
    /** The report was generated and stored: it heads the history. */
    generateSucceeded(state, action: PayloadAction<ReportSummary>) {
      if (state.assessmentId === action.payload.assessmentId) reportsAdapter.upsertOne(state.history, action.payload);
      state.generate = { status: 'succeeded', error: null, pending: null };
    },
    /** The report was not generated (not scored, no licence usage left, ...). */
    generateFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<GenerateReportInput> | null }>) {
      state.generate = { status: 'failed', error: action.payload.error, pending: action.payload.pending };
    },
  },
  extraReducers: (builder) =>
    builder
      // Opening (or reloading) an assessment loads its history: one event, two slices respond.
      .addCase(detailsRequested, (state, action) => {
        if (state.assessmentId !== action.payload.assessmentId) {
          return { ...initialReportsState, assessmentId: action.payload.assessmentId, history: { ...initialReportsState.history, status: 'loading' } };
        }
        state.history.status = 'loading';
        return undefined;
      })
      .addCase(loggedOut, () => initialReportsState),
});

export const { historySucceeded, historyFailed, generateRequested, generateSucceeded, generateFailed } = reportsSlice.actions;
export const reportsReducer = reportsSlice.reducer;
