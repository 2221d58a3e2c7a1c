/**
 * The preferences read from the preferences cookie at start: what the SPA speaks and formats with
 * until the identity (whose preferences win) has loaded.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserPreferences } from '../../../domain/identity';

/** State of the `preferenceCookie` slice: `null` when there is no cookie or it could not be read. */
export interface PreferenceCookieState {
  value: UserPreferences | null;
}

const initialState: PreferenceCookieState = { value: null };

const preferenceCookieSlice = createSlice({
  name: 'preferenceCookie',
  initialState,
  reducers: {
    /** The cookie was read; `null` when absent or unreadable (spec §8: "yields no preferences"). */
    preferenceCookieRead(state, action: PayloadAction<UserPreferences | null>) {
      state.value = action.payload;
    },
  },
});

export const { preferenceCookieRead } = preferenceCookieSlice.actions;
export const preferenceCookieReducer = preferenceCookieSlice.reducer;
