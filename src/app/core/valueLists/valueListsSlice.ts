/**
 * The value lists (util.domainByType) the SPA's pickers offer, one fetch per list and language,
 * kept in the store: sex, grade, season, relationship, education and language, with labels in
 * the user's language (issue #17). Every action is plain JSON.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { ValueListOption } from '../../../contract/services/valueLists';
import type { Locale } from '../../../domain/locale';
import type { ValueListType } from '../../../domain/valueLists';
import type { RequestStatus } from '../requestStatus';
import { loggedOut } from '../session/sessionSlice';

/** One list as loaded: the language of its labels and its values in order. */
export interface LoadedValueList {
  status: RequestStatus;
  locale: Locale | null;
  options: ValueListOption[];
  error: AppError | null;
}

/** State of the `valueLists` slice: each list asked for, by type. */
export type ValueListsState = Partial<Record<ValueListType, LoadedValueList>>;

/** The first state of the slice: nothing loaded. */
export const initialValueListsState: ValueListsState = {};

const valueListsSlice = createSlice({
  name: 'valueLists',
  initialState: initialValueListsState,
  reducers: {
    /** A picker needs a list in a language; the saga fetches it unless it is loaded or loading in that language. */
    valueListNeeded(_state, _action: PayloadAction<{ type: ValueListType; locale: Locale }>) {},
    /** The fetch of a list started. */
    valueListLoading(state, action: PayloadAction<{ type: ValueListType; locale: Locale }>) {
      state[action.payload.type] = { status: 'loading', locale: action.payload.locale, options: state[action.payload.type]?.options ?? [], error: null };
    },
    /** A list arrived. */
    valueListLoaded(state, action: PayloadAction<{ type: ValueListType; locale: Locale; options: ValueListOption[] }>) {
      const { type, locale, options } = action.payload;
      state[type] = { status: 'succeeded', locale, options, error: null };
    },
    /** A list could not be loaded; its pickers keep the platform's own words. */
    valueListFailed(state, action: PayloadAction<{ type: ValueListType; locale: Locale; error: AppError }>) {
      const { type, locale, error } = action.payload;
      state[type] = { status: 'failed', locale, options: state[type]?.options ?? [], error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialValueListsState);
  },
});

export const { valueListNeeded, valueListLoading, valueListLoaded, valueListFailed } = valueListsSlice.actions;
export const valueListsReducer = valueListsSlice.reducer;
