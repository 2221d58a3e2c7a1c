/** Selectors of the back office's platform configuration. */
import { createSelector } from 'reselect';
import { type AppConfigCheck, parseAppConfig } from '../../../domain/appConfigSchema';
import type { RootState } from '../../rootReducer';

/** The current version and history, with the request state. */
export const selectCurrentConfig = (state: RootState) => state.platformConfiguration.current;

/** The draft: its text and the version it was made from. */
export const selectConfigDraft = (state: RootState) => state.platformConfiguration.draft;

/** The save or rollback under way. */
export const selectConfigChange = (state: RootState) => state.platformConfiguration.change;

/** The versions compared, or null. */
export const selectConfigCompare = (state: RootState) => state.platformConfiguration.compare;

/** The contents read so far and the state of the last read. */
export const selectConfigVersions = (state: RootState) => state.platformConfiguration.versions;

/** The draft checked against config.json's schema (domain appConfigSchema.ts), as the server checks it. */
export const selectDraftCheck = createSelector([(state: RootState) => state.platformConfiguration.draft.text], (text): AppConfigCheck => parseAppConfig(text));

/** Whether the draft differs from the current version's content (a save of the same content is refused). */
export const selectDraftChanged = createSelector([selectDraftCheck, selectCurrentConfig], (check, current) =>
  !check.ok || current.data === null || JSON.stringify(check.config) !== JSON.stringify(current.data.version.config),
);
