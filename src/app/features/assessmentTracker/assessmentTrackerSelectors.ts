/** Selectors of the back office's assessment tracker. */
import type { RootState } from '../../rootReducer';

/** The stated reason of the staff member's lookups; `''` until stated. */
export const selectTrackerReason = (state: RootState): string => state.assessmentTracker.reason;

/** The lookup's status, error and the assessments found. */
export const selectTrackerLookup = (state: RootState) => state.assessmentTracker.lookup;

/** The tracker on screen. */
export const selectTracker = (state: RootState) => state.assessmentTracker.tracker;

/** The dialog open on the timeline, or `null`. */
export const selectTrackerDialog = (state: RootState) => state.assessmentTracker.dialog;

/** The change under way (reveal, status update). */
export const selectTrackerChange = (state: RootState) => state.assessmentTracker.change;
