import type { RootState } from '../../rootReducer';

/** Whether the starting tips show: the user's showStartingTips (spec §3), unless hidden for this session. */
export const selectShowStartingTips = (state: RootState): boolean =>
  (state.session.identity?.preferences.showStartingTips ?? false) && !state.startingTips.hiddenForSession;
