/**
 * The scale and flag rules the PHQ-15, CES-D, K10 and PCL-5 brought (issue #22): an optional
 * member item, an offset, half-up rounding and `allOf` flags, and the definitions refused.
 */
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const total = (product: ProductDefinition, responses: Record<string, number>, scale = 'total') =>
  scoreAssessment(product, responses, NO_CONTEXT).scales.find((score) => score.scaleId === scale);

const every = (product: ProductDefinition, value: number): Record<string, number> => Object.fromEntries(product.items.map((item) => [item.id, value]));

const without = (responses: Record<string, number>, ...ids: string[]): Record<string, number> =>
  Object.fromEntries(Object.entries(responses).filter(([id]) => !ids.includes(id)));

describe('an optional member item (PHQ-15 item 4, women only)', () => {
  const phq15 = loadProduct('phq15');

  it('adds nothing when left out, is not an omission, and is not prorated', () => {
    expect(total(phq15, without(every(phq15, 2), 'phq15_4'))).toMatchObject({ raw: 28, scorable: true, prorated: false, missingItemNumbers: [4] });
    expect(total(phq15, every(phq15, 2))).toMatchObject({ raw: 30, scorable: true });
  });

  it('does not excuse a required item', () => {
    expect(total(phq15, without(every(phq15, 1), 'phq15_4', 'phq15_5'))).toMatchObject({ scorable: false, missingItemNumbers: [4, 5] });
  });

  it('lets a count flag decide without it, and counts it when answered', () => {
    const flags = (responses: Record<string, number>) => scoreAssessment(phq15, responses, NO_CONTEXT).flags.map((flag) => flag.id);
    const twoSevere = { ...every(phq15, 0), phq15_1: 2, phq15_2: 2 };
    expect(flags(without(twoSevere, 'phq15_4'))).toEqual([]);
    expect(flags({ ...twoSevere, phq15_4: 2 })).toEqual(['three_or_more_bothered_a_lot']);
    expect(flags(without({ ...twoSevere, phq15_3: 2 }, 'phq15_4'))).toEqual(['three_or_more_bothered_a_lot']);
  });
});

describe('an offset (K10 US scoring and K6, Kessler 2003)', () => {
  const k10 = loadProduct('k10');

  it('counts items coded 1-5 from 0', () => {
    expect(total(k10, every(k10, 5))?.raw).toBe(50);
    expect(total(k10, every(k10, 5), 'k10_us')?.raw).toBe(40);
    expect(total(k10, every(k10, 5), 'k6')?.raw).toBe(24);
    expect(total(k10, every(k10, 1), 'k6')?.raw).toBe(0);
  });
});

describe('half-up rounding of a prorated total (CES-D)', () => {
  const cesd = loadProduct('cesd');
  // The four positive items at "most or all of the time" score 0; everything else 0 too.
  const none = { ...every(cesd, 0), cesd_4: 3, cesd_8: 3, cesd_12: 3, cesd_16: 3 };

  it('rounds a mean × 20 half up to a whole number', () => {
    // 3 points over 16 answered items: 3.75, rounds to 4.
    expect(total(cesd, without({ ...none, cesd_1: 3 }, 'cesd_17', 'cesd_18', 'cesd_19', 'cesd_20'))).toMatchObject({ raw: 4, prorated: true, scorable: true });
    // 2 points over 16: 2.5, half up to 3.
    expect(total(cesd, without({ ...none, cesd_1: 2 }, 'cesd_17', 'cesd_18', 'cesd_19', 'cesd_20'))).toMatchObject({ raw: 3, prorated: true });
    // Complete: not prorated, the plain sum.
    expect(total(cesd, { ...none, cesd_1: 2 })).toMatchObject({ raw: 2, prorated: false });
  });
});

describe('allOf flags (PCL-5 provisional DSM-5 diagnosis)', () => {
  const pcl5 = loadProduct('pcl5');
  const flags = (responses: Record<string, number>) => scoreAssessment(pcl5, responses, NO_CONTEXT).flags.map((flag) => flag.id);
  const ruleMet = { ...every(pcl5, 0), pcl5_1: 2, pcl5_6: 2, pcl5_8: 2, pcl5_9: 2, pcl5_15: 2, pcl5_16: 2 };

  it('is raised only when every cluster has its count', () => {
    expect(flags(ruleMet)).toEqual(['provisional_dsm5']);
    expect(flags({ ...ruleMet, pcl5_1: 1 })).toEqual([]);
    expect(flags({ ...ruleMet, pcl5_6: 1 })).toEqual([]);
    expect(flags({ ...ruleMet, pcl5_9: 1 })).toEqual([]);
    expect(flags({ ...ruleMet, pcl5_16: 1 })).toEqual([]);
  });

  it('waits for every item it reads', () => {
    expect(flags(without(ruleMet, 'pcl5_20'))).toEqual([]);
  });
});

describe('definitions refused', () => {
  const pcl5 = loadProduct('pcl5');
  // Every flag is kept: the translations name them all.
  const withRule = (rule: unknown) => ({ ...pcl5, flags: [{ ...pcl5.flags[0], rule }, ...pcl5.flags.slice(1)] });
  const count = { kind: 'countAtLeast', criteria: [{ item: 'pcl5_1', atLeast: 2 }], min: 1, max: null, requireAnyOf: [] };

  it('refuses allOf nested in allOf, with fewer than two rules, or naming an unknown scale', () => {
    expect(parseProductDefinition(withRule({ kind: 'allOf', rules: [count, { kind: 'allOf', rules: [count, count] }] })).ok).toBe(false);
    expect(parseProductDefinition(withRule({ kind: 'allOf', rules: [count] })).ok).toBe(false);
    expect(parseProductDefinition(withRule({ kind: 'allOf', rules: [count, { kind: 'scaleAtLeast', scale: 'cluster_x', value: 1 }] }))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('names unknown scale cluster_x') },
    });
    expect(parseProductDefinition(withRule({ kind: 'allOf', rules: [count, { kind: 'scaleAtLeast', scale: 'cluster_b', value: 1 }] })).ok).toBe(true);
  });

  it('refuses an unknown rounding and a non-numeric offset', () => {
    const scaled = (change: object) => ({ ...pcl5, scales: pcl5.scales.map((scale, index) => (index === 0 ? { ...scale, ...change } : scale)) });
    expect(parseProductDefinition(scaled({ rounding: 'down' })).ok).toBe(false);
    expect(parseProductDefinition(scaled({ offset: 'ten' })).ok).toBe(false);
    expect(parseProductDefinition(scaled({ rounding: 'halfUp', offset: -1 })).ok).toBe(true);
  });
});
