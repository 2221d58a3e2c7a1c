import type { RootState } from '../../rootReducer';

/** The prefix of every page title (spec §9). */
export const TITLE_PREFIX = 'Q-global | ';

/** The document title: 'Q-global | ' and the screen name. */
export const selectDocumentTitle = (state: RootState): string => `${TITLE_PREFIX}${state.app.screenName ?? 'Loading'}`;

/** Today's local date (`YYYY-MM-DD`), or '' before the clock was read. */
export const selectToday = (state: RootState): string => state.app.today;

/** The last saga failure, for the error banner. */
export const selectLastFailure = (state: RootState) => state.app.lastFailure;
