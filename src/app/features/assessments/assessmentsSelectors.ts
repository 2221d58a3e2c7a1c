import { createSelector } from 'reselect';
import { examineeDisplayName } from '../../../domain/examinee';
import { bcp47, localeForLanguage } from '../../../domain/locale';
import { type AdministrationDetails, type Season, SEASONS } from '../../../domain/assessment';
import { entryTargets, type NumericEntryProblem, parseNumericEntry, targetOptionKeys } from '../../../domain/product/itemEntry';
import { formTextLocale } from '../../../domain/product/itemLanguages';
import { textIn } from '../../../domain/product/localizedText';
import { headlineScales } from '../../../domain/product/productDefinition';
import { changesIn, comparisonGroupLabelIn, scoreIn } from '../../../domain/product/productText';
import type { ScoreChange } from '../../../domain/scoreChange';
import type { RaisedFlag, ScorabilityError, ScoreResult } from '../../../domain/scoring/scoreTypes';
import { selectPathname } from '../../core/router/routerSelectors';
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

/** What was typed in each numeric item, as typed. */
export const selectNumberTexts = (state: RootState) => state.assessments.numberTexts;

/** The grade, season and comparison group on screen. */
export const selectAdministration = (state: RootState) => state.assessments.administration;

/** Where responses are entered: items, and each rubric criterion of an essay item. */
export const selectEntryTargets = createSelector([selectProduct], (product) => (product ? entryTargets(product) : []));

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

/**
 * The locale the form's own text is shown in (its instructions, items and options): the user's when
 * the form has the rights holder's translation into it, else US English.
 */
export const selectFormTextLocale = createSelector([selectProduct, selectLocale], (product, locale) => formTextLocale(product?.languages ?? [], locale));

/**
 * The BCP 47 tag of the form's text when it is not in the user's language (so browsers and screen
 * readers pronounce it right, WCAG 3.1.2), else `undefined`.
 */
export const selectFormTextLang = createSelector([selectFormTextLocale, selectLocale], (formLocale, locale) =>
  formLocale.split('_')[0] === locale.split('_')[0] ? undefined : bcp47(formLocale),
);

/** The page heading: "<product code> — <examinee display name>". */
export const selectAssessmentHeading = createSelector([selectAssessmentDetails], (details) =>
  details ? `${details.product.code} — ${examineeDisplayName(details.examinee)}` : null,
);

/**
 * One entry target as item entry shows it: a choice (options with their keys; an essay's rubric
 * criterion too) or a numeric entry (`min`..`max` in `unit`).
 */
export interface EntryItem {
  /** The response key (item id, or `<itemId>.<criterionId>`). */
  id: string;
  kind: 'choice' | 'numeric';
  number: number;
  /** The item's text; for a rubric criterion, the criterion's name. */
  text: string;
  /** An essay item's prompt, on its first criterion only, so the prompt shows once above its criteria. */
  prompt: string | null;
  note: string | null;
  optional: boolean;
  selected: number | null;
  isCurrent: boolean;
  options: { value: number; label: string; key: string }[];
  /** Numeric entry only: the accepted range and what is counted; `null` for choices. */
  numeric: { min: number; max: number; unit: string } | null;
  /** Numeric entry only: the field's text, exactly as typed (the saved number until something is typed). */
  typed: string;
  /** Numeric entry only: why the typed text is not a response, or `null` when it is one (or empty). */
  problem: NumericEntryProblem | null;
}

/** The entry targets with their options, keys, selected value and which one is current. */
export const selectEntryItems = createSelector(
  [selectEntryTargets, selectResponses, selectNumberTexts, selectCurrentItemId, selectFormTextLocale],
  (targets, responses, numberTexts, currentItemId, locale): EntryItem[] =>
    targets.map((target, index) => {
      const { item, criterion } = target;
      const firstOfItem = targets[index - 1]?.item.id !== item.id;
      const keys = targetOptionKeys(target);
      const value = responses[target.key];
      const typed = numberTexts[target.key] ?? (typeof value === 'number' ? String(value) : '');
      const parsed = target.kind === 'numeric' ? parseNumericEntry(item, typed) : null;
      return {
        id: target.key,
        kind: target.kind,
        number: item.number,
        text: criterion ? criterion.label : textIn(item.text, locale),
        prompt: criterion && firstOfItem ? textIn(item.text, locale) : null,
        note: item.note ?? null,
        optional: item.optional,
        selected: typeof value === 'number' ? value : null,
        isCurrent: target.key === currentItemId,
        options: target.options.map((option, index) => ({ value: option.value, label: textIn(option.label, locale), key: keys[index] ?? '' })),
        numeric: item.type === 'numeric' ? { min: item.min, max: item.max, unit: item.unit } : null,
        typed,
        problem: parsed && !parsed.ok ? parsed.problem : null,
      };
    }),
);

/** The administration fields of a product with norms: which to ask, the choices, and the values on screen. */
export interface AdministrationForm {
  fields: ('grade' | 'season')[];
  /** Grades the norms or passages cover, ascending. */
  grades: number[];
  seasons: readonly Season[];
  groups: { id: string; label: string; isDefault: boolean }[];
  values: AdministrationDetails;
}

/** The administration fields, or `null` when the product needs none (no norms). */
export const selectAdministrationForm = createSelector([selectProduct, selectAdministration, selectLocale], (product, values, locale): AdministrationForm | null => {
  if (!product || (product.administrationFields.length === 0 && product.comparisonGroups.length === 0)) return null;
  const grades = new Set<number>();
  for (const table of product.norms) for (const cell of table.cells) if (cell.match.grade !== undefined) grades.add(cell.match.grade);
  for (const passage of product.passages) if (passage.grade !== null) grades.add(passage.grade);
  return {
    fields: product.administrationFields,
    grades: [...grades].sort((a, b) => a - b),
    seasons: SEASONS,
    groups: product.comparisonGroups.map((group) => ({ id: group.id, label: comparisonGroupLabelIn(product, group.id, group.label, locale), isDefault: group.default })),
    values,
  };
});

/**
 * The passage for the examiner to give: the one written for the grade on screen (or for any
 * grade). `needsGrade` when the product has graded passages and no grade is chosen yet.
 */
export const selectPassage = createSelector([selectProduct, selectAdministration, selectLocale], (product, administration, locale) => {
  if (!product || product.passages.length === 0) return null;
  const passage = product.passages.find((candidate) => candidate.grade === null || candidate.grade === administration.grade);
  if (!passage) return { needsGrade: true as const, passage: null };
  return {
    needsGrade: false as const,
    passage: { id: passage.id, title: passage.title, grade: passage.grade, text: textIn(passage.text, locale), wordCount: passage.wordCount },
  };
});

/** The entry instructions of the product. */
export const selectInstructions = createSelector([selectProduct, selectFormTextLocale], (product, locale) =>
  product ? textIn(product.instructions, locale) : '',
);

/** A score as the panels show it: the primary scale first, then the others, flags critical first. */
export interface ScoreSummary {
  primary: ScoreResult['scales'][number] | null;
  /** The headline scales' scores (see `headlineScales`), in product order: one for most products, DASS-21's three. */
  headline: ScoreResult['scales'];
  scales: ScoreResult['scales'];
  flags: RaisedFlag[];
  /** The scoring engine's own (English) texts, as the action log and the server have them. */
  messages: string[];
  /** Why it is not scorable, by code and items, for the screen to say in the UI language. */
  problems: ScorabilityError[];
  scorable: boolean;
}

const summarize = (headlineIds: readonly string[], result: ScoreResult | null): ScoreSummary | null => {
  if (!result) return null;
  const headline = result.scales.filter((scale) => headlineIds.includes(scale.scaleId));
  const primary = headline[0] ?? result.scales[0] ?? null;
  const order = { critical: 0, warning: 1, info: 2 } as const;
  return {
    primary,
    headline: headline.length > 0 ? headline : primary ? [primary] : [],
    scales: result.scales,
    flags: [...result.flags].sort((a, b) => order[a.severity] - order[b.severity]),
    messages: result.scorabilityErrors.map((error) => error.message),
    problems: result.scorabilityErrors,
    scorable: result.scorable,
  };
};

const selectHeadlineScaleIds = createSelector([selectProduct], (product) => (product ? headlineScales(product).map((scale) => scale.id) : []));

/** Ids of the product's scales that have interpretive bands (the PCL-5's have none: none are published). */
export const selectBandedScaleIds = createSelector([selectProduct], (product) => (product ? [...new Set(product.bands.map((band) => band.scale))] : []));

/** The on-the-fly scores in the user's language (scale names, bands, flags: `scoreIn`). */
const selectRunningScoresShown = createSelector([selectRunningScores, selectProduct, selectLocale], (result, product, locale) =>
  result && product ? scoreIn(result, product, locale) : result,
);

/** The running scores panel: the headline scales with their bands, flags and scorability messages. */
export const selectRunningSummary = createSelector([selectHeadlineScaleIds, selectRunningScoresShown], summarize);

/** The score of record, when the assessment is scored, with the instrument's attribution line. */
export const selectScoreOfRecord = createSelector([selectAssessmentDetails, selectHeadlineScaleIds, selectLocale], (details, headlineIds, locale) => {
  const assessment = details?.assessment;
  if (!details || !assessment || assessment.status !== 'scored' || !assessment.score) return null;
  const summary = summarize(headlineIds, scoreIn(assessment.score, details.product, locale));
  return summary ? { ...summary, scoredAt: assessment.scoredAt, attribution: details.product.attribution } : null;
});

/** The numbers of the items whose typed text is not a response yet: nothing is saved or scored until they are fixed. */
export const selectInvalidEntryNumbers = createSelector([selectEntryItems], (items): number[] => [
  ...new Set(items.filter((item) => item.problem !== null).map((item) => item.number)),
]);

/** Whether the responses or the administration on screen differ from the saved ones. */
export const selectIsDirty = createSelector([selectAssessmentDetails, selectResponses, selectAdministration], (details, responses, administration) => {
  if (!details) return false;
  const saved = details.assessment.responses;
  const ids = new Set([...Object.keys(saved), ...Object.keys(responses)]);
  const stored = details.assessment.administration ?? {};
  const administrationChanged =
    stored.grade !== administration.grade || stored.season !== administration.season || stored.comparisonGroupId !== administration.comparisonGroupId;
  return administrationChanged || [...ids].some((id) => (saved[id] ?? null) !== (responses[id] ?? null));
});

/**
 * The change of the score of record since the examinee's previous administration of the product,
 * one entry per change rule; empty while the assessment is not scored or the change is not known.
 */
export const selectScoreChanges = createSelector([selectAssessmentDetails, selectLocale], (details, locale): ScoreChange[] =>
  details?.assessment.status === 'scored' && details.assessment.score ? changesIn(details.changes ?? [], details.product, locale) : [],
);

/** Whether anything on screen is not on the server yet: changed responses or administration, or a number typed wrong. */
export const selectHasUnsavedEntry = createSelector(
  [selectIsDirty, selectInvalidEntryNumbers],
  (dirty, invalidNumbers) => dirty || invalidNumbers.length > 0,
);

/** Whether leaving the screen now would leave unsaved entry behind: the assessment page is shown and has unsaved entry. */
export const selectLeavesUnsavedEntry = createSelector(
  [selectHasUnsavedEntry, selectPathname, (state: RootState) => state.assessments.assessmentId],
  (unsaved, pathname, assessmentId) => unsaved && assessmentId !== null && pathname === `/assessments/${assessmentId}`,
);

/** The note about the entry kept on this device (restored, or dropped as stale). */
export const selectDraftNote = (state: RootState) => state.assessments.draftNote;

/** What the product's norms need and which is missing, when any is needed (else null: nothing to show). */
export const selectNormNeeds = (state: RootState) => {
  const check = state.assessments.demographics;
  return check && check.needed.length > 0 ? check : null;
};
