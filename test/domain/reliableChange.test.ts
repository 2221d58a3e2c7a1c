/**
 * Reliable and clinically significant change (Jacobson & Truax 1991, issue #22) with the worked
 * examples of the shipped PHQ-9 and GAD-7 reliabilities and cut-offs.
 */
import type { ScaleDefinition } from '../../src/domain/product/productDefinition';
import { hasReliableChange, reliableChange, standardErrorOfDifference } from '../../src/domain/reliableChange';
import { loadProduct } from './productFixtures';

const totalOf = (productId: string): ScaleDefinition => {
  const scale = loadProduct(productId).scales.find((candidate) => candidate.id === 'total');
  if (!scale) throw new Error(`${productId} has no total`);
  return scale;
};
const phq9 = totalOf('phq9');
const gad7 = totalOf('gad7');

describe('shipped data', () => {
  it('gives the PHQ-9 total α 0.89 with SD 6.1 and the cut-off 10, with both sources', () => {
    expect(phq9.reliability).toMatchObject({ coefficient: 0.89, kind: 'internalConsistency', sd: 6.1, source: expect.stringContaining('J Gen Intern Med. 2001;16(9):606-613') });
    expect(phq9.clinicalCutoff?.value).toBe(10);
    expect(phq9.clinicalCutoff?.source).toEqual(expect.stringContaining('Kroenke'));
    expect(phq9.clinicalCutoff?.source).toEqual(expect.stringContaining('McMillan'));
  });

  it('gives the GAD-7 total the cut-off 10 of Spitzer 2006 beside its existing reliability', () => {
    expect(gad7.reliability).toMatchObject({ coefficient: 0.89, sd: 3.5 });
    expect(gad7.clinicalCutoff).toEqual({ value: 10, source: expect.stringContaining('Arch Intern Med. 2006;166(10):1092-1097') });
  });

  it('gives no other shipped scale a cut-off', () => {
    const others = ['cesd', 'dass21', 'ipip_bffm50', 'k10', 'orf', 'pcl5', 'phq15', 'who5', 'writing_sample'];
    for (const id of others) expect(loadProduct(id).scales.filter((scale) => scale.clinicalCutoff !== undefined || scale.reliability !== undefined)).toEqual([]);
  });
});

describe('standard error of the difference', () => {
  it('is √2 × SD × √(1 − r): PHQ-9 2.861, GAD-7 1.642', () => {
    expect(standardErrorOfDifference({ coefficient: 0.89, sd: 6.1 })).toBeCloseTo(2.861, 3);
    expect(standardErrorOfDifference({ coefficient: 0.89, sd: 3.5 })).toBeCloseTo(1.642, 3);
  });
});

describe('PHQ-9 (higher is worse, cut-off 10)', () => {
  it('calls 14 → 8 a reliable improvement (RCI −2.10) that is clinically significant', () => {
    expect(reliableChange(phq9, 14, 8)).toEqual({
      from: 14,
      to: 8,
      difference: -6,
      standardErrorOfDifference: 2.861,
      rci: -2.1,
      threshold: 1.96,
      kind: 'reliableImprovement',
      clinicallySignificant: true,
      cutoff: phq9.clinicalCutoff,
      reliability: phq9.reliability,
    });
  });

  it('calls 14 → 9 no reliable change (RCI −1.75) although it crosses the cut-off', () => {
    expect(reliableChange(phq9, 14, 9)).toMatchObject({ rci: -1.75, kind: 'noReliableChange', clinicallySignificant: false });
  });

  it('calls 20 → 12 a reliable improvement that stays above the cut-off: not clinically significant', () => {
    expect(reliableChange(phq9, 20, 12)).toMatchObject({ rci: -2.8, kind: 'reliableImprovement', clinicallySignificant: false });
  });

  it('calls 8 → 14 a reliable deterioration into the dysfunctional range: clinically significant', () => {
    expect(reliableChange(phq9, 8, 14)).toMatchObject({ rci: 2.1, kind: 'reliableDeterioration', clinicallySignificant: true });
  });

  it('calls no change no reliable change', () => {
    expect(reliableChange(phq9, 12, 12)).toMatchObject({ rci: 0, difference: 0, kind: 'noReliableChange', clinicallySignificant: false });
  });
});

describe('GAD-7 (α 0.89, SD 3.5)', () => {
  it('calls 12 → 8 reliable (RCI −2.44) and clinically significant, 12 → 9 not reliable (RCI −1.83)', () => {
    expect(reliableChange(gad7, 12, 8)).toMatchObject({ rci: -2.44, kind: 'reliableImprovement', clinicallySignificant: true });
    expect(reliableChange(gad7, 12, 9)).toMatchObject({ rci: -1.83, kind: 'noReliableChange', clinicallySignificant: false });
  });
});

describe('direction and missing data', () => {
  const wellBeing: Pick<ScaleDefinition, 'reliability' | 'higherIs' | 'clinicalCutoff'> = {
    reliability: { coefficient: 0.89, kind: 'internalConsistency', sd: 6.1, source: 'test' },
    higherIs: 'better',
    clinicalCutoff: { value: 10, source: 'test' },
  };

  it('reads a rise as an improvement where higher is better, out of the range below the cut-off', () => {
    expect(reliableChange(wellBeing, 8, 14)).toMatchObject({ kind: 'reliableImprovement', clinicallySignificant: true });
    expect(reliableChange(wellBeing, 14, 8)).toMatchObject({ kind: 'reliableDeterioration', clinicallySignificant: true });
  });

  it('is never clinically significant without a cut-off', () => {
    expect(reliableChange({ ...wellBeing, clinicalCutoff: undefined }, 8, 14)).toMatchObject({ kind: 'reliableImprovement', clinicallySignificant: false, cutoff: null });
  });

  it('gives nothing without a reliability or without a direction', () => {
    expect(reliableChange({ higherIs: 'worse' }, 14, 2)).toBeNull();
    expect(reliableChange({ ...wellBeing, higherIs: 'neither' }, 14, 2)).toBeNull();
    expect(hasReliableChange(phq9)).toBe(true);
    expect(hasReliableChange({ higherIs: 'worse' })).toBe(false);
  });
});
