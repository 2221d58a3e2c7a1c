/**
 * A scale's benchmark: the score at the product's benchmark percentile in the examinee's norm
 * cell, and how far the score is from it (ORF: the 50th percentile of the grade and season,
 * Hasbrouck & Tindal 2017; a WCPM of 87 in grade 3 winter is 10 words below the benchmark of 97).
 */
import type { ProductDefinition } from '../product/productDefinition';
import { anchorCellFor } from './normLookup';
import type { ScaleScore, ScoringContext } from './scoreTypes';

/** The benchmark of one scale's score. */
export interface ScaleBenchmark {
  /** The benchmark percentile (50). */
  percentile: number;
  /** The score at that percentile in the norm cell used (WCPM 97). */
  score: number;
  /** The scale's raw score minus `score`, in the scale's units: negative below the benchmark. */
  difference: number;
}

/**
 * The benchmark of `scale` for this administration.
 * @returns `null` when the scale declares no benchmark percentile, is not a scorable score with a
 *   derived score (no norm cell: grade 1 fall, administration incomplete), or its cell has no
 *   anchor at the percentile.
 */
export function scaleBenchmark(product: ProductDefinition, scale: ScaleScore, context: ScoringContext): ScaleBenchmark | null {
  const percentile = product.scales.find((definition) => definition.id === scale.scaleId)?.benchmarkPercentile;
  if (percentile === undefined || !scale.scorable || scale.raw === null || !scale.derived) return null;
  const anchor = anchorCellFor(product, scale.scaleId, context)?.anchors.find((candidate) => candidate.percentile === percentile);
  if (!anchor) return null;
  // Two decimals, as raw scores are kept (a WCPM is whole; a mean-based scale need not be).
  return { percentile, score: anchor.score, difference: Math.round((scale.raw - anchor.score) * 100) / 100 };
}
