/** Selectors of the back office's stimulus books. */
import type { RootState } from '../../rootReducer';

/** The published books. */
export const selectStimulusBooks = (state: RootState) => state.stimulusBooks.list;

/** The publication under way, or its outcome. */
export const selectStimulusBookPublish = (state: RootState) => state.stimulusBooks.publish;
