/** The deleted assessments of the account and their recovery (account administrators). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeletedAssessment } from '../../../contract/services/assessmentLifecycle';
import type { Assessment } from '../../../domain/assessment';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** State of the `recovery` slice. */
export interface RecoveryState {
  status: RequestStatus;
  error: AppError | null;
  deleted: DeletedAssessment[];
  /** The recovery under way or last failed, by assessment. */
  recovering: number | null;
  recoverError: AppError | null;
  /** Assessments recovered on this visit, newest first. */
  recovered: number[];
}

/** The first state of the slice. */
export const initialRecoveryState: RecoveryState = { status: 'idle', error: null, deleted: [], recovering: null, recoverError: null, recovered: [] };

const recoverySlice = createSlice({
  name: 'recovery',
  initialState: initialRecoveryState,
  reducers: {
    /** The deleted-assessments page opened. */
    deletedListRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** The list arrived. */
    deletedListSucceeded(state, action: PayloadAction<DeletedAssessment[]>) {
      state.status = 'succeeded';
      state.deleted = action.payload;
    },
    /** The list could not be loaded. */
    deletedListFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** "Recover" was pressed on a row. */
    recoverRequested(state, action: PayloadAction<{ assessmentId: number }>) {
      state.recovering = action.payload.assessmentId;
      state.recoverError = null;
    },
    /** The assessment is back: it leaves the list. */
    recoverSucceeded(state, action: PayloadAction<Assessment>) {
      state.deleted = state.deleted.filter((entry) => entry.id !== action.payload.id);
      state.recovered = [action.payload.id, ...state.recovered];
      state.recovering = null;
    },
    /** The recovery failed (the row stays). */
    recoverFailed(state, action: PayloadAction<AppError>) {
      state.recoverError = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialRecoveryState),
});

export const { deletedListRequested, deletedListSucceeded, deletedListFailed, recoverRequested, recoverSucceeded, recoverFailed } = recoverySlice.actions;
export const recoveryReducer = recoverySlice.reducer;
