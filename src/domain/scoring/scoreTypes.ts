/**
 * What scoring answers. Plain JSON: stored as the score of record, sent to the SPA, replayed by QA.
 */

/** Item responses by item id; `null` or absent means omitted. Values are option values. */
export type Responses = Record<string, number | null>;

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
  answered: number;
  itemCount: number;
  /** Numbers (as printed) of the member items not answered. */
  missingItemNumbers: number[];
  /** Whether this raw score is a score of record (enough items answered). */
  scorable: boolean;
  /** Whether the raw score was prorated for omitted items. */
  prorated: boolean;
  /** The interpretive band of `raw`, or `null` when no band covers it. Provisional while not scorable. */
  band: { label: string; interpretation: string } | null;
}

/** A raised flag. */
export interface RaisedFlag {
  id: string;
  label: string;
  severity: 'critical' | 'warning' | 'info';
  action: string;
}

/** Why an assessment cannot be scored (yet). */
export interface ScorabilityError {
  code: 'ITEMS_MISSING' | 'UNKNOWN_ITEM' | 'INVALID_RESPONSE';
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
