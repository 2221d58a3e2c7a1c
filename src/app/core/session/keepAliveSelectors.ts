import { createSelector } from 'reselect';
import type { RootState } from '../../rootReducer';
import { keepAliveTiming, sessionEndMs } from '../../../domain/keepAliveTiming';
import type { KeepAliveDeadlines } from './tabMessages';

/** When the shared session ends, as this tab last learned it; `null` before the first ping answered. */
export const selectKeepAliveDeadlines = (state: RootState): KeepAliveDeadlines | null => state.keepAlive.deadlines;

/** Whether the session-timeout warning is open. */
export const selectSessionWarningVisible = (state: RootState): boolean => state.keepAlive.warningVisible;

/** Whether the user wants the warning before the idle limit (identity.showWarningPopup). */
export const selectSessionWarningEnabled = (state: RootState): boolean => state.session.identity?.showWarningPopup === true;

/** The keep-alive's timing from config.json (`qgServices.keepAlive`), with defaults. */
export const selectKeepAliveTiming = createSelector([(state: RootState) => state.config.value.qgServices?.keepAlive], keepAliveTiming);

/** The ISO instant the session ends (idle or absolute limit, whichever comes first), or `null`. */
export const selectSessionEndsAt = createSelector([selectKeepAliveDeadlines], (deadlines) =>
  deadlines ? new Date(sessionEndMs(deadlines)).toISOString() : null,
);

/** Seconds left until `endsAt` at `nowMs`, never negative (the warning's countdown). */
export const secondsLeft = (endsAt: string | null, nowMs: number): number =>
  endsAt === null ? 0 : Math.max(0, Math.ceil((Date.parse(endsAt) - nowMs) / 1000));
