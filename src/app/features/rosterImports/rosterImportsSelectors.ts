/** Selectors of the imports feature. */
import { createSelector } from 'reselect';
import { importProgress } from '../../../domain/roster/rosterImport';
import type { RootState } from '../../rootReducer';

/** The whole import screen's state. */
export const selectRosterImport = (state: RootState) => state.rosterImports;

/** The held duplicates' decisions as the commit sends them: each held row's chosen decision (none chosen: keep both is not assumed, the row is left out). */
export const selectCommitDecisions = createSelector([selectRosterImport], (screen) =>
  (screen.run?.held ?? []).flatMap((held) => {
    const decision = screen.decisions[held.key];
    return decision ? [{ key: held.key, decision }] : [];
  }),
);

/** Whether every held duplicate has a decision (Commit waits for them). */
export const selectAllDecided = createSelector([selectRosterImport], (screen) => (screen.run?.held ?? []).every((held) => screen.decisions[held.key] !== undefined));

/** The share (0 to 1) shown by the progress bar: of the upload while it runs, else of the file read by the dry run or commit. */
export const selectImportProgress = createSelector([selectRosterImport], (screen) => {
  if (screen.upload) return screen.upload.totalBytes > 0 ? screen.upload.sentBytes / screen.upload.totalBytes : 0;
  return screen.run ? importProgress(screen.run) : 0;
});
