/**
 * A product (an instrument) as data: what the back office configures and what
 * `config/products/*.json` ships. Scoring, item entry, the examinee player and reports all read
 * this one shape; nothing about an instrument is written in code.
 */
import type { Locale } from '../locale';
import type { ItemDefinition, LocalizedText } from './itemDefinition';
import type { ProductTestCase } from './productTestCases';
import type { ProductCatalogueFields } from './productCatalogue';
import type { ProductTranslations } from './productTranslations';
import type { ScaleReliability } from './scaleReliability';

export * from './itemDefinition';
export type { ScaleReliability } from './scaleReliability';

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
 *   Kroenke 2001). Raised only once every item it reads is answered.
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

/**
 * A rule on the change of a scale's score between two administrations of the product to the same
 * examinee: the change is flagged when the absolute difference is `threshold` or more (WHO-5: a
 * percentage score 10 or more points from the previous one, "A 10% difference indicates a
 * significant change").
 */
export interface ChangeRule {
  id: string;
  /** The id of a {@link ScaleDefinition} whose raw scores are compared. */
  scale: string;
  /** In the scale's own metric (raw score after the multiplier); compared with |current − previous|. Positive. */
  threshold: number;
  /** What the flag says when the threshold is met (`Significant change`). */
  label: string;
  /** Where the rule comes from (manual, paper). */
  source: string;
}

/**
 * A rule on entries; a broken rule is a scorability error (`CONSTRAINT_VIOLATED`) with `message`.
 * - `atMost`: the response to `item` may not exceed the response to `other` (ORF: errors cannot
 *   exceed words read).
 * - `minimum`: the response to `item`, when given, may not be below `value` (ORF: a probe shorter
 *   than the product's minimum cannot be prorated to a minute). A blank item breaks nothing.
 */
export type ResponseConstraint =
  | { kind: 'atMost'; item: string; other: string; message: string }
  | { kind: 'minimum'; item: string; value: number; message: string };

/** A norm table's comparison group (the 2017 or the 2006 ORF norms; an age-by-sex sample). */
export interface ComparisonGroup {
  id: string;
  label: string;
  /** The published source of the norms. */
  source: string;
  /** The group used when the administration names none; exactly one group is the default. */
  default: boolean;
}

/**
 * Which examinees a norm cell describes. Every field set must match: `grade` and `season` from the
 * administration, `sex` from the examinee, `ageYears` (completed years on the test date, inclusive)
 * from the birth date. Fields left out match anyone.
 */
export interface NormMatch {
  grade?: number;
  season?: 'fall' | 'winter' | 'spring';
  sex?: 'female' | 'male';
  ageYears?: { min: number; max: number };
}

/** A score at a percentile (ORF: WCPM at the 10th, 25th, 50th, 75th and 90th percentiles). */
export interface PercentileAnchor {
  percentile: number;
  score: number;
}

/** Fields every norm cell has. */
interface NormCellBase {
  match: NormMatch;
  /** The cell's value is not confirmed against the primary source; reports say so. */
  unverified: boolean;
  /** Why it is unverified, or other remarks on the cell. */
  note?: string;
}

/** A cell of a percentile-anchor table. */
export interface PercentileAnchorCell extends NormCellBase {
  /** Two or more anchors; their order in the file does not matter. */
  anchors: PercentileAnchor[];
}

/** A cell of a mean/SD table. */
export interface MeanSdCell extends NormCellBase {
  mean: number;
  /** Positive. */
  sd: number;
}

/**
 * Norms of one scale in one comparison group.
 * - `percentileAnchors`: the score's band is the one of the highest anchor at or below the score
 *   ("90th and above", "75th-89th", ..., "below 10th"); a score exactly at an anchor is in that
 *   anchor's band. No interpolation (Hasbrouck & Tindal publish none).
 * - `meanSd`: z = (raw - mean) / sd; T = 50 + 10z (rounded); percentile = 100 Φ(z), rounded and
 *   kept within 1-99.
 */
export type NormTable =
  | { method: 'percentileAnchors'; scale: string; comparisonGroup: string; cells: PercentileAnchorCell[] }
  | { method: 'meanSd'; scale: string; comparisonGroup: string; cells: MeanSdCell[] };

/** A stimulus shown to the examiner (a reading passage), chosen by grade when `grade` is set. */
export interface Passage {
  id: string;
  title: string;
  /** The grade the passage is written for; `null` for any grade. */
  grade: number | null;
  text: LocalizedText;
  /** Words in the passage, so the examiner can tell when a student reached its end. */
  wordCount: number;
}

/** The sections of the score report, in the order they are printed. */
export const REPORT_SECTIONS = ['details', 'scores', 'profile', 'flags', 'scorability', 'items', 'signature'] as const;
/** One value of {@link REPORT_SECTIONS}. */
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/**
 * A scale as the feedback report shows it: by a name and a description the reader understands.
 * Only the scales listed are printed, in the order listed.
 */
export interface FeedbackScale {
  /** The id of a {@link ScaleDefinition}. */
  scale: string;
  /** The scale's name for the reader (`Low mood and loss of interest`). */
  name: LocalizedText;
  /** What the scale is about; for a trait, what lower and higher scores describe. */
  about: LocalizedText;
  /**
   * Words under the low and high end of the bar of a scale without bands or percentile texts
   * (IPIP: `More reserved`, `More outgoing`); `null` prints the report's "Lower" and "Higher".
   */
  ends?: [LocalizedText, LocalizedText] | null;
}

/** The plain-language name and text of one interpretive band. */
export interface FeedbackBandText {
  /** With `band`, names a {@link BandDefinition} by its scale and label. */
  scale: string;
  band: string;
  /** The band's name for the reader (`Mild`, `Lower well-being`); printed on the bar and as the result. */
  label: LocalizedText;
  text: LocalizedText;
}

/**
 * The plain-language name and text of a percentile band of a norm-referenced scale (ORF): it
 * applies from percentile `atLeast` up to the next text's `atLeast` (the lowest text starts at 0).
 */
export interface FeedbackPercentileText {
  scale: string;
  /** The lowest percentile the text covers (0-99). */
  atLeast: number;
  label: LocalizedText;
  text: LocalizedText;
}

/**
 * A plain-language feedback report for the examinee or a parent, where the product defines one.
 * It never prints item responses, norms tables or flag details; it says what the scores mean and
 * what to do next.
 */
export interface FeedbackReportDefinition {
  /** Who reads it: the examinee, or a parent of a child examinee. */
  reader: 'examinee' | 'parent';
  /** The report's title (`Your PHQ-9 results`). */
  title: LocalizedText;
  /** What the questionnaire asks about, in plain words. */
  introduction: LocalizedText;
  /** The scales printed, in order. */
  scales: FeedbackScale[];
  /** Text per interpretive band; every band of a listed scale that has bands needs one. */
  bandTexts: FeedbackBandText[];
  /** Text per percentile band of listed scales with percentile norms (ORF); empty otherwise. */
  percentileTexts: FeedbackPercentileText[];
  /** What to do next (talk to the clinician, where to get help now); printed last. */
  closing: LocalizedText;
}

/** The whole definition of a product (its catalogue fields: productCatalogue.ts). */
export interface ProductDefinition extends ProductCatalogueFields {
  /** Stable id (`phq9`). */
  id: string;
  /** Short name shown on screens (`PHQ-9`). */
  code: string;
  /** Full name. */
  name: string;
  /** Increases with every change of the definition; scores record the version they used. */
  version: number;
  /** Who may use the product: `clinical` (examiners) or `education` (teachers too). */
  audience: 'clinical' | 'education';
  citation: string;
  /** The attribution line the rights holder asks for; printed on every screen and report that shows the items. */
  attribution: string;
  /** License note kept with the product (why we may ship it, under which conditions). */
  licenseNote: string;
  instructions: LocalizedText;
  /** The recall period the instructions name (`last 2 weeks`). */
  recallPeriod: string;
  /** Ages (completed years) the form is meant for, inclusive; `null` when any age. */
  ageRange: { minYears: number; maxYears: number } | null;
  /** The locales the form can be given in: its instructions, items and options exist in each (see itemLanguages.ts). */
  languages: Locale[];
  /**
   * Where each translation of the item text comes from (the rights holder's publication and the
   * copy it was taken from), by locale; every locale of `languages` but US English needs one.
   */
  itemTextSources?: Partial<Record<Locale, string>>;
  /** Days within which a new administration counts as a retest; `null` when not defined. */
  retestIntervalDays: number | null;
  items: ItemDefinition[];
  scales: ScaleDefinition[];
  bands: BandDefinition[];
  flags: FlagDefinition[];
  /** Cross-item rules on entries (errors cannot exceed words read). */
  constraints: ResponseConstraint[];
  /** Norm groups the examiner may choose from; empty when the product has no norms. */
  comparisonGroups: ComparisonGroup[];
  /** Norm tables, one per scale and comparison group. */
  norms: NormTable[];
  /** Administration facts the norms need (ORF: grade and season); asked for on the assessment page. */
  administrationFields: ('grade' | 'season')[];
  /** Stimuli for the examiner (ORF passages). */
  passages: Passage[];
  /** The score report's sections, in order. */
  reportSections: ReportSection[];
  /** Rules on the change since the examinee's previous administration; absent or empty when none. */
  changeRules?: ChangeRule[];
  /** The feedback report, when the product has one. */
  feedbackReport?: FeedbackReportDefinition | null;
  /**
   * Items the examinee player shows per page (a long personality inventory is answered a page at
   * a time); absent or 1: one item at a time.
   */
  itemsPerPage?: number;
  /** Where the scoring rules come from. */
  sources: string[];
  /**
   * The product's own words (scale names, band labels and interpretations, flags, change rules,
   * comparison groups) in other languages; the definition's strings are the US English source.
   * Item text is the instrument's and is never here (see `items[].text`).
   */
  translations?: ProductTranslations;
  /**
   * The product's own test cases: responses and a scoring context with the scores, bands and
   * flags they must give (`productTestCases.ts`). A draft is published only when all pass.
   */
  testCases?: ProductTestCase[];
}


/**
 * The headline scales of a product, in product order: the primary ones, or the first scale when
 * none is marked (see `ScaleDefinition.primary`).
 */
export function headlineScales(product: Pick<ProductDefinition, 'scales'>): ScaleDefinition[] {
  const primary = product.scales.filter((scale) => scale.primary);
  return primary.length > 0 ? primary : product.scales.slice(0, 1);
}
