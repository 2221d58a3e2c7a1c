/**
 * What the score screen and the score report show beside each scale's score beyond the score
 * itself: the benchmark and the distance to it, the seconds a per-minute rate was prorated from,
 * and the measurement error. Worked out from the score, the product version it was scored with,
 * the responses and the administration, so a stored score of record needs nothing more.
 */
import type { FractionDigits } from '../format/numberFormat';
import type { ProductDefinition } from '../product/productDefinition';
import { measurementError, type MeasurementError } from './measurementError';
import { proratedFromSeconds } from './rateProration';
import { scaleBenchmark, type ScaleBenchmark } from './scaleBenchmark';
import { rawScoreDigits } from './scoreDigits';
import type { Responses, ScoreResult, ScoringContext } from './scoreTypes';

/** The details of one scale's score; each `null` when it does not apply. */
export interface ScaleDetails {
  scaleId: string;
  benchmark: ScaleBenchmark | null;
  /** The seconds a prorated per-minute rate was read for (1-59). */
  proratedFromSeconds: number | null;
  measurementError: MeasurementError | null;
  /** The fraction digits the raw score is written with ({@link rawScoreDigits}). */
  rawDigits: FractionDigits;
}

/**
 * The details of every scale of `score`, in its order.
 * @param product the product version `score` was scored with.
 */
export function scaleDetails(product: ProductDefinition, score: ScoreResult, responses: Responses, context: ScoringContext): ScaleDetails[] {
  return score.scales.map((scale) => ({
    scaleId: scale.scaleId,
    benchmark: scaleBenchmark(product, scale, context),
    proratedFromSeconds: proratedFromSeconds(product, scale, responses),
    measurementError: measurementError(product, scale),
    rawDigits: rawScoreDigits(product.scales.find((definition) => definition.id === scale.scaleId)),
  }));
}
