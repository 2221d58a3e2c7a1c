/**
 * Where the respondent is: a form's instructions, one of its pages of items, its review page,
 * or the thank-you page after the link's last form.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One screen of the player. `page` counts from 0 in the form's pages (form.itemsPerPage items each). */
export type Screen =
  | { kind: 'instructions'; assessmentId: number }
  | { kind: 'page'; assessmentId: number; page: number }
  | { kind: 'review'; assessmentId: number }
  | { kind: 'thanks' };

/** State of the `navigation` slice. */
export interface NavigationState {
  /** Null until the link's state has arrived and the resume point is known. */
  screen: Screen | null;
  /** Counts screen changes, so the view moves focus to the new heading each time (also Back then Next to the same page). */
  visit: number;
}

const initialState: NavigationState = { screen: null, visit: 0 };

const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    /** The respondent (or the player, on resuming and after a submission) moved to another screen. */
    navigated(state, action: PayloadAction<Screen>) {
      state.screen = action.payload;
      state.visit += 1;
    },
    /** The respondent pressed Start on a form's instructions: the launch is recorded, then the items show. */
    startRequested(_state, _action: PayloadAction<{ assessmentId: number }>) {},
  },
});

export const { navigated, startRequested } = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
