import type { RootState } from '../../rootReducer';

/** The status and error of the last preference change. */
export const selectPreferencesUpdate = (state: RootState) => state.preferences;
