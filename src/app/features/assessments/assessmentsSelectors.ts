import { createSelector } from 'reselect';
import { examineeDisplayName } from '../../../domain/examinee';
import { localeForLanguage } from '../../../domain/locale';
import { optionKeys } from '../../../domain/product/itemEntry';
import { textIn } from '../../../domain/product/localizedText';
import type { RaisedFlag, ScorabilityError, ScoreResult } from '../../../domain/scoring/scoreTypes';
import { selectIdentity } from '../../core/session/sessionSelectors';
import type { RootState } from '../../rootReducer';

/** The assessment screen's load status and error. */
export const selectAssessmentLoad = createSelector(
  [(state: RootState) => state.assessments.status, (state: RootState) => state.assessments.error],
  (status, error) => ({ status, error }),
);

/** The loaded assessment, examinee, product and examiner name. */
export const selectAssessmentDetails = (state: RootState) => state.assessments.details;

/** The product being administered. */
export const selectProduct = (state: RootState) => state.assessments.details?.product ?? null;

/** The responses on screen. */
export const selectResponses = (state: RootState) => state.assessments.responses;

/** The item keystrokes go to. */
export const selectCurrentItemId = (state: RootState) => state.assessments.currentItemId;

/** The message of the last rejected key. */
export const selectEntryMessage = (state: RootState) => state.assessments.entryMessage;

/** The on-the-fly scores. */
export const selectRunningScores = (state: RootState) => state.assessments.running;

/** The save's status, intent and error. */
export const selectSaveState = (state: RootState) => state.assessments.save;

/** Whether the last save was refused because the assessment changed elsewhere (409). */
export const selectIsConflict = (state: RootState): boolean => state.assessments.save.error?.status === 409;

const selectLocale = createSelector([selectIdentity], (identity) => localeForLanguage(identity?.preferences?.language?.languageCode));

/** The page heading: "<product code> — <examinee display name>". */
export const selectAssessmentHeading = createSelector([selectAssessmentDetails], (details) =>
  details ? `${details.product.code} — ${examineeDisplayName(details.examinee)}` : null,
);

/** One item as item entry shows it. */
export interface EntryItem {
  id: string;
  number: number;
  text: string;
  note: string | null;
  optional: boolean;
  selected: number | null;
  isCurrent: boolean;
  options: { value: number; label: string; key: string }[];
}

/** The items with their options, keys, selected value and which one is current. */
export const selectEntryItems = createSelector(
  [selectProduct, selectResponses, selectCurrentItemId, selectLocale],
  (product, responses, currentItemId, locale): EntryItem[] =>
    (product?.items ?? []).map((item) => {
      const keys = optionKeys(item);
      const value = responses[item.id];
      return {
        id: item.id,
        number: item.number,
        text: textIn(item.text, locale),
        note: item.note ?? null,
        optional: item.optional,
        selected: typeof value === 'number' ? value : null,
        isCurrent: item.id === currentItemId,
        options: item.options.map((option, index) => ({ value: option.value, label: textIn(option.label, locale), key: keys[index] ?? '' })),
      };
    }),
);

/** The entry instructions of the product. */
export const selectInstructions = createSelector([selectProduct, selectLocale], (product, locale) =>
  product ? textIn(product.instructions, locale) : '',
);

/** A score as the panels show it: the primary scale first, then the others, flags critical first. */
export interface ScoreSummary {
  primary: ScoreResult['scales'][number] | null;
  scales: ScoreResult['scales'];
  flags: RaisedFlag[];
  /** The scoring engine's own (English) texts, as the action log and the server have them. */
  messages: string[];
  /** Why it is not scorable, by code and items, for the screen to say in the UI language. */
  problems: ScorabilityError[];
  scorable: boolean;
}

const summarize = (primaryId: string | undefined, result: ScoreResult | null): ScoreSummary | null => {
  if (!result) return null;
  const primary = result.scales.find((scale) => scale.scaleId === primaryId) ?? result.scales[0] ?? null;
  const order = { critical: 0, warning: 1, info: 2 } as const;
  return {
    primary,
    scales: result.scales,
    flags: [...result.flags].sort((a, b) => order[a.severity] - order[b.severity]),
    messages: result.scorabilityErrors.map((error) => error.message),
    problems: result.scorabilityErrors,
    scorable: result.scorable,
  };
};

const selectPrimaryScaleId = createSelector([selectProduct], (product) => product?.scales.find((scale) => scale.primary)?.id);

/** The running scores panel: total, band, flags and scorability messages. */
export const selectRunningSummary = createSelector([selectPrimaryScaleId, selectRunningScores], summarize);

/** The score of record, when the assessment is scored, with the instrument's attribution line. */
export const selectScoreOfRecord = createSelector([selectAssessmentDetails, selectPrimaryScaleId], (details, primaryId) => {
  const assessment = details?.assessment;
  if (!details || !assessment || assessment.status !== 'scored' || !assessment.score) return null;
  const summary = summarize(primaryId, assessment.score);
  return summary ? { ...summary, scoredAt: assessment.scoredAt, attribution: details.product.attribution } : null;
});

/** Whether the responses on screen differ from the saved ones. */
export const selectIsDirty = createSelector([selectAssessmentDetails, selectResponses], (details, responses) => {
  if (!details) return false;
  const saved = details.assessment.responses;
  const ids = new Set([...Object.keys(saved), ...Object.keys(responses)]);
  return [...ids].some((id) => (saved[id] ?? null) !== (responses[id] ?? null));
});
