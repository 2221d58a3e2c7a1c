/**
 * The items of a product, as data: choice, numeric and essay items, their options and rubrics, and
 * localized text (the rights holder's words in each published translation).
 */
import type { Locale } from '../locale';
import type { LoincAnswerList, LoincCode } from './productLoinc';

/** Text in several locales; `en_us` is always present and is the fall-back. */
export type LocalizedText = { en_us: string } & Partial<Record<Locale, string>>;

/** One response option of a choice item: the stored value and its label. */
export interface ResponseOption {
  /** The value stored as the response and summed into scales (before reverse keying). */
  value: number;
  label: LocalizedText;
  /** The option's LOINC answer code (`LA6568-5`), in the item's `loincAnswerList`; absent when the item has none. */
  loinc?: string;
}

/** A multiple-choice (rating) item. */
export interface ChoiceItem {
  id: string;
  /** The item's number as printed on the form (1-based). */
  number: number;
  type: 'choice';
  text: LocalizedText;
  options: ResponseOption[];
  /** Reverse-keyed: scored as (lowest + highest option value) minus the response. */
  reverse: boolean;
  /** Whether the item counts in any scale; unscored items (a difficulty question) are still recorded. */
  scored: boolean;
  /** An unscored item that may be left blank without making the form incomplete. */
  optional: boolean;
  /** A note for examiners (why an item is unscored, for instance). */
  note?: string;
  /** The item's LOINC code (Questionnaire.item.code); absent when none is confirmed. */
  loinc?: LoincCode;
  /** The LOINC answer list of the options; when set, every option carries its answer code. */
  loincAnswerList?: LoincAnswerList;
  /** The instrument's skip rule for this item, when it has one ({@link SkipRule}). */
  skippedWhen?: SkipRule;
}

/**
 * An instrument's skip rule: the item is not asked when an earlier choice item got `response`,
 * and left blank it then counts as `scoredAs` (one of its own option values, before reverse
 * keying). An answer given anyway stands. Source: the instrument's manual (the K10 interview
 * form skips items 3 and 6 after "None of the time" on items 2 and 5, scoring them 1).
 */
export interface SkipRule {
  /** The id of the earlier choice item the rule reads. */
  item: string;
  /** That item's option value that skips this one. */
  response: number;
  /** The option value this item counts as when skipped and left blank. */
  scoredAs: number;
}

/**
 * An integer the examiner types (words read in a timed passage, errors). The response is the
 * number itself; it must be a whole number from `min` to `max` inclusive.
 */
export interface NumericItem {
  id: string;
  number: number;
  type: 'numeric';
  text: LocalizedText;
  /** Lowest accepted entry (inclusive). */
  min: number;
  /** Highest accepted entry (inclusive). */
  max: number;
  /** What the number counts, shown beside the field (`words`). */
  unit: string;
  /** Numeric entries are never reverse-keyed; kept `false` so every item has the same flag. */
  reverse: false;
  scored: boolean;
  optional: boolean;
  note?: string;
  /** The item's LOINC code; absent when none is confirmed. */
  loinc?: LoincCode;
}

/** One level of a rubric criterion: the points it gives and what the examiner looks for. */
export interface RubricLevel {
  value: number;
  label: string;
  description: string;
}

/** One criterion of an essay rubric (ideas, organisation...). */
export interface RubricCriterion {
  id: string;
  label: string;
  /** At least two levels; the examiner picks one. */
  levels: RubricLevel[];
}

/**
 * A written response scored by the examiner with a rubric. Each criterion is entered as its own
 * response under the key `<itemId>.<criterionId>` (see {@link essayResponseKey}); the item's
 * value in a scale is the sum of its criteria, and it counts as omitted until every criterion is scored.
 */
export interface EssayItem {
  id: string;
  number: number;
  type: 'essay';
  text: LocalizedText;
  rubric: RubricCriterion[];
  reverse: false;
  scored: boolean;
  optional: boolean;
  note?: string;
  /** The item's LOINC code; absent when none is confirmed. */
  loinc?: LoincCode;
}

/** Any item of a form. */
export type ItemDefinition = ChoiceItem | NumericItem | EssayItem;

/** The response key of one rubric criterion of an essay item. */
export const essayResponseKey = (itemId: string, criterionId: string): string => `${itemId}.${criterionId}`;
