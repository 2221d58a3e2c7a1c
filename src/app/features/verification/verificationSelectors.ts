/** Selectors of the verification page. */
import { createSelector } from 'reselect';
import { localeForLanguage } from '../../../domain/locale';
import { type NumericEntryProblem, parseNumericEntry } from '../../../domain/product/itemEntry';
import { selectIdentity } from '../../core/session/sessionSelectors';
import type { RootState } from '../../rootReducer';
import { type EntryField, entryFieldsOf } from './entryFields';

/** The assessment the page is for. */
export const selectVerificationAssessmentId = (state: RootState) => state.verification.assessmentId;

/** The page's load status and error. */
export const selectVerificationLoad = (state: RootState) => state.verification.load;

/** The assessment being verified (items and names only). */
export const selectVerificationSubject = (state: RootState) => state.verification.subject;

/** The verification state the server answered last. */
export const selectVerificationServerState = (state: RootState) => state.verification.server;

/** The second entry on screen. */
export const selectSecondEntry = (state: RootState) => state.verification.secondEntry;

/** The examiner's resolutions so far. */
export const selectResolutions = (state: RootState) => state.verification.resolutions;

/** The request under way or last finished. */
export const selectVerificationRequest = (state: RootState) => state.verification.request;

/** The field keystrokes go to. */
export const selectCurrentEntryKey = (state: RootState) => state.verification.currentKey;

/** The field whose last key entered nothing. */
export const selectRejectedEntryKey = (state: RootState) => state.verification.rejectedKey;

const selectLocale = createSelector([selectIdentity], (identity) => localeForLanguage(identity?.preferences?.language?.languageCode));

/** The fields of the second entry. */
export const selectEntryFields = createSelector([selectVerificationSubject, selectLocale], (subject, locale): EntryField[] =>
  subject ? entryFieldsOf(subject.product, locale) : [],
);

/** What was typed in each number field of the second entry. */
export const selectSecondEntryNumberTexts = (state: RootState) => state.verification.numberTexts;

/**
 * Why the text of each number field enters nothing, by field key (fields whose text is a
 * response, or empty, are absent): Compare waits until none is left.
 */
export const selectSecondEntryNumberProblems = createSelector(
  [selectVerificationSubject, selectSecondEntryNumberTexts],
  (subject, texts): Record<string, NumericEntryProblem> => {
    const problems: Record<string, NumericEntryProblem> = {};
    for (const item of subject?.product.items ?? []) {
      const text = texts[item.id];
      if (text === undefined) continue;
      const parsed = parseNumericEntry(item, text);
      if (!parsed.ok) problems[item.id] = parsed.problem;
    }
    return problems;
  },
);

/** Which step the page is at. */
export type VerificationStep = 'notStarted' | 'secondEntry' | 'discrepancies' | 'verified';

/** The step: no verification under way (verified or not), entering, or resolving discrepancies. */
export const selectVerificationStep = createSelector([selectVerificationServerState], (server): VerificationStep => {
  if (!server) return 'notStarted';
  if (server.session) return server.session.discrepancies ? 'discrepancies' : 'secondEntry';
  return server.verified ? 'verified' : 'notStarted';
});

/** The discrepancies with the examiner's choice for each (`undefined`: not chosen yet). */
export const selectDiscrepancyRows = createSelector([selectVerificationServerState, selectResolutions], (server, resolutions) =>
  (server?.session?.discrepancies ?? []).map((entry) => ({
    ...entry,
    chosen: entry.itemId in resolutions ? (resolutions[entry.itemId] ?? null) : undefined,
  })),
);

/** Whether every discrepancy has a resolution. */
export const selectAllResolved = createSelector([selectDiscrepancyRows], (rows) => rows.length > 0 && rows.every((row) => row.chosen !== undefined));

/** Whether the request under way is the given one. */
export const selectIsBusy = (state: RootState): boolean => state.verification.request.status === 'loading';
