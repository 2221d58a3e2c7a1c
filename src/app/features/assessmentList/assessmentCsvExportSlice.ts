/**
 * The research CSV export of the assessment list (issue #22): the file being fetched for the
 * list's filter and why the last one failed. Every action is plain JSON.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { AssessmentFilter } from '../../../contract/reportTypes';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** State of the `assessmentCsvExport` slice. */
export interface AssessmentCsvExportState {
  status: RequestStatus;
  error: AppError | null;
}

const initialState: AssessmentCsvExportState = { status: 'idle', error: null };

const slice = createSlice({
  name: 'assessmentCsvExport',
  initialState,
  reducers: {
    /** Fetch the CSV (or ZIP of CSVs) of the assessments matching `filter` and save it to the user's downloads. */
    csvExportRequested(state, _action: PayloadAction<{ filter: AssessmentFilter }>) {
      state.status = 'loading';
      state.error = null;
    },
    csvExportSucceeded(state) {
      state.status = 'succeeded';
    },
    csvExportFailed(state, action: PayloadAction<{ error: AppError }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { csvExportRequested, csvExportSucceeded, csvExportFailed } = slice.actions;
export const assessmentCsvExportReducer = slice.reducer;
