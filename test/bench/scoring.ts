/**
 * Scoring throughput: the one pure scoring function, over random complete response sets of every
 * shipped product (what on-the-fly scoring runs on each keystroke and the server on each score),
 * beside a PHQ-9 scored by hand, to see what the general engine costs over the arithmetic itself.
 */
import { performance } from 'node:perf_hooks';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { compileScorer } from '../../src/domain/scoring/compileScorer';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { Responses, ScoreResult, ScoringContext } from '../../src/domain/scoring/scoreTypes';
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

/** What the PHQ-9 manual reads off a completed form. */
interface Phq9ByHand {
  /** Sum of the nine items (0-27); `null` when an item is not answered 0-3. */
  total: number | null;
  severity: string | null;
  /** Item 9 (thoughts of death or self-harm) at 1 or more. */
  item9: boolean;
  /** Items 1 and 2 total 3 or more. */
  phq2Positive: boolean;
}

const PHQ9_ITEMS = ['phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9'] as const;

/** Whether a response is one of the form's values 0-3. */
const isAnswer = (value: number | null | undefined): value is number => value === 0 || value === 1 || value === 2 || value === 3;

/**
 * A PHQ-9 scored as its instruction manual does it by hand: the nine items summed, the severity
 * band of the total (0-4, 5-9, 10-14, 15-19, 20-27), item 9 at 1 or more, and items 1 and 2
 * totalling 3 or more. The reference the engine's PHQ-9 time is compared with.
 */
export function scorePhq9ByHand(responses: Responses): Phq9ByHand {
  let total: number | null = 0;
  for (const id of PHQ9_ITEMS) {
    const value = responses[id];
    if (!isAnswer(value)) {
      total = null;
      break;
    }
    total += value;
  }
  const item9 = responses['phq9_9'];
  const first = responses['phq9_1'];
  const second = responses['phq9_2'];
  return {
    total,
    severity: total === null ? null : total >= 20 ? 'Severe' : total >= 15 ? 'Moderately severe' : total >= 10 ? 'Moderate' : total >= 5 ? 'Mild' : 'None-minimal',
    item9: isAnswer(item9) && item9 >= 1,
    phq2Positive: isAnswer(first) && isAnswer(second) && first + second >= 3,
  };
}

/** Runs `score` `count` times over `sets` in turn. @returns the total time, in ms. */
function timeRun<T>(sets: readonly Responses[], count: number, score: (responses: Responses) => T, check: (result: T) => number): number {
  // The checksum keeps the optimizer from dropping calls whose result is unused.
  let checksum = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) checksum += check(score(sets[index % sets.length] ?? {}));
  const elapsed = performance.now() - started;
  if (Number.isNaN(checksum)) throw new Error('unreachable: the checksum is a number');
  return elapsed;
}

/**
 * The mean time of one call of each scorer, in µs, timed in alternating slices of `slice` calls
 * so that both see the same load on a shared machine.
 */
function timeSideBySide<A, B>(sets: readonly Responses[], count: number, slice: number, a: [(responses: Responses) => A, (result: A) => number], b: [(responses: Responses) => B, (result: B) => number]): [number, number] {
  let first = 0;
  let second = 0;
  for (let done = 0; done < count; done += slice) {
    first += timeRun(sets, slice, ...a);
    second += timeRun(sets, slice, ...b);
  }
  const calls = Math.ceil(count / slice) * slice;
  return [(first * 1000) / calls, (second * 1000) / calls];
}

const perSecond = (micros: number): string => `${Math.round(1e6 / micros).toLocaleString('en-US')} per s (${micros.toFixed(micros < 1 ? 3 : 1)} µs each)`;

/** The mean time of compiling a product object for its first scoring, in µs (what a fresh copy of a definition costs). */
function timeCompile(product: ProductDefinition, count: number): number {
  const copies = Array.from({ length: count }, () => structuredClone(product));
  const started = performance.now();
  for (const copy of copies) compileScorer(copy);
  return ((performance.now() - started) * 1000) / count;
}

/**
 * Scores `count` response sets per product, and PHQ-9's by hand.
 * @returns one row per product: assessments scored per second and the mean time of one, in µs;
 *   for PHQ-9 also the hand-scored reference with the engine's time over it (the goal is 5× or
 *   less, both timed in alternating slices), and the cost of compiling a product object.
 */
export function benchScoring(products: readonly ProductDefinition[], context: ScoringContext, count: number): BenchRow[] {
  const rows: BenchRow[] = [];
  const detail = `${count.toLocaleString('en-US')} complete response sets, one core`;
  for (const product of products) {
    const sets = Array.from({ length: Math.min(count, 1000) }, ((next) => () => randomResponses(product, next))(random(42)));
    const engine: [(responses: Responses) => ScoreResult, (result: ScoreResult) => number] = [(responses) => scoreAssessment(product, responses, context), (result) => result.scales.length];
    if (product.id !== 'phq9') {
      const micros = (timeRun(sets, count, ...engine) * 1000) / count;
      rows.push({ measure: `Scoring: ${product.code}`, value: perSecond(micros), detail });
      continue;
    }
    const hand: [(responses: Responses) => Phq9ByHand, (result: Phq9ByHand) => number] = [scorePhq9ByHand, (result) => (result.total ?? 0) + (result.item9 ? 1 : 0)];
    const slice = Math.max(1, Math.floor(count / 20));
    timeSideBySide(sets, slice * 2, slice, engine, hand);
    const [micros, reference] = timeSideBySide(sets, count, slice, engine, hand);
    rows.push({ measure: `Scoring: ${product.code}`, value: perSecond(micros), detail });
    rows.push({
      measure: 'Scoring: PHQ-9 by hand (reference)',
      value: `${perSecond(reference)}; engine / hand = ${(micros / reference).toFixed(1)}×`,
      detail: `sum, severity band, item-9 and PHQ-2 flags; timed in slices alternating with the engine's; goal ≤ 5×`,
    });
    const compile = timeCompile(product, Math.min(count, 2_000));
    rows.push({
      measure: 'Scoring: PHQ-9 compile (first scoring of a product object)',
      value: `${compile.toFixed(1)} µs each`,
      detail: 'paid once per product object: a definition parsed afresh for each request pays it each time',
    });
  }
  return rows;
}
