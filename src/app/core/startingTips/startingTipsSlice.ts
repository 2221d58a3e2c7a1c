/**
 * Starting tips (spec §3: showStartingTips): shown to a user whose preference says so, until
 * they hide them for this session or turn them off for good (a preference change).
 */
import { createSlice } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

/** State of the `startingTips` slice. */
export interface StartingTipsState {
  /** Hidden until the next sign-in. */
  hiddenForSession: boolean;
}

const initialState: StartingTipsState = { hiddenForSession: false };

const startingTipsSlice = createSlice({
  name: 'startingTips',
  initialState,
  reducers: {
    /** "Hide for now". */
    startingTipsHidden(state) {
      state.hiddenForSession = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { startingTipsHidden } = startingTipsSlice.actions;
export const startingTipsReducer = startingTipsSlice.reducer;
