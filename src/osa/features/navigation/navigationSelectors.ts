/** Selectors of the current screen: its form, its items, progress, and where Next and Back lead. */
import { createSelector } from 'reselect';
import type { PlayerAssessment, PlayerItem } from '../../../contract/services/player';
import type { PlayerRootState } from '../../rootReducer';
import { displayedResponses, selectQueue } from '../answers/answersSelectors';
import { selectPlayer } from '../link/linkSelectors';
import type { Screen } from './navigationSlice';
import { nextScreen, pagesOf, previousScreen, resumeScreen, screenAfterSubmit, unansweredRequired } from './screens';

/** The screen shown (null before the link's state has arrived). */
export const selectScreen = (state: PlayerRootState): Screen | null => state.navigation.screen;

/** Counts screen changes (the view moves focus on each). */
export const selectVisit = (state: PlayerRootState): number => state.navigation.visit;

/** The form of the current screen. */
export const selectCurrentAssessment = createSelector([selectPlayer, selectScreen], (player, screen): PlayerAssessment | null =>
  player && screen && screen.kind !== 'thanks'
    ? (player.assessments.find((assessment) => assessment.assessmentId === screen.assessmentId) ?? null)
    : null,
);

/** The current form's answers as the respondent sees them (saved, overlaid by those queued). */
export const selectCurrentResponses = createSelector([selectCurrentAssessment, selectQueue], (assessment, queue): Record<string, number> =>
  assessment ? displayedResponses(assessment.responses, queue, assessment.assessmentId) : {},
);

/** The current form's pages. */
export const selectCurrentPages = createSelector([selectCurrentAssessment], (assessment): PlayerItem[][] => (assessment ? pagesOf(assessment) : []));

/** The items of the current page (none outside a page). */
export const selectPageItems = createSelector([selectCurrentPages, selectScreen], (pages, screen): PlayerItem[] =>
  screen?.kind === 'page' ? (pages[screen.page] ?? []) : [],
);

/** Progress on a page: the positions of its first and last item among the form's items, and their count. */
export interface Progress {
  first: number;
  last: number;
  total: number;
}

/** The current page's progress ("Question 5 of 9"), or null outside a page. */
export const selectProgress = createSelector([selectCurrentAssessment, selectPageItems], (assessment, items): Progress | null => {
  const first = items[0];
  const last = items[items.length - 1];
  if (!assessment || !first || !last) return null;
  const position = (item: PlayerItem) => assessment.form.items.indexOf(item) + 1;
  return { first: position(first), last: position(last), total: assessment.form.items.length };
});

/** Where Next leads from the current screen. */
export const selectNextScreen = createSelector([selectCurrentAssessment, selectScreen], (assessment, screen): Screen | null =>
  assessment && screen ? nextScreen(assessment, screen) : null,
);

/** Where Back leads from the current screen. */
export const selectPreviousScreen = createSelector([selectCurrentAssessment, selectScreen], (assessment, screen): Screen | null =>
  assessment && screen ? previousScreen(assessment, screen) : null,
);

/** The current form's required items still without an answer. */
export const selectUnansweredRequired = createSelector([selectCurrentAssessment, selectCurrentResponses], (assessment, responses): PlayerItem[] =>
  assessment ? unansweredRequired(assessment, responses) : [],
);

/** One question on the review page: the answer given (its option), or `null` when none is given yet. */
export interface ReviewRow {
  item: PlayerItem;
  answer: PlayerItem['options'][number] | null;
}

/** Every question of the current form with the answer given, in form order, for the review page. */
export const selectReviewRows = createSelector([selectCurrentAssessment, selectCurrentResponses], (assessment, responses): ReviewRow[] =>
  (assessment?.form.items ?? []).map((item) => ({ item, answer: item.options.find((option) => option.value === responses[item.id]) ?? null })),
);

/** Whether answers of the current form are still waiting to be saved (Submit waits for them). */
export const selectCurrentHasQueued = createSelector([selectCurrentAssessment, selectQueue], (assessment, queue): boolean =>
  assessment !== null && queue.some((answer) => answer.assessmentId === assessment.assessmentId),
);

/** Where the respondent resumes (null before the link's state has arrived). */
export const selectResumeScreen = createSelector([selectPlayer, selectQueue], (player, queue): Screen | null =>
  player ? resumeScreen(player, queue) : null,
);

/** Where the player goes after a submission. */
export const selectScreenAfterSubmit = createSelector([selectPlayer], (player): Screen => (player ? screenAfterSubmit(player) : { kind: 'thanks' }));
