/**
 * The session: tokens, the signed-in identity and its status (spec §3, §4).
 * `session/loggedOut` is the event every slice resets on.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPair } from '../../../contract/types';
import type { UserIdentity } from '../../../domain/identity';
import type { AppError } from '../../../client/appError';
import { preferencesUpdateSucceeded } from '../preferences/preferencesActions';

/** `idle` before the tokens are read; `loading` while the identity loads. */
export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'unauthenticated';

/** Tokens as read at start: either may be missing. */
export interface RestoredTokens {
  token: string | null;
  refreshToken: string | null;
}

/** State of the `session` slice. */
export interface SessionState {
  status: SessionStatus;
  identity: UserIdentity | null;
  token: string | null;
  refreshToken: string | null;
  /** Why the session is unauthenticated (identity load failure, missing local token). */
  error: AppError | null;
  /** The last failed token refresh; cleared by the next success. */
  refreshError: AppError | null;
}

const initialState: SessionState = {
  status: 'idle',
  identity: null,
  token: null,
  refreshToken: null,
  error: null,
  refreshError: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Tokens were read from the cookies, else local storage (or the local-development config). */
    tokensRestored(state, action: PayloadAction<RestoredTokens>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.status = 'loading';
    },
    /** The local-development configuration has no usable token (spec §5). */
    tokensRejected(state, action: PayloadAction<AppError>) {
      state.status = 'unauthenticated';
      state.error = action.payload;
    },
    /** A forced reload of the identity (spec §4). */
    identityLoadRequested(state) {
      if (state.status !== 'authenticated') state.status = 'loading';
    },
    /** The identity loaded: the user is authenticated. */
    identityLoadSucceeded(state, action: PayloadAction<UserIdentity>) {
      state.status = 'authenticated';
      state.identity = action.payload;
      state.error = null;
    },
    /** The identity load failed: identity cleared, session detail reset, unauthenticated (spec §4). */
    identityLoadFailed(_state, action: PayloadAction<AppError>) {
      return { ...initialState, status: 'unauthenticated', error: action.payload };
    },
    /** A new token pair replaced the old one. */
    tokenRefreshSucceeded(state, action: PayloadAction<TokenPair>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.refreshError = null;
    },
    /** Another tab refreshed and stored the pair: this tab uses it too instead of refreshing again. */
    tokensAdopted(state, action: PayloadAction<TokenPair>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.refreshError = null;
    },
    /** A token refresh failed; a 401 among these starts the sign-in flow. */
    tokenRefreshFailed(state, action: PayloadAction<AppError>) {
      state.refreshError = action.payload;
    },
    /** The browser is being sent to the legacy login page; `redirect` is the route saved for afterwards. */
    signInRedirectStarted(state, _action: PayloadAction<{ redirect: string }>) {
      state.status = 'unauthenticated';
      state.identity = null;
    },
    /** The user asked to sign out. */
    logoutRequested() {},
    /** The user signed out in another tab (or was timed out there): this tab follows. */
    signedOutInOtherTab() {},
    /** Tokens and stored routes are cleared: every slice resets on this event. */
    loggedOut: () => initialState,
  },
  extraReducers: (builder) => {
    // A preference change answers the whole new identity: replacing it re-renders the UI in the new language and formats.
    builder.addCase(preferencesUpdateSucceeded, (state, action) => {
      if (state.status === 'authenticated') state.identity = action.payload;
    });
  },
});

export const {
  tokensRestored,
  tokensRejected,
  identityLoadRequested,
  identityLoadSucceeded,
  identityLoadFailed,
  tokenRefreshSucceeded,
  tokenRefreshFailed,
  tokensAdopted,
  signInRedirectStarted,
  logoutRequested,
  signedOutInOtherTab,
  loggedOut,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
