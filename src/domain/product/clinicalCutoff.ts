/** A scale's published cut-off between its dysfunctional and functional range, as product data. */

/**
 * The score that separates a scale's dysfunctional ("caseness") range from its functional range,
 * for Jacobson & Truax's clinically significant change (see `reliableChange.ts`).
 * On a scale where higher is worse (PHQ-9, GAD-7) `value` is the lowest dysfunctional score:
 * scores at or above it are dysfunctional. Where higher is better it is the lowest functional
 * score: scores below it are dysfunctional.
 */
export interface ClinicalCutoff {
  /** The boundary score, in the scale's own metric (PHQ-9 total: 10). */
  value: number;
  /** The papers that publish it, named exactly, with what each says. */
  source: string;
}
