/**
 * Leaving a screen with unsaved work: the navigation that was held back, until the user
 * confirms or stays. The held navigation itself stays in the saga (it is not serializable).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

/** State of the `leaveGuard` slice. */
export interface LeaveGuardState {
  /** The navigation held back for the user to confirm (its destination path), or `null`. */
  attempt: { to: string } | null;
}

/** The first state of the slice. */
export const initialLeaveGuardState: LeaveGuardState = { attempt: null };

const leaveGuardSlice = createSlice({
  name: 'leaveGuard',
  initialState: initialLeaveGuardState,
  reducers: {
    /** The user tried to leave (a link, Back) while the screen has unsaved work: the navigation waits. */
    leaveAttempted(state, action: PayloadAction<{ to: string }>) {
      state.attempt = action.payload;
    },
    /** The user chose to leave all the same: the held navigation goes ahead. */
    leaveConfirmed(state) {
      state.attempt = null;
    },
    /** The user chose to stay: the held navigation is dropped. */
    leaveCancelled(state) {
      state.attempt = null;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialLeaveGuardState),
});

export const { leaveAttempted, leaveConfirmed, leaveCancelled } = leaveGuardSlice.actions;
export const leaveGuardReducer = leaveGuardSlice.reducer;

/** The navigation waiting for the user's answer, or `null`. */
export const selectLeaveAttempt = (state: { leaveGuard: LeaveGuardState }) => state.leaveGuard.attempt;
