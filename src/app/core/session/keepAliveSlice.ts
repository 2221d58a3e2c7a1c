/**
 * The keep-alive: when the shared server session ends (as this tab last learned it) and whether
 * the session-timeout warning is open. Instants are ISO strings on this browser's clock.
 * Resets whenever the session ends, like every slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import { identityLoadFailed, loggedOut, signInRedirectStarted } from './sessionSlice';
import type { KeepAliveDeadlines } from './tabMessages';

/** State of the `keepAlive` slice. */
export interface KeepAliveState {
  /** When the session ends; `null` until the first ping answers. */
  deadlines: KeepAliveDeadlines | null;
  /** Whether the session-timeout warning is open. */
  warningVisible: boolean;
  /** The last failed ping; cleared by the next success. A 401 among these starts the sign-in flow. */
  pingError: AppError | null;
}

const initialState: KeepAliveState = { deadlines: null, warningVisible: false, pingError: null };

const keepAliveSlice = createSlice({
  name: 'keepAlive',
  initialState,
  reducers: {
    /** This tab pinged keepAlive.ping for the user's activity; the answer moved the limits. */
    pingSucceeded(state, action: PayloadAction<KeepAliveDeadlines>) {
      state.deadlines = action.payload;
      state.warningVisible = false;
      state.pingError = null;
    },
    /** A ping failed; the limits stay as they were. */
    pingFailed(state, action: PayloadAction<AppError>) {
      state.pingError = action.payload;
    },
    /** Another tab pinged: the shared session ends later (never earlier: the server only moves it on). */
    deadlinesAdopted(state, action: PayloadAction<KeepAliveDeadlines>) {
      const current = state.deadlines;
      if (current && Date.parse(current.idleExpiresAt) >= Date.parse(action.payload.idleExpiresAt)) return;
      state.deadlines = action.payload;
      state.warningVisible = false;
    },
    /** The idle limit is near and the user asked to be warned (identity.showWarningPopup). */
    warningShown(state) {
      state.warningVisible = true;
    },
    /** The user pressed "Stay signed in": the warning closes and the keep-alive pings. */
    staySignedInRequested(state) {
      state.warningVisible = false;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(identityLoadFailed, () => initialState)
      .addCase(signInRedirectStarted, () => initialState),
});

export const {
  pingSucceeded: keepAlivePingSucceeded,
  pingFailed: keepAlivePingFailed,
  deadlinesAdopted: keepAliveDeadlinesAdopted,
  warningShown: sessionWarningShown,
  staySignedInRequested,
} = keepAliveSlice.actions;
export const keepAliveReducer = keepAliveSlice.reducer;
