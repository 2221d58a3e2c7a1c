/**
 * Which per-minute rates were prorated, and from how many seconds: a reading probe stopped before
 * the minute reports words correct × 60 ÷ seconds (the product's `perMinute` formula), and every
 * screen and report that shows the rate says it was prorated from the seconds read.
 */
import type { ProductDefinition } from '../product/productDefinition';
import type { Responses, ScaleScore } from './scoreTypes';

/**
 * The seconds a prorated per-minute scale divided by.
 * @returns the seconds (1-59) when `scale` is `prorated` by a `perMinute` formula whose seconds
 *   item holds a number; `null` otherwise (a sum prorated for omitted items included).
 */
export function proratedFromSeconds(product: ProductDefinition, scale: ScaleScore, responses: Responses): number | null {
  if (!scale.prorated) return null;
  const formula = product.scales.find((definition) => definition.id === scale.scaleId)?.formula;
  if (formula?.kind !== 'perMinute') return null;
  const seconds = responses[formula.seconds];
  return typeof seconds === 'number' && seconds > 0 && seconds < 60 ? seconds : null;
}
