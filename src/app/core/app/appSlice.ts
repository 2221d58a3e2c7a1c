/**
 * App-wide facts that are not a feature: the screen shown (for the page title), today's date and
 * the last saga failure. Every action is plain JSON.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IsoDate } from '../../../domain/dates';
import type { AppError } from '../../../client/appError';
import { loggedOut } from '../session/sessionSlice';

/** State of the `app` slice. */
export interface AppState {
  /** The screen name of the page title (`Examinees`), or `null` before a page is shown. */
  screenName: string | null;
  /** Today's local date, from the injected clock; empty until the clock saga first reads it. */
  today: IsoDate;
  /** The last failure of a saga worker (a bug, not an API error), for the error banner. */
  lastFailure: { saga: string; error: AppError } | null;
}

const initialState: AppState = { screenName: null, today: '', lastFailure: null };

const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    /** A page was shown; its name goes into the document title. */
    screenShown(state, action: PayloadAction<{ screenName: string }>) {
      state.screenName = action.payload.screenName;
    },
    /** The local date changed (read at start, then checked every minute). */
    dateChanged(state, action: PayloadAction<{ today: IsoDate }>) {
      state.today = action.payload.today;
    },
    /** A saga worker threw; the watcher beside it keeps running. */
    sagaFailed(state, action: PayloadAction<{ saga: string; error: AppError }>) {
      state.lastFailure = action.payload;
    },
    /** The user dismissed the failure banner. */
    failureDismissed(state) {
      state.lastFailure = null;
    },
  },
  // Today's date is not the user's: it survives sign-out; the rest resets with every slice.
  extraReducers: (builder) => builder.addCase(loggedOut, (state) => ({ ...initialState, today: state.today })),
});

export const { screenShown, dateChanged, sagaFailed, failureDismissed } = appSlice.actions;
export const appReducer = appSlice.reducer;
