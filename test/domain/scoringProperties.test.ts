import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { SEASONS } from '../../src/domain/assessment';
import { entryTargets } from '../../src/domain/product/itemEntry';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { Responses } from '../../src/domain/scoring/scoreTypes';
import { loadProduct } from './productFixtures';
import { anyResponsesOf, contextOf, responsesOf } from './scoringArbitraries';

const SHIPPED = readdirSync(path.join(__dirname, '../../config/products'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => loadProduct(file.replace(/\.json$/, '')));

describe.each(SHIPPED.map((product) => [product.id, product] as const))('scoring properties of %s', (_id, product) => {
  it('never throws for responses of the right shape, and every score stays inside its scale range', () => {
    fc.assert(
      fc.property(responsesOf(product), contextOf(product), (responses, context) => {
        const result = scoreAssessment(product, responses, context);
        for (const scale of result.scales) {
          if (scale.raw !== null) {
            expect(scale.raw).toBeGreaterThanOrEqual(scale.range[0]);
            expect(scale.raw).toBeLessThanOrEqual(scale.range[1]);
          }
          const derived = scale.derived;
          if (derived?.percentile !== null && derived?.percentile !== undefined) {
            expect(derived.percentile).toBeGreaterThanOrEqual(1);
            expect(derived.percentile).toBeLessThanOrEqual(99);
          }
          if (derived?.bandFloor !== null && derived?.bandFloor !== undefined) {
            expect(derived.bandFloor).toBeGreaterThanOrEqual(0);
            expect(derived.bandFloor).toBeLessThan(100);
          }
        }
        // A complete, valid set with the facts the norms need is a score of record.
        if (result.scorabilityErrors.length === 0) expect(result.scorable).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is scorable whenever every item is answered within its range and the administration is complete', () => {
    const complete = fc.tuple(
      ...entryTargets(product).map((target) =>
        target.kind === 'numeric' && target.item.type === 'numeric'
          ? fc.integer({ min: target.item.min, max: target.item.max }).map((value) => [target.key, value] as const)
          : fc.constantFrom(...target.options.map((option) => option.value)).map((value) => [target.key, value] as const),
      ),
    );
    fc.assert(
      fc.property(complete, fc.integer({ min: 1, max: 6 }), fc.constantFrom(...SEASONS), (pairs, grade, season) => {
        const responses: Responses = Object.fromEntries(pairs);
        const violated = product.constraints.some((constraint) =>
          constraint.kind === 'atMost' ? (responses[constraint.item] ?? 0) > (responses[constraint.other] ?? 0) : (responses[constraint.item] ?? constraint.value) < constraint.value,
        );
        fc.pre(!violated);
        const result = scoreAssessment(product, responses, {
          demographics: { birthDate: '2015-01-01', sex: 'female' },
          administration: { grade, season },
          testDate: '2024-01-15',
        });
        // A per-minute rate can leave its scale's range from valid entries (7 words in 1 second);
        // that says why as a broken constraint, and is the one exception.
        fc.pre(result.scorabilityErrors.every((error) => error.code !== 'CONSTRAINT_VIOLATED'));
        expect(result.scorable).toBe(true);
        // A ratio over nothing has no value and blocks nothing (ORF accuracy when no word was read).
        const overNothing = (scaleId: string): boolean => {
          const formula = product.scales.find((scale) => scale.id === scaleId)?.formula;
          if (formula?.kind !== 'ratio') return false;
          const denominator = formula.of[1];
          return (responses[denominator] ?? result.scales.find((scale) => scale.scaleId === denominator)?.raw) === 0;
        };
        for (const scale of result.scales) if (!overNothing(scale.scaleId)) expect(scale.raw).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('never throws for arbitrary JSON-like responses (unknown keys, fractions, NaN, huge numbers)', () => {
    fc.assert(
      fc.property(anyResponsesOf(product), contextOf(product), (responses, context) => {
        const result = scoreAssessment(product, responses, context);
        for (const scale of result.scales) {
          if (scale.raw !== null) expect(scale.raw >= scale.range[0] && scale.raw <= scale.range[1]).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

it('covers every shipped product', () => {
  expect(SHIPPED.map((product) => product.id).sort()).toEqual(['cesd', 'dass21', 'gad7', 'ipip_bffm50', 'k10', 'orf', 'pcl5', 'phq15', 'phq9', 'who5', 'writing_sample']);
});
