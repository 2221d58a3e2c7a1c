/**
 * The examinee page's progress section: the examinee's scores over time per product, with bands
 * and the reliable change between administrations (as the server computed them).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
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
}

/** The first state of the slice (exported for tests). */
export const initialExamineeProgressState: ExamineeProgressState = { examineeRecordId: null, status: 'idle', error: null, products: [] };

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
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialExamineeProgressState);
  },
});

export const { progressRequested, progressSucceeded, progressFailed } = examineeProgressSlice.actions;
export const examineeProgressReducer = examineeProgressSlice.reducer;
