/** Selectors of the examinee page's edits and dialogs. */
import type { RootState } from '../../rootReducer';

/** The examinee whose record form is open, or `null`. */
export const selectEditingExamineeId = (state: RootState) => state.examineeEdits.editing;

/** The record update's status and error. */
export const selectExamineeUpdate = (state: RootState) => state.examineeEdits.update;

/** The open dialog, or `null`. */
export const selectExamineeDialog = (state: RootState) => state.examineeEdits.dialog;

/** The request of the open dialog. */
export const selectExamineeDialogRequest = (state: RootState) => state.examineeEdits.dialogRequest;
