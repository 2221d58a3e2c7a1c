/**
 * The list-or-grid choice of each view (spec §9), mirrored from the viewTypePreferences cookie.
 * Not reset on sign-out: the cookie belongs to the browser, not to the session.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewType, ViewTypePreferences } from '../../../domain/viewTypePreferences';

/** State of the `viewTypes` slice. */
export interface ViewTypesState {
  byView: ViewTypePreferences;
}

const initialState: ViewTypesState = { byView: {} };

const viewTypesSlice = createSlice({
  name: 'viewTypes',
  initialState,
  reducers: {
    /** The cookie was read at start. */
    viewTypesRestored(state, action: PayloadAction<ViewTypePreferences>) {
      state.byView = action.payload;
    },
    /** The user chose how a view shows its items; the saga writes the cookie. */
    viewTypeChosen(state, action: PayloadAction<{ view: string; viewType: ViewType }>) {
      state.byView[action.payload.view] = action.payload.viewType;
    },
  },
});

export const { viewTypesRestored, viewTypeChosen } = viewTypesSlice.actions;
export const viewTypesReducer = viewTypesSlice.reducer;
