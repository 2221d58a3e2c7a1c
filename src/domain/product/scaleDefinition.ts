/**
 * How a product turns responses into scores, as data: its scales (item sums, means and formulas),
 * their interpretive bands and the flags its rules raise. Part of {@link ProductDefinition}
 * (productDefinition.ts re-exports every type here).
 */
import type { ClinicalCutoff } from './clinicalCutoff';
import type { LoincCode } from './productLoinc';
import type { ScaleReliability } from './scaleReliability';

/**
 * A computed scale's formula, as data. `difference`: the value of `of[0]` minus the value of
 * `of[1]`, each an item id or the id of a scale listed earlier (ORF: WCPM = words read − errors,
 * Hasbrouck & Tindal 2017 procedure).
 */
export type ScaleFormula =
  | { kind: 'difference'; of: [string, string] }
  /**
   * A rate per minute (oral reading fluency read for less than a minute, issue #20):
   * raw = round half up ((a − b) × 60 / seconds), `seconds` the value of the item it names (absent:
   * 60). The scale is `prorated` when seconds < 60. A 60-second probe is a − b, as `difference`.
   */
  | { kind: 'perMinute'; of: [string, string]; seconds: string }
  /**
   * A ratio: raw = `of[0]` ÷ `of[1]` × the scale's multiplier (ORF accuracy: words correct ÷ words
   * read × 100, a percentage). With `of[1]` at 0 the ratio has no value (no word read: no
   * accuracy) and does not block the score of record.
   */
  | { kind: 'ratio'; of: [string, string] }
  /**
   * A count: raw = how many of `criteria` are met by the items' responses as printed on the form,
   * the criteria shape of the `countAtLeast` flag rule (PHQ-9: the symptom count behind the
   * provisional diagnosis, items 1-8 at 2 or more and item 9 at 1 or more, Kroenke 2001). Every
   * criterion's item must be one of the scale's `items`, so the scale's omission rule covers it;
   * while items are blank the count is of the answered ones (a running score, not of record).
   */
  | { kind: 'countMeeting'; criteria: ItemCriterion[] };

/** A scale: items combined into one raw score. */
export interface ScaleDefinition {
  id: string;
  name: string;
  /** Ids of the member items. */
  items: string[];
  /** `sum` adds the (reverse-keyed) item values; `mean` averages them. */
  method: 'sum' | 'mean';
  /** Applied after `method` (DASS-21 doubles its sums, WHO-5 multiplies by four). */
  multiplier: number;
  /**
   * Added to the result of `method` before the multiplier; 0 when absent. The K10's US scoring and
   * the K6 count each item from 0 where the form codes it from 1 (sum − item count; Kessler 2003).
   */
  offset?: number;
  /**
   * `halfUp`: the raw score is rounded half up to a whole number (a prorated CES-D total, platform
   * policy recorded in the instrument's facts); absent: kept to two decimals.
   */
  rounding?: 'halfUp';
  /** The lowest and highest possible raw score, after the multiplier. */
  range: [number, number];
  /**
   * How many member items may be omitted while the scale stays scorable. An `optional` member left
   * out is not counted: it adds nothing (PHQ-15 item 4, asked of women only).
   */
  maxOmitted: number;
  /** When items are omitted (within `maxOmitted`), scale the sum up to the full item count. */
  prorate: boolean;
  /**
   * A headline scale: the screens' headline, the lists and the report's profile show it. One for
   * most products (the total); several where the instrument has parallel scales and no total
   * (DASS-21's Depression, Anxiety and Stress; the IPIP-50's five domains). The first primary
   * scale leads where one number must stand for the assessment (a group report's member rows).
   */
  primary: boolean;
  /**
   * What a higher score means, for the colours of charts: `worse` (symptom scales; the default),
   * `better` (well-being, skills) or `neither` (personality traits).
   */
  higherIs?: 'worse' | 'better' | 'neither';
  /**
   * When present, the raw score is this formula instead of `method` over `items`; `items` still
   * lists the items it reads, for omission rules. `null` for item sums and means.
   */
  formula?: ScaleFormula | null;
  /**
   * The percentile whose score in the examinee's norm cell is the scale's benchmark, shown beside
   * the score with the distance to it in the scale's units (ORF: the 50th percentile of the grade
   * and season, Hasbrouck & Tindal). Only on a scale with percentile-anchor norms, every cell of
   * which has an anchor at this percentile; absent: no benchmark.
   */
  benchmarkPercentile?: number;
  /**
   * The scale's published reliability, for the standard error of measurement and the confidence
   * interval shown beside its score ({@link ScaleReliability}); absent where none is citable.
   */
  reliability?: ScaleReliability;
  /**
   * The published cut-off between the dysfunctional and the functional range
   * ({@link ClinicalCutoff}), for clinically significant change. Read only on a scale with a
   * `reliability` and a `higherIs` of `worse` or `better`; absent where none is citable.
   */
  clinicalCutoff?: ClinicalCutoff;
  /** The LOINC code of the score (Observation.code, the calculated item's code); absent when none is confirmed. */
  loinc?: LoincCode;
}

/** An interpretive band of a scale: raw scores from `min` to `max` inclusive. */
export interface BandDefinition {
  scale: string;
  min: number;
  max: number;
  label: string;
  /** Interpretive text for reports. */
  interpretation: string;
}

/** An item whose response is at least `atLeast` (a symptom "present"). */
export interface ItemCriterion {
  item: string;
  atLeast: number;
}

/**
 * When a flag is raised.
 * - `itemAtLeast`: an item's response is `value` or more (a critical item).
 * - `anyItemAtMost`: any of `items` is answered `value` or less (WHO-5: any item 0 or 1).
 * - `scaleAtLeast` / `scaleBelow`: a scorable scale is at least / below `value`.
 * - `countAtLeast`: at least `min` (and at most `max`, when set) of `criteria` are met, and, when
 *   `requireAnyOf` is set, one of those criteria is met too (PHQ-9 provisional diagnosis,
 *   Kroenke 2001). Raised only once every required item it reads is answered.
 * - `belowNormAnchor`: a scorable scale is `margin` or more below the score at `percentile` in the
 *   norm cell used (ORF: 10 or more words below the 50th percentile, Read Naturally guidance to
 *   the Hasbrouck & Tindal norms).
 * - `allOf`: every one of `rules` holds (PCL-5 provisional DSM-5 diagnosis: symptom counts in each
 *   of the clusters B, C, D and E). Its rules may not be `allOf` themselves.
 */
export type FlagRule =
  | { kind: 'itemAtLeast'; item: string; value: number }
  | { kind: 'anyItemAtMost'; items: string[]; value: number }
  | { kind: 'scaleAtLeast'; scale: string; value: number }
  | { kind: 'scaleBelow'; scale: string; value: number }
  | { kind: 'countAtLeast'; criteria: ItemCriterion[]; min: number; max: number | null; requireAnyOf: ItemCriterion[] }
  | { kind: 'belowNormAnchor'; scale: string; percentile: number; margin: number }
  | { kind: 'allOf'; rules: FlagRule[] };

/** A flag that draws the examiner's attention (a critical item, a cut-off). */
export interface FlagDefinition {
  id: string;
  label: string;
  /** `critical` flags (suicide-risk items) are shown first and in red. */
  severity: 'critical' | 'warning' | 'info';
  rule: FlagRule;
  /** What the examiner should do when the flag is raised. */
  action: string;
  /** Where the rule comes from (manual, paper). */
  source: string;
}
