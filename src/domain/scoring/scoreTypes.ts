/**
 * What scoring takes beyond the product and responses, and what it answers. Plain JSON: stored as
 * the score of record, sent to the SPA, replayed by QA.
 */
import type { AdministrationDetails } from '../assessment';
import type { IsoDate } from '../dates';
import type { Sex } from '../examinee';

/** Item responses by item id; `null` or absent means omitted. Values are option values. */
export type Responses = Record<string, number | null>;

/**
 * The facts scoring needs beyond the responses: the examinee's demographics (age and sex select
 * mean/SD norm cells), the administration (grade, season, comparison group select percentile
 * tables) and the test date (age is completed years on it).
 */
export interface ScoringContext {
  demographics: { birthDate: IsoDate | null; sex: Sex | null };
  administration: AdministrationDetails;
  testDate: IsoDate;
}

/** A context with no demographics or administration facts: products without norms need nothing more. */
export const scoringContextOn = (testDate: IsoDate): ScoringContext => ({
  demographics: { birthDate: null, sex: null },
  administration: {},
  testDate,
});

/**
 * A score derived from norms. For percentile-anchor tables `percentileBand` is set
 * ("75th-89th"); for mean/SD tables `tScore` (50 + 10z, rounded) and `percentile` (1-99).
 */
export interface DerivedScore {
  comparisonGroupId: string;
  comparisonGroupLabel: string;
  /** Which cell was used, in words ("Grade 3, winter"). */
  cell: string;
  percentileBand: string | null;
  /** The lowest percentile of `percentileBand` (0 below the lowest anchor), for ordering and charts. */
  bandFloor: number | null;
  /** The highest percentile of `percentileBand` (the next anchor minus 1); `null` in the top band. */
  bandCeiling: number | null;
  tScore: number | null;
  percentile: number | null;
  /** The norm cell is not verified against its primary source. */
  unverified: boolean;
}

/** The score of one scale. */
export interface ScaleScore {
  scaleId: string;
  name: string;
  /**
   * The raw score (after reverse keys, method, proration and multiplier). While items are
   * missing beyond what the scale allows, this is the running score of the items answered so
   * far and `scorable` is false.
   */
  raw: number | null;
  /** The lowest and highest possible raw score. */
  range: [number, number];
  /** Member items with a value: answered, or counted by a skip rule (`skipped` says how many were). */
  answered: number;
  /**
   * How many of `answered` were left blank and count only by their skip rule (K10 items 3 and 6
   * after "None of the time" on items 2 and 5). Absent when none was: scores stored before it was
   * counted lack it, and mean none.
   */
  skipped?: number;
  itemCount: number;
  /** Numbers (as printed) of the member items not answered. */
  missingItemNumbers: number[];
  /** Whether this raw score is a score of record (enough items answered). */
  scorable: boolean;
  /** Whether the raw score was prorated for omitted items. */
  prorated: boolean;
  /** The interpretive band of `raw`, or `null` when no band covers it. Provisional while not scorable. */
  band: { label: string; interpretation: string } | null;
  /** The score against the chosen comparison group's norms; `null` without norms or a matching cell. */
  derived: DerivedScore | null;
}

/** A raised flag. */
export interface RaisedFlag {
  id: string;
  label: string;
  severity: 'critical' | 'warning' | 'info';
  action: string;
}

/**
 * Why an assessment cannot be scored (yet). Every code blocks a score of record except
 * `NO_NORMS` (the norms have no cell for the examinee: the raw score stands without a derived
 * score, as Hasbrouck & Tindal report grade 1 fall).
 */
export interface ScorabilityError {
  code:
    | 'ITEMS_MISSING'
    | 'UNKNOWN_ITEM'
    | 'INVALID_RESPONSE'
    | 'CONSTRAINT_VIOLATED'
    | 'ADMINISTRATION_MISSING'
    | 'UNKNOWN_COMPARISON_GROUP'
    | 'NO_NORMS';
  message: string;
  /** Numbers of the items concerned (for unknown items, empty). */
  itemNumbers: number[];
}

/** The scores of one assessment. */
export interface ScoreResult {
  productId: string;
  productVersion: number;
  /** True when every scale is scorable and no response is invalid: the result may be recorded. */
  scorable: boolean;
  scales: ScaleScore[];
  flags: RaisedFlag[];
  scorabilityErrors: ScorabilityError[];
}
