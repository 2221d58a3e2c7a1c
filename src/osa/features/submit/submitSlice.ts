/** Submitting a form: once, when every answer is saved; the server scores it. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlayerState } from '../../../contract/services/player';

/**
 * Why a submission failed: `network` (not sent; try again online), `incomplete` (a required item
 * has no answer), `conflict` (the form changed elsewhere: check, then submit again), `other`.
 */
export type SubmitFailure = 'network' | 'incomplete' | 'conflict' | 'other';

/** State of the `submit` slice. */
export interface SubmitState {
  status: 'idle' | 'submitting' | 'failed';
  failure: SubmitFailure | null;
  /** The form submitted last on this page, for the thank-you line above the next form's instructions. */
  lastSubmittedId: number | null;
}

const initialState: SubmitState = { status: 'idle', failure: null, lastSubmittedId: null };

const submitSlice = createSlice({
  name: 'submit',
  initialState,
  reducers: {
    /** The respondent pressed Submit on the review page of a form. */
    submitRequested(state, _action: PayloadAction<{ assessmentId: number }>) {
      state.status = 'submitting';
      state.failure = null;
    },
    /** The server took the form; it answers the link's new state. */
    submitSucceeded(state, action: PayloadAction<{ assessmentId: number; player: PlayerState }>) {
      state.status = 'idle';
      state.lastSubmittedId = action.payload.assessmentId;
    },
    /** The form was not submitted. */
    submitFailed(state, action: PayloadAction<SubmitFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
  },
});

export const { submitRequested, submitSucceeded, submitFailed } = submitSlice.actions;
export const submitReducer = submitSlice.reducer;
