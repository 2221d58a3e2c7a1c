/**
 * Reports of the assessment on screen: what its reports screen offers (assessment.reportsPage),
 * the user's choice of type and options, generation, and the report history with "Generate
 * again" and "Delete".
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportsPage, ReportSummary } from '../../../contract/reportTypes';
import type { Locale } from '../../../domain/locale';
import type { ReportOptions, ReportType } from '../../../domain/reports';
import type { AppError } from '../../../client/appError';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';
import { detailsRequested } from '../assessments/assessmentsSlice';

/** Input of a report generation: the assessment, the type and the options resolved on screen. */
export interface GenerateReportInput {
  assessmentId: number;
  reportType: ReportType;
  options: ReportOptions;
}

/** Input of "Generate again" on a history row. */
export interface ResubmitReportInput {
  reportId: number;
}

/**
 * What the user has chosen on the reports screen. `null` fields mean "as preset": the page's
 * default comparison group and the user's own language.
 */
export interface ReportChoice {
  reportType: ReportType;
  comparisonGroupId: string | null;
  locale: Locale | null;
  includeItemResponses: boolean;
}

/** State of the `reports` slice. */
export interface ReportsState {
  assessmentId: number | null;
  page: { status: RequestStatus; error: AppError | null; data: ReportsPage | null };
  choice: ReportChoice;
  history: EntityState<ReportSummary, number> & { status: RequestStatus; error: AppError | null };
  generate: { status: RequestStatus; error: AppError | null; pending: PendingSubmit<GenerateReportInput> | null };
  /** "Generate again": the row under way (or last failed) and a key a retry reuses. */
  resubmit: { reportId: number | null; status: RequestStatus; error: AppError | null; pending: PendingSubmit<ResubmitReportInput> | null };
  /** "Delete": the report whose confirmation dialog is open, and the request's state. */
  deletion: { reportId: number | null; status: RequestStatus; error: AppError | null };
}

/** Stored reports, newest first. */
export const reportsAdapter = createEntityAdapter<ReportSummary>({
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
});

const initialChoice: ReportChoice = { reportType: 'score', comparisonGroupId: null, locale: null, includeItemResponses: true };

/** The first state of the slice. */
export const initialReportsState: ReportsState = {
  assessmentId: null,
  page: { status: 'idle', error: null, data: null },
  choice: initialChoice,
  history: reportsAdapter.getInitialState({ status: 'idle', error: null }),
  generate: { status: 'idle', error: null, pending: null },
  resubmit: { reportId: null, status: 'idle', error: null, pending: null },
  deletion: { reportId: null, status: 'idle', error: null },
};

const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {
    /** The reports screen's types, license status, comparison groups and presets arrived. */
    pageSucceeded(state, action: PayloadAction<{ assessmentId: number; page: ReportsPage }>) {
      if (state.assessmentId !== action.payload.assessmentId) return;
      const { page } = action.payload;
      const firstLoad = state.page.data === null;
      state.page = { status: 'succeeded', error: null, data: page };
      // A reload after a generation keeps what the user chose; the first load takes the presets.
      if (firstLoad) {
        state.choice = {
          reportType: page.reportTypes[0]?.reportType ?? 'score',
          comparisonGroupId: page.defaultOptions.comparisonGroupId,
          locale: page.defaultOptions.locale,
          includeItemResponses: page.defaultOptions.includeItemResponses,
        };
      } else if (!page.reportTypes.some((entry) => entry.reportType === state.choice.reportType)) {
        state.choice.reportType = page.reportTypes[0]?.reportType ?? 'score';
      }
    },
    /** The reports screen could not be loaded. */
    pageFailed(state, action: PayloadAction<{ assessmentId: number; error: AppError }>) {
      if (state.assessmentId !== action.payload.assessmentId) return;
      state.page.status = 'failed';
      state.page.error = action.payload.error;
    },
    /** The user changed the report type or an option. */
    choiceChanged(state, action: PayloadAction<Partial<ReportChoice>>) {
      state.choice = { ...state.choice, ...action.payload };
      if (state.generate.status === 'failed') state.generate = { ...state.generate, status: 'idle', error: null };
    },
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
    /** "Generate" was pressed. */
    generateRequested(state, _action: PayloadAction<GenerateReportInput>) {
      state.generate.status = 'loading';
      state.generate.error = null;
    },
    /** The report was generated and stored: it heads the history. */
    generateSucceeded(state, action: PayloadAction<ReportSummary>) {
      if (state.assessmentId === action.payload.assessmentId) reportsAdapter.upsertOne(state.history, action.payload);
      state.generate = { status: 'succeeded', error: null, pending: null };
    },
    /** The report was not generated (not scored, no license usage left, ...). */
    generateFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<GenerateReportInput> | null }>) {
      state.generate = { status: 'failed', error: action.payload.error, pending: action.payload.pending };
    },
    /** "Generate again" was pressed on a history row. */
    resubmitRequested(state, action: PayloadAction<ResubmitReportInput>) {
      state.resubmit = { ...state.resubmit, reportId: action.payload.reportId, status: 'loading', error: null };
    },
    /** The next version was generated: it heads the history, the earlier one stays. */
    resubmitSucceeded(state, action: PayloadAction<ReportSummary>) {
      if (state.assessmentId === action.payload.assessmentId) reportsAdapter.upsertOne(state.history, action.payload);
      state.resubmit = { reportId: null, status: 'succeeded', error: null, pending: null };
    },
    /** "Generate again" failed. */
    resubmitFailed(state, action: PayloadAction<{ reportId: number; error: AppError; pending: PendingSubmit<ResubmitReportInput> | null }>) {
      const { reportId, error, pending } = action.payload;
      state.resubmit = { reportId, status: 'failed', error, pending };
    },
    /** "Delete" was pressed on a history row: the confirmation dialog opens. */
    deleteDialogOpened(state, action: PayloadAction<{ reportId: number }>) {
      state.deletion = { reportId: action.payload.reportId, status: 'idle', error: null };
    },
    /** The confirmation dialog was cancelled or dismissed. */
    deleteDialogClosed(state) {
      state.deletion = initialReportsState.deletion;
    },
    /** The deletion was confirmed. */
    deleteRequested(state, action: PayloadAction<{ reportId: number }>) {
      state.deletion = { reportId: action.payload.reportId, status: 'loading', error: null };
    },
    /** The report left the history; the dialog closes. */
    deleteSucceeded(state, action: PayloadAction<{ reportId: number }>) {
      reportsAdapter.removeOne(state.history, action.payload.reportId);
      state.deletion = initialReportsState.deletion;
    },
    /** The deletion failed: the dialog stays open with the reason. */
    deleteFailed(state, action: PayloadAction<{ reportId: number; error: AppError }>) {
      state.deletion = { reportId: action.payload.reportId, status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (builder) =>
    builder
      // Opening (or reloading) an assessment loads its reports: one event, two slices respond.
      .addCase(detailsRequested, (state, action) => {
        if (state.assessmentId !== action.payload.assessmentId) {
          return {
            ...initialReportsState,
            assessmentId: action.payload.assessmentId,
            page: { ...initialReportsState.page, status: 'loading' },
            history: { ...initialReportsState.history, status: 'loading' },
          };
        }
        state.page.status = 'loading';
        state.history.status = 'loading';
        return undefined;
      })
      .addCase(loggedOut, () => initialReportsState),
});

export const {
  pageSucceeded,
  pageFailed,
  choiceChanged,
  historySucceeded,
  historyFailed,
  generateRequested,
  generateSucceeded,
  generateFailed,
  resubmitRequested,
  resubmitSucceeded,
  resubmitFailed,
  deleteDialogOpened,
  deleteDialogClosed,
  deleteRequested,
  deleteSucceeded,
  deleteFailed,
} = reportsSlice.actions;
export const reportsReducer = reportsSlice.reducer;
