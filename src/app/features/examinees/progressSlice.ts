/**
 * The examinee page's progress section: the examinee's scores over time per product, with bands
 * and the reliable change between administrations (as the server computed them).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { ReportSummary } from '../../../contract/types';
import type { ProductProgress } from '../../../domain/progress';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** The progress of the examinee whose page is open. */
export interface ExamineeProgressState {
  examineeRecordId: number | null;
  status: RequestStatus;
  error: AppError | null;
  /** Products with scored assessments, in catalogue order. */
  products: ProductProgress[];
  /** "Generate progress report" per product id: the request's state and the report it stored. */
  reports: Record<string, ProgressReportState>;
}

/** One product's progress report generation. */
export interface ProgressReportState {
  status: RequestStatus;
  error: AppError | null;
  /** The stored report, for its download link; `null` until one is generated. */
  report: ReportSummary | null;
}

/** Which examinee's product to generate the progress report of, from which assessment (the latest scored one). */
export interface ProgressReportRequest {
  examineeRecordId: number;
  productId: string;
  assessmentId: number;
}

/** The first state of the slice (exported for tests). */
export const initialExamineeProgressState: ExamineeProgressState = { examineeRecordId: null, status: 'idle', error: null, products: [], reports: {} };

const examineeProgressSlice = createSlice({
  name: 'examineeProgress',
  initialState: initialExamineeProgressState,
  reducers: {
    /** The examinee page's progress section opened. */
    progressRequested(_state, action: PayloadAction<{ examineeRecordId: number }>) {
      return { ...initialExamineeProgressState, examineeRecordId: action.payload.examineeRecordId, status: 'loading' };
    },
    /** The progress arrived. */
    progressSucceeded(state, action: PayloadAction<{ examineeRecordId: number; products: ProductProgress[] }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.status = 'succeeded';
      state.products = action.payload.products;
    },
    /** The progress could not be loaded. */
    progressFailed(state, action: PayloadAction<{ examineeRecordId: number; error: AppError }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.status = 'failed';
      state.error = action.payload.error;
    },
    /** "Generate progress report" of a product was pressed. */
    progressReportRequested(state, action: PayloadAction<ProgressReportRequest>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.reports[action.payload.productId] = { status: 'loading', error: null, report: state.reports[action.payload.productId]?.report ?? null };
    },
    /** The progress report was generated and stored. */
    progressReportSucceeded(state, action: PayloadAction<{ examineeRecordId: number; productId: string; report: ReportSummary }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.reports[action.payload.productId] = { status: 'succeeded', error: null, report: action.payload.report };
    },
    /** The progress report could not be generated (no license, a conflict, the network). */
    progressReportFailed(state, action: PayloadAction<{ examineeRecordId: number; productId: string; error: AppError }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.reports[action.payload.productId] = { status: 'failed', error: action.payload.error, report: state.reports[action.payload.productId]?.report ?? null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialExamineeProgressState);
  },
});

export const { progressRequested, progressSucceeded, progressFailed, progressReportRequested, progressReportSucceeded, progressReportFailed } = examineeProgressSlice.actions;
export const examineeProgressReducer = examineeProgressSlice.reducer;
