/**
 * The examinee CSV export (issue #19): the file being fetched and why the last one failed. One
 * export at a time for the whole SPA (the button is on the examinee list and on a group's page).
 * Every action is plain JSON.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** What is exported: the list's search, or a group's members. */
export interface ExamineeExportTarget {
  groupId?: number;
  search?: string;
}

/** State of the `examineeExport` slice. */
export interface ExamineeExportState {
  status: RequestStatus;
  error: AppError | null;
  /** The export asked for last (the button that shows its progress and error). */
  target: ExamineeExportTarget | null;
}

const initialState: ExamineeExportState = { status: 'idle', error: null, target: null };

const slice = createSlice({
  name: 'examineeExport',
  initialState,
  reducers: {
    /** Fetch the CSV file of `target` and save it to the user's downloads. */
    exportRequested(state, action: PayloadAction<ExamineeExportTarget>) {
      state.status = 'loading';
      state.error = null;
      state.target = action.payload;
    },
    exportSucceeded(state) {
      state.status = 'succeeded';
    },
    exportFailed(state, action: PayloadAction<{ error: AppError }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { exportRequested, exportSucceeded, exportFailed } = slice.actions;
export const examineeExportReducer = slice.reducer;
