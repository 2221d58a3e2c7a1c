/**
 * The standard error of measurement and 95% confidence interval of a score (issue #22), from the
 * reliability the product publishes per scale: SEM = SD × √(1 − r), CI = score ± 1.96 × SEM.
 */
import type { ProductDefinition, ScaleReliability } from '../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { measurementError, standardErrorOfMeasurement } from '../../src/domain/scoring/measurementError';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct, responsesFor } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const gad7 = loadProduct('gad7');
const GAD7_ITEMS = ['gad7_1', 'gad7_2', 'gad7_3', 'gad7_4', 'gad7_5', 'gad7_6', 'gad7_7'];
const totalOf = (product: ProductDefinition, values: (number | null)[]) => {
  const responses = Object.fromEntries(GAD7_ITEMS.map((id, index) => [id, values[index] ?? null]));
  const scale = scoreAssessment(product, responses, NO_CONTEXT).scales.find((candidate) => candidate.scaleId === 'total');
  if (!scale) throw new Error('no total');
  return scale;
};
const withReliability = (reliability: ScaleReliability | undefined): ProductDefinition => ({
  ...gad7,
  scales: gad7.scales.map((scale) => (scale.id === 'total' ? { ...scale, reliability } : scale)),
});

describe('standard error of measurement', () => {
  it('is SD × √(1 − r): SD 10 and r 0.91 give 3; SD 3.5 and r 0.89 give 1.161', () => {
    expect(standardErrorOfMeasurement({ sd: 10, coefficient: 0.91 })).toBeCloseTo(3, 10);
    expect(standardErrorOfMeasurement({ sd: 3.5, coefficient: 0.89 })).toBeCloseTo(1.160819, 5);
  });
});

describe('the GAD-7 total with its published reliability (Löwe 2008: α 0.89, SD 3.5)', () => {
  it('declares the coefficient, its kind, the SD and the source', () => {
    expect(gad7.scales.find((scale) => scale.id === 'total')?.reliability).toMatchObject({ coefficient: 0.89, kind: 'internalConsistency', sd: 3.5, source: expect.stringContaining('Med Care. 2008;46(3):266-274') });
  });

  it('puts a total of 12 between 9.7 and 14.3 (12 ± 1.96 × 1.161 = 12 ± 2.275)', () => {
    expect(measurementError(gad7, totalOf(gad7, [2, 2, 2, 2, 2, 1, 1]))).toMatchObject({ sem: 1.16, lower: 9.7, upper: 14.3 });
  });

  it('keeps the interval within the scale: a total of 1 from 0 to 3.3, a total of 21 from 18.7 to 21', () => {
    expect(measurementError(gad7, totalOf(gad7, [1, 0, 0, 0, 0, 0, 0]))).toMatchObject({ lower: 0, upper: 3.3 });
    expect(measurementError(gad7, totalOf(gad7, [3, 3, 3, 3, 3, 3, 3]))).toMatchObject({ lower: 18.7, upper: 21 });
  });

  it('gives none for a score not of record, nor for a scale without a published reliability', () => {
    expect(measurementError(gad7, totalOf(gad7, [2, 2, 2, 2, 2, 1, null]))).toBeNull();
    const gad2 = scoreAssessment(gad7, responsesFor(GAD7_ITEMS, [2, 2, 0, 0, 0, 0, 0]), NO_CONTEXT).scales.find((scale) => scale.scaleId === 'gad2');
    expect(gad2 && measurementError(gad7, gad2)).toBeNull();
  });
});

describe('a reliability in a product definition', () => {
  const good: ScaleReliability = { coefficient: 0.8, kind: 'testRetest', sd: 4, source: 'A manual, table 3.' };

  it('works for a test-retest coefficient too: SD 4, r 0.8: SEM 1.79, 10 ± 3.51', () => {
    expect(measurementError(withReliability(good), totalOf(withReliability(good), [2, 2, 2, 2, 1, 1, 0]))).toMatchObject({ sem: 1.79, lower: 6.5, upper: 13.5 });
  });

  it.each([
    ['a coefficient of 1', { ...good, coefficient: 1 }],
    ['a coefficient of 0', { ...good, coefficient: 0 }],
    ['a negative SD', { ...good, sd: -1 }],
    ['no source', { ...good, source: ' ' }],
    ['an unknown kind', { ...good, kind: 'splitHalf' as ScaleReliability['kind'] }],
  ])('is refused with %s', (_what, reliability) => {
    expect(parseProductDefinition(withReliability(reliability)).ok).toBe(false);
  });

  it('is accepted whole and is optional', () => {
    expect(parseProductDefinition(withReliability(good)).ok).toBe(true);
    expect(parseProductDefinition(withReliability(undefined)).ok).toBe(true);
  });
});
