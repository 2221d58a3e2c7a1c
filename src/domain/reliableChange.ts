/**
 * Reliable and clinically significant change between two administrations of a scale, after
 * Jacobson NS, Truax P. Clinical significance: a statistical approach to defining meaningful
 * change in psychotherapy research. J Consult Clin Psychol. 1991;59(1):12-19.
 *
 * - Standard error of measurement: SE = SD × √(1 − r), with r the scale's published reliability
 *   and SD the standard deviation of the sample it was found in (J&T recommend the dysfunctional
 *   group's SD).
 * - Standard error of the difference of two scores: S_diff = √(2 × SE²) = √2 × SE.
 * - Reliable change index: RCI = (x₂ − x₁) / S_diff; the change is reliable when |RCI| > 1.96
 *   (it would arise from measurement error alone less than 5% of the time).
 * - Clinically significant change: reliable change that also crosses the published cut-off
 *   between the dysfunctional and the functional range (J&T's criterion for a caseness cut-off).
 *
 * Worked example (PHQ-9 total, α = 0.89, SD 6.1): SE = 2.023, S_diff = 2.861; 14 → 8 is RCI −2.10,
 * a reliable improvement, clinically significant because it crosses the cut-off of 10; 14 → 9 is
 * RCI −1.75, no reliable change.
 *
 * The WHO-5's ten-point rule is a different, instrument-specific rule (`scoreChange.ts`).
 */
import type { ClinicalCutoff } from './product/clinicalCutoff';
import type { ScaleDefinition } from './product/scaleDefinition';
import type { ScaleReliability } from './product/scaleReliability';

/** The two-sided 95% normal quantile J&T use as the reliability threshold of the RCI. */
export const RCI_THRESHOLD = 1.96;

/** What a change amounts to, read in the scale's direction (`higherIs`). */
export type ReliableChangeKind = 'reliableImprovement' | 'reliableDeterioration' | 'noReliableChange';

/** The reliable-change statement between two scores of one scale. */
export interface ReliableChange {
  /** The earlier and the later raw score, in the scale's metric. */
  from: number;
  to: number;
  /** `to − from`. */
  difference: number;
  /** S_diff = √2 × SD × √(1 − r), to three decimals, in the scale's units. */
  standardErrorOfDifference: number;
  /** (to − from) / S_diff, to two decimals (negative when the score fell). */
  rci: number;
  /** |RCI| above which a change is reliable (1.96). */
  threshold: number;
  kind: ReliableChangeKind;
  /**
   * The change is reliable and moves across `cutoff` in its own direction: out of the
   * dysfunctional range for an improvement, into it for a deterioration.
   */
  clinicallySignificant: boolean;
  /** The scale's cut-off, or `null` when it publishes none (then never clinically significant). */
  cutoff: ClinicalCutoff | null;
  /** The reliability and SD the index is computed from, with their source. */
  reliability: ScaleReliability;
}

/** What of a scale's definition the rule reads. */
export type ReliableChangeScale = Pick<ScaleDefinition, 'reliability' | 'higherIs' | 'clinicalCutoff'>;

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The standard error of the difference between two scores of a scale with this reliability.
 * @returns √2 × SD × √(1 − r), unrounded, in the scale's units.
 */
export function standardErrorOfDifference(reliability: Pick<ScaleReliability, 'coefficient' | 'sd'>): number {
  return Math.SQRT2 * reliability.sd * Math.sqrt(1 - reliability.coefficient);
}

/** Whether a score lies in the dysfunctional range (see {@link ClinicalCutoff}). */
function dysfunctional(score: number, cutoff: ClinicalCutoff, higherIsWorse: boolean): boolean {
  return higherIsWorse ? score >= cutoff.value : score < cutoff.value;
}

/**
 * Whether these scale definitions can be judged by {@link reliableChange}: the scale publishes a
 * reliability and what a higher score means (`worse`, the default, or `better`).
 */
export function hasReliableChange(scale: ReliableChangeScale): boolean {
  return scale.reliability !== undefined && scale.higherIs !== 'neither';
}

/**
 * The reliable-change statement from `from` to `to` (raw scores of one scale, earlier first).
 * The RCI's sign is the score's; whether a rise is an improvement is the scale's `higherIs`.
 * @returns `null` when the scale publishes no reliability, or higher scores are neither better nor
 *   worse (no direction to call an improvement).
 */
export function reliableChange(scale: ReliableChangeScale, from: number, to: number): ReliableChange | null {
  const { reliability } = scale;
  if (!reliability || !hasReliableChange(scale)) return null;
  const higherIsWorse = scale.higherIs !== 'better';
  const sDiff = standardErrorOfDifference(reliability);
  const difference = round(to - from, 9);
  const rci = difference / sDiff;
  const reliable = Math.abs(rci) > RCI_THRESHOLD;
  const improved = higherIsWorse ? difference < 0 : difference > 0;
  const kind: ReliableChangeKind = !reliable ? 'noReliableChange' : improved ? 'reliableImprovement' : 'reliableDeterioration';
  const cutoff = scale.clinicalCutoff ?? null;
  const crossed =
    cutoff !== null &&
    // Out of the dysfunctional range when improving, into it when deteriorating.
    (improved
      ? dysfunctional(from, cutoff, higherIsWorse) && !dysfunctional(to, cutoff, higherIsWorse)
      : !dysfunctional(from, cutoff, higherIsWorse) && dysfunctional(to, cutoff, higherIsWorse));
  return {
    from,
    to,
    difference,
    standardErrorOfDifference: round(sDiff, 3),
    rci: round(rci, 2),
    threshold: RCI_THRESHOLD,
    kind,
    clinicallySignificant: reliable && crossed,
    cutoff,
    reliability,
  };
}
