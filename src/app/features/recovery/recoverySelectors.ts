/** Selectors of the deleted-assessments page. */
import type { RootState } from '../../rootReducer';

/** The list's status, error and rows. */
export const selectDeletedList = (state: RootState) => state.recovery;
