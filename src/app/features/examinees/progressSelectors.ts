/** Selectors of the examinee page's progress section. */
import type { RootState } from '../../rootReducer';

/** The progress section's state. */
export const selectExamineeProgress = (state: RootState) => state.examineeProgress;
