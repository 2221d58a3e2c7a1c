/**
 * A score's standard error of measurement and 95% confidence interval, from the reliability its
 * product publishes for the scale (classical test theory: SEM = SD × √(1 − r); the interval is
 * the score ± 1.96 × SEM). GAD-7 worked example (Löwe 2008: α = 0.89, SD 3.5): SEM = 3.5 × √0.11
 * = 1.16, so a total of 12 lies between 9.7 and 14.3 with 95% confidence.
 */
import type { ProductDefinition, ScaleReliability } from '../product/productDefinition';
import type { ScaleScore } from './scoreTypes';

/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.96;

/** The measurement error of one score. */
export interface MeasurementError {
  /** The standard error of measurement, in the scale's units, to two decimals. */
  sem: number;
  /** The 95% confidence interval's ends, to one decimal, kept within the scale's range. */
  lower: number;
  upper: number;
  /** The reliability it comes from. */
  reliability: ScaleReliability;
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The standard error of measurement of a scale with this reliability.
 * @returns SD × √(1 − r), unrounded.
 */
export function standardErrorOfMeasurement(reliability: Pick<ScaleReliability, 'coefficient' | 'sd'>): number {
  return reliability.sd * Math.sqrt(1 - reliability.coefficient);
}

/**
 * The measurement error of `scale`'s score.
 * @returns `null` when the product publishes no reliability for the scale or the score is not one
 *   of record (not scorable, no raw score).
 */
export function measurementError(product: ProductDefinition, scale: ScaleScore): MeasurementError | null {
  const reliability = product.scales.find((definition) => definition.id === scale.scaleId)?.reliability;
  if (!reliability || !scale.scorable || scale.raw === null) return null;
  const sem = standardErrorOfMeasurement(reliability);
  const [low, high] = scale.range;
  return {
    sem: round(sem, 2),
    // The interval of the unrounded SEM, so its ends do not carry the SEM's rounding.
    lower: round(Math.max(low, scale.raw - Z_95 * sem), 1),
    upper: round(Math.min(high, scale.raw + Z_95 * sem), 1),
    reliability,
  };
}
