/**
 * Scoring throughput: the one pure scoring function, over random complete response sets of every
 * shipped product (what on-the-fly scoring runs on each keystroke and the server on each score).
 */
import { performance } from 'node:perf_hooks';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { Responses, ScoringContext } from '../../src/domain/scoring/scoreTypes';
import type { BenchRow } from './table';

/** A deterministic pseudo-random generator (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A complete response set: a random option of each choice item, a value inside each numeric item's range. */
function randomResponses(product: ProductDefinition, next: () => number): Responses {
  const responses: Responses = {};
  for (const item of product.items) {
    if (item.type === 'choice') responses[item.id] = item.options[Math.floor(next() * item.options.length)]?.value ?? null;
    else if (item.type === 'numeric') responses[item.id] = item.min + Math.floor(next() * (Math.min(item.max, item.min + 150) - item.min + 1));
  }
  return responses;
}

/**
 * Scores `count` response sets per product.
 * @returns one row per product: assessments scored per second and the mean time of one, in µs.
 */
export function benchScoring(products: readonly ProductDefinition[], context: ScoringContext, count: number): BenchRow[] {
  return products.map((product) => {
    const next = random(42);
    const sets = Array.from({ length: Math.min(count, 1000) }, () => randomResponses(product, next));
    const started = performance.now();
    for (let index = 0; index < count; index += 1) scoreAssessment(product, sets[index % sets.length] ?? {}, context);
    const seconds = (performance.now() - started) / 1000;
    return {
      measure: `Scoring: ${product.code}`,
      value: `${Math.round(count / seconds).toLocaleString('en-US')} per s (${((seconds / count) * 1e6).toFixed(1)} µs each)`,
      detail: `${count.toLocaleString('en-US')} complete response sets, one core`,
    };
  });
}
