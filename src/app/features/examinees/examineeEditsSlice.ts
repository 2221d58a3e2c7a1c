/**
 * Changes made from the examinee page: editing and deleting the examinee, and deleting or
 * cloning an assessment of the history. Which confirmation dialog is open is state too, so an
 * exported action log replays the same screens.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CloneInput, Deletion } from '../../../contract/services/assessmentLifecycle';
import type { Assessment } from '../../../domain/assessment';
import type { Examinee, ExamineeInput } from '../../../domain/examinee';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** A dialog of the examinee page: which one, and for which assessment. */
export type ExamineeDialog =
  | { kind: 'deleteExaminee' }
  | { kind: 'deleteAssessment'; assessmentId: number; label: string }
  | { kind: 'cloneAssessment'; assessmentId: number; label: string };

/** One request's state. */
export interface EditRequest {
  status: RequestStatus;
  error: AppError | null;
}

/** State of the `examineeEdits` slice. */
export interface ExamineeEditsState {
  /** The record form is open for this examinee. */
  editing: number | null;
  update: EditRequest;
  dialog: ExamineeDialog | null;
  /** The request of the open dialog. */
  dialogRequest: EditRequest;
}

const idle: EditRequest = { status: 'idle', error: null };

/** The first state of the slice. */
export const initialExamineeEditsState: ExamineeEditsState = { editing: null, update: idle, dialog: null, dialogRequest: idle };

const examineeEditsSlice = createSlice({
  name: 'examineeEdits',
  initialState: initialExamineeEditsState,
  reducers: {
    /** "Edit" was pressed on the examinee page. */
    examineeEditOpened(state, action: PayloadAction<{ examineeRecordId: number }>) {
      state.editing = action.payload.examineeRecordId;
      state.update = idle;
    },
    /** The edit was cancelled. */
    examineeEditClosed(state) {
      state.editing = null;
      state.update = idle;
    },
    /** The edited record was submitted. */
    examineeUpdateRequested(state, _action: PayloadAction<{ examineeRecordId: number; input: ExamineeInput }>) {
      state.update = { status: 'loading', error: null };
    },
    /** The record was saved. */
    examineeUpdateSucceeded(state, _action: PayloadAction<Examinee>) {
      state.editing = null;
      state.update = { status: 'succeeded', error: null };
    },
    /** The record was refused (field errors go back to the form). */
    examineeUpdateFailed(state, action: PayloadAction<AppError>) {
      state.update = { status: 'failed', error: action.payload };
    },
    /** A confirmation dialog opened. */
    examineeDialogOpened(state, action: PayloadAction<ExamineeDialog>) {
      state.dialog = action.payload;
      state.dialogRequest = idle;
    },
    /** The dialog was cancelled or closed. */
    examineeDialogClosed(state) {
      state.dialog = null;
      state.dialogRequest = idle;
    },
    /** "Delete" was confirmed for the examinee. */
    examineeDeleteRequested(state, _action: PayloadAction<{ examineeRecordId: number }>) {
      state.dialogRequest = { status: 'loading', error: null };
    },
    /** The examinee was deleted. */
    examineeDeleteSucceeded(state, _action: PayloadAction<Deletion>) {
      state.dialog = null;
      state.dialogRequest = idle;
    },
    /** "Delete" was confirmed for an assessment. */
    assessmentDeleteRequested(state, _action: PayloadAction<{ examineeRecordId: number; assessmentId: number }>) {
      state.dialogRequest = { status: 'loading', error: null };
    },
    /** The assessment was deleted. */
    assessmentDeleteSucceeded(state, _action: PayloadAction<{ examineeRecordId: number; deletion: Deletion }>) {
      state.dialog = null;
      state.dialogRequest = idle;
    },
    /** "Copy" was confirmed for an assessment. */
    assessmentCloneRequested(state, _action: PayloadAction<{ assessmentId: number; input: CloneInput }>) {
      state.dialogRequest = { status: 'loading', error: null };
    },
    /** The copy was created. */
    assessmentCloneSucceeded(state, _action: PayloadAction<Assessment>) {
      state.dialog = null;
      state.dialogRequest = idle;
    },
    /** A dialog's request failed; the dialog stays open with the error. */
    examineeDialogFailed(state, action: PayloadAction<AppError>) {
      state.dialogRequest = { status: 'failed', error: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialExamineeEditsState),
});

export const {
  examineeEditOpened,
  examineeEditClosed,
  examineeUpdateRequested,
  examineeUpdateSucceeded,
  examineeUpdateFailed,
  examineeDialogOpened,
  examineeDialogClosed,
  examineeDeleteRequested,
  examineeDeleteSucceeded,
  assessmentDeleteRequested,
  assessmentDeleteSucceeded,
  assessmentCloneRequested,
  assessmentCloneSucceeded,
  examineeDialogFailed,
} = examineeEditsSlice.actions;
export const examineeEditsReducer = examineeEditsSlice.reducer;
