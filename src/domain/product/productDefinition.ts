/**
 * A product (an instrument) as data: what the back office configures and what
 * `config/products/*.json` ships. Scoring, item entry, the examinee player and reports all read
 * this one shape; nothing about an instrument is written in code.
 */
import type { Locale } from '../locale';
import type { ItemDefinition, LocalizedText } from './itemDefinition';
import type { LoincCode } from './productLoinc';
import type { ProductTestCase } from './productTestCases';
import type { ProductCatalogueFields } from './productCatalogue';
import type { ProductTranslations } from './productTranslations';
import type { BandDefinition, FlagDefinition, ScaleDefinition } from './scaleDefinition';

export * from './itemDefinition';
export * from './scaleDefinition';
export type { ScaleReliability } from './scaleReliability';
export type { ClinicalCutoff } from './clinicalCutoff';
export type { LoincAnswerList, LoincCode, LoincConfidence } from './productLoinc';

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
   * The LOINC panel code of the instrument (Questionnaire.code); absent when none is confirmed.
   * Item, scale and answer codes are on the items, scales and options (productLoinc.ts).
   */
  loinc?: LoincCode;
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
