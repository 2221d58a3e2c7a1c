import { createSelector } from 'reselect';
import { type DalsNotice, dalsNotice } from '../../../domain/dals';
import type { RootState } from '../../rootReducer';
import { selectToday } from '../app/appSelectors';

/** The signed-in user's role, once loaded (spec §6). */
export const selectSelfRole = (state: RootState) => state.accountStatus.role;

/** The account's DALS status, or `null` while unknown or for internal users. */
export const selectDalsStatus = (state: RootState) => state.accountStatus.dals;

/** The DALS account flag (spec §3): true while the account is in the dormant lifecycle. */
export const selectDllAccount = (state: RootState): boolean => state.accountStatus.dals?.dllAccount ?? false;

/** What the dormant-account notice says today (DESIGN.md §8). */
export const selectDalsNotice = createSelector([selectDalsStatus, selectToday], (status, today): DalsNotice => dalsNotice(status, today));

/** "Keep this account": its request status and error. */
export const selectKeepAccount = createSelector(
  [(state: RootState) => state.accountStatus.keepStatus, (state: RootState) => state.accountStatus.keepError],
  (status, error) => ({ status, error }),
);
