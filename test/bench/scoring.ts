/**
 * Scoring throughput: the one pure scoring function, over random complete response sets of every
 * shipped product (what on-the-fly scoring runs on each keystroke and the server on each score),
 * beside a PHQ-9 scored by hand, to see what the general engine costs over the arithmetic itself.
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

/** Runs `score` `count` times over `sets` in turn. @returns the mean time of one call, in µs. */
function timeEach<T>(sets: readonly Responses[], count: number, score: (responses: Responses) => T, check: (result: T) => number): number {
  // The checksum keeps the optimizer from dropping calls whose result is unused.
  let checksum = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) checksum += check(score(sets[index % sets.length] ?? {}));
  const micros = ((performance.now() - started) * 1000) / count;
  if (Number.isNaN(checksum)) throw new Error('unreachable: the checksum is a number');
  return micros;
}

const perSecond = (micros: number): string => `${Math.round(1e6 / micros).toLocaleString('en-US')} per s (${micros.toFixed(micros < 1 ? 3 : 1)} µs each)`;

/**
 * Scores `count` response sets per product, and PHQ-9's by hand.
 * @returns one row per product: assessments scored per second and the mean time of one, in µs;
 *   then the hand-scored PHQ-9 with the engine's time over it (the goal is 5× or less).
 */
export function benchScoring(products: readonly ProductDefinition[], context: ScoringContext, count: number): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const product of products) {
    const sets = Array.from({ length: Math.min(count, 1000) }, ((next) => () => randomResponses(product, next))(random(42)));
    const micros = timeEach(sets, count, (responses) => scoreAssessment(product, responses, context), (result) => result.scales.length);
    rows.push({ measure: `Scoring: ${product.code}`, value: perSecond(micros), detail: `${count.toLocaleString('en-US')} complete response sets, one core` });
    if (product.id !== 'phq9') continue;
    const check = (result: Phq9ByHand): number => (result.total ?? 0) + (result.item9 ? 1 : 0);
    // Ten times as many calls: one is too short to time in a run the engine's length.
    timeEach(sets, count, scorePhq9ByHand, check);
    const hand = timeEach(sets, count * 10, scorePhq9ByHand, check);
    rows.push({
      measure: 'Scoring: PHQ-9 by hand (reference)',
      value: `${perSecond(hand)}; engine / hand = ${(micros / hand).toFixed(1)}×`,
      detail: `sum, severity band, item-9 and PHQ-2 flags; ${(count * 10).toLocaleString('en-US')} sets; goal ≤ 5×`,
    });
  }
  return rows;
}
