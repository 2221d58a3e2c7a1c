/** Selectors of the back office's feedback inbox. */
import { createSelector } from 'reselect';
import type { RootState } from '../../rootReducer';

/** The staff who may be assigned. */
export const selectFeedbackStaff = (state: RootState) => state.feedbackInbox.staff;

/** The inbox on screen, with the page count (at least 1). */
export const selectInbox = createSelector([(state: RootState) => state.feedbackInbox.inbox], (inbox) => ({
  ...inbox,
  pageCount: Math.max(1, Math.ceil(inbox.total / inbox.pageSize)),
}));

/** The piece of feedback on screen. */
export const selectFeedbackItem = (state: RootState) => state.feedbackInbox.item;

/** The change under way. */
export const selectFeedbackChange = (state: RootState) => state.feedbackInbox.change;
