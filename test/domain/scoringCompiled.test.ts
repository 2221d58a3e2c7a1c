import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { compileScorer } from '../../src/domain/scoring/compileScorer';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { Responses, ScoringContext } from '../../src/domain/scoring/scoreTypes';
import { ESSAY_JSON, FIXTURE_JSON } from './normFixtureProduct';
import { loadProduct } from './productFixtures';
import { anyResponsesOf, contextOf, responsesOf } from './scoringArbitraries';
import { NO_CONTEXT } from './scoringContexts';
import { scoreAssessmentOracle } from './scoringOracle';

const SHIPPED = readdirSync(path.join(__dirname, '../../config/products'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => loadProduct(file.replace(/\.json$/, '')));

/** The made-up products reach what no shipped one uses: mean/SD norms by age and sex, an essay, a mean scale with proration. */
const FIXTURES = [FIXTURE_JSON, ESSAY_JSON].map((json) => {
  const parsed = parseProductDefinition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
});

/** The compiled scorer's result is the oracle's, down to the key order of the stored JSON. */
function expectOracle(product: ProductDefinition, responses: Responses, context: ScoringContext): void {
  const compiled = scoreAssessment(product, responses, context);
  const oracle = scoreAssessmentOracle(product, responses, context);
  expect(compiled).toStrictEqual(oracle);
  expect(JSON.stringify(compiled)).toBe(JSON.stringify(oracle));
}

describe.each([...SHIPPED, ...FIXTURES].map((product) => [product.id, product] as const))('the compiled scorer of %s', (_id, product) => {
  it('equals the engine it replaces on responses of the right shape, complete or not, in any context', () => {
    fc.assert(
      fc.property(responsesOf(product), contextOf(product), (responses, context) => expectOracle(product, responses, context)),
      { numRuns: 300 },
    );
  });

  it('equals the engine it replaces on arbitrary JSON-like responses (unknown keys, fractions, NaN, null)', () => {
    fc.assert(
      fc.property(anyResponsesOf(product), contextOf(product), (responses, context) => expectOracle(product, responses, context)),
      { numRuns: 200 },
    );
  });

  it("equals the engine it replaces on the product's own test cases", () => {
    for (const testCase of product.testCases ?? []) expectOracle(product, testCase.responses, testCase.context);
  });
});

describe('compiling', () => {
  const phq9 = loadProduct('phq9');
  const mild = Object.fromEntries(phq9.items.map((item) => [item.id, 1]));

  it('compiles a product object once, and a changed definition, a new object, by its own rules', () => {
    expect(compileScorer(phq9)).toBe(compileScorer(phq9));
    const unbanded = { ...phq9, bands: [] };
    expect(compileScorer(unbanded)).not.toBe(compileScorer(phq9));
    expect(scoreAssessment(phq9, mild, NO_CONTEXT).scales[0]?.band?.label).toBe('Mild');
    expect(scoreAssessment(unbanded, mild, NO_CONTEXT).scales[0]?.band).toBeNull();
  });

  it('answers new objects each call, so changing one result leaves the next as it was', () => {
    const first = scoreAssessment(phq9, { ...mild, phq9_9: null }, NO_CONTEXT);
    first.scales[0]?.missingItemNumbers.push(99);
    first.scorabilityErrors[0]?.itemNumbers.push(99);
    first.flags.push({ id: 'added', label: '', severity: 'info', action: '' });
    first.scales.pop();
    expectOracle(phq9, { ...mild, phq9_9: null }, NO_CONTEXT);
  });
});
