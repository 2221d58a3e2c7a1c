/** A scale's published reliability, as product data (see `ScaleDefinition.reliability`). */

/**
 * A published reliability coefficient of a scale with the standard deviation of the sample it
 * was found in: SEM = sd × √(1 − coefficient), 95% confidence interval = score ± 1.96 × SEM.
 */
export interface ScaleReliability {
  /** The coefficient, above 0 and below 1 (GAD-7: Cronbach's α = 0.89, Löwe 2008). */
  coefficient: number;
  /** `internalConsistency` (Cronbach's α) or `testRetest` (a retest correlation or ICC). */
  kind: 'internalConsistency' | 'testRetest';
  /** The SD of the scale's raw scores (in its own metric, after the multiplier) in that sample. Positive. */
  sd: number;
  /** The paper or manual both numbers are taken from, named exactly, with where in it. */
  source: string;
}
