/**
 * fast-check arbitraries of scoring inputs, shared by the scoring property tests: responses of
 * the right shape, arbitrary JSON-like responses, and any scoring context of a product.
 */
import fc from 'fast-check';
import { SEASONS } from '../../src/domain/assessment';
import { entryTargets } from '../../src/domain/product/itemEntry';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import type { Responses, ScoringContext } from '../../src/domain/scoring/scoreTypes';

/** Responses of the right shape: every response key absent, null, or a value the item accepts. */
export function responsesOf(product: ProductDefinition): fc.Arbitrary<Responses> {
  const entries = entryTargets(product).map((target) => {
    const item = target.item;
    const value: fc.Arbitrary<number> =
      target.kind === 'numeric' && item.type === 'numeric'
        ? fc.integer({ min: item.min, max: item.max })
        : fc.constantFrom(...target.options.map((option) => option.value));
    return fc.tuple(fc.constant(target.key), fc.option(value, { nil: undefined, freq: 3 }), fc.boolean());
  });
  return fc.tuple(...entries).map((tuples) => {
    const responses: Responses = {};
    for (const [key, value, asNull] of tuples) {
      if (value !== undefined) responses[key] = value;
      else if (asNull) responses[key] = null;
    }
    return responses;
  });
}

/** Arbitrary JSON-like responses: the product's keys and unknown ones, fractions, NaN, huge numbers, null. */
export function anyResponsesOf(product: ProductDefinition): fc.Arbitrary<Responses> {
  const keys = fc.oneof(fc.constantFrom(...entryTargets(product).map((target) => target.key)), fc.string());
  const value = fc.oneof(fc.double(), fc.integer(), fc.constant(null), fc.constant(Number.NaN));
  return fc.dictionary(keys, value);
}

/** Any context: a grade (or none), a season (or none), one of the product's groups (or none), any sex and birth date. */
export function contextOf(product: ProductDefinition): fc.Arbitrary<ScoringContext> {
  const groups = product.comparisonGroups.map((group) => group.id);
  return fc.record({
    demographics: fc.record({
      birthDate: fc.option(fc.date({ min: new Date('1920-01-01'), max: new Date('2024-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), { nil: null }),
      sex: fc.option(fc.constantFrom('female', 'male', 'other', 'unspecified' as const), { nil: null }),
    }),
    administration: fc.record(
      {
        grade: fc.integer({ min: 0, max: 12 }),
        season: fc.constantFrom(...SEASONS),
        comparisonGroupId: groups.length > 0 ? fc.constantFrom(...groups) : fc.constant('none'),
      },
      { requiredKeys: [] },
    ),
    testDate: fc.constant('2024-06-30'),
  });
}
