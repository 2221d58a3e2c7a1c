import { parseProductDefinition } from '../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { meanSdScores, normalCdf, percentileBand } from '../../src/domain/scoring/normLookup';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { ScoringContext } from '../../src/domain/scoring/scoreTypes';
import { statusForResponses } from '../../src/domain/assessment';
import { ESSAY_JSON, FIXTURE_JSON } from './normFixtureProduct';

function parsed(json: unknown): ProductDefinition {
  const result = parseProductDefinition(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const fixture = parsed(FIXTURE_JSON);
const context = (birthDate: string | null, sex: ScoringContext['demographics']['sex'], comparisonGroupId?: string): ScoringContext => ({
  demographics: { birthDate, sex },
  administration: comparisonGroupId ? { comparisonGroupId } : {},
  testDate: '2024-06-30',
});
const total = (responses: Record<string, number | null>, ctx: ScoringContext) => scoreAssessment(fixture, responses, ctx).scales[0];

describe('normal-theory derived scores (T = 50 + 10z; percentile = 100 Φ(z))', () => {
  it('computes Φ to within 1e-6 at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 6);
    expect(normalCdf(2.326)).toBeCloseTo(0.98999, 4);
  });

  it('gives T 50 and the 50th percentile at the mean, T 60 and the 84th one SD above, and clamps percentiles to 1-99', () => {
    expect(meanSdScores({ mean: 10, sd: 2 }, 10)).toEqual({ tScore: 50, percentile: 50 });
    expect(meanSdScores({ mean: 10, sd: 2 }, 12)).toEqual({ tScore: 60, percentile: 84 });
    expect(meanSdScores({ mean: 10, sd: 2 }, 7)).toEqual({ tScore: 35, percentile: 7 });
    expect(meanSdScores({ mean: 10, sd: 2 }, 20)).toEqual({ tScore: 100, percentile: 99 });
    expect(meanSdScores({ mean: 10, sd: 2 }, 0)).toEqual({ tScore: 0, percentile: 1 });
  });

  it('picks the cell by sex and age band on the test date (a birthday counts on its day)', () => {
    // q4 is reverse-keyed: 4 - 0 = 4, so these responses total 10.
    const responses = { q1: 2, q2: 2, q3: 2, q4: 0 };
    expect(total(responses, context('1990-06-30', 'female'))?.derived).toMatchObject({ tScore: 60, percentile: 84, cell: 'female, ages 18-39', unverified: false });
    expect(total(responses, context('1990-06-30', 'male'))?.derived).toMatchObject({ tScore: 63, percentile: 91, unverified: true });
    // Turns 40 on the test date: the 40+ cell (mean 7, sd 2.5): z = 1.2.
    expect(total(responses, context('1984-06-30', 'female'))?.derived).toMatchObject({ tScore: 62, percentile: 88, cell: 'ages 40-120' });
    expect(total(responses, context('1984-07-01', 'female'))?.derived?.cell).toBe('female, ages 18-39');
  });

  it('uses another comparison group when chosen', () => {
    expect(total({ q1: 2, q2: 2, q3: 2, q4: 0 }, context('1990-01-01', 'female', 'clinical'))?.derived).toMatchObject({
      comparisonGroupId: 'clinical',
      tScore: 40,
      percentile: 16,
    });
  });

  it('answers NO_NORMS (not blocking) when no cell matches: under 18, or no birth date', () => {
    const young = scoreAssessment(fixture, { q1: 1, q2: 1, q3: 1, q4: 1 }, context('2010-01-01', 'female'));
    expect(young.scorable).toBe(true);
    expect(young.scales[0]?.derived).toBeNull();
    expect(young.scorabilityErrors.map((e) => e.code)).toEqual(['NO_NORMS']);
    expect(scoreAssessment(fixture, { q1: 1, q2: 1, q3: 1, q4: 1 }, context(null, null)).scorabilityErrors.map((e) => e.code)).toEqual(['NO_NORMS']);
  });

  it('prorates a sum within maxOmitted and derives from the prorated score', () => {
    const result = total({ q1: 3, q2: 3, q3: 3 }, context('1990-06-30', 'female'));
    expect(result).toMatchObject({ raw: 12, prorated: true, scorable: true });
    expect(result?.derived).toMatchObject({ tScore: 70, percentile: 98 });
  });

  it('averages a mean scale over the items answered', () => {
    const result = scoreAssessment(fixture, { q1: 4, q2: 1 }, context(null, null));
    expect(result.scales[1]).toMatchObject({ scaleId: 'average', raw: 2.5, scorable: true });
    expect(result.scales[0]).toMatchObject({ scorable: false });
  });
});

describe('percentile anchors', () => {
  const anchors = [
    { percentile: 90, score: 50 },
    { percentile: 10, score: 10 },
    { percentile: 50, score: 30 },
  ];
  it('reads anchors in any order and labels every band', () => {
    expect(percentileBand(anchors, 9)).toEqual({ label: 'below 10th', floor: 0, ceiling: 9 });
    expect(percentileBand(anchors, 10)).toEqual({ label: '10th-49th', floor: 10, ceiling: 49 });
    expect(percentileBand(anchors, 30)).toEqual({ label: '50th-89th', floor: 50, ceiling: 89 });
    expect(percentileBand(anchors, 99)).toEqual({ label: '90th and above', floor: 90, ceiling: null });
  });
});

describe('essay items scored with a rubric, and numeric items', () => {
  const essay = parsed(ESSAY_JSON);
  const ctx = context(null, null);

  it('sums the rubric levels into the item value once every criterion is scored', () => {
    expect(scoreAssessment(essay, { 'essay.ideas': 3, 'essay.conventions': 2 }, ctx).scales[0]).toMatchObject({ raw: 5, scorable: true });
    const partial = scoreAssessment(essay, { 'essay.ideas': 3 }, ctx);
    expect(partial.scales[0]).toMatchObject({ raw: null, scorable: false, missingItemNumbers: [1] });
    expect(partial.scorabilityErrors[0]).toMatchObject({ code: 'ITEMS_MISSING', itemNumbers: [1] });
    expect(statusForResponses(essay, { 'essay.ideas': 3 })).toBe('inProgress');
    expect(statusForResponses(essay, { 'essay.ideas': 3, 'essay.conventions': 0 })).toBe('complete');
  });

  it('refuses a level the criterion does not have, and the essay id itself as a response key', () => {
    const result = scoreAssessment(essay, { 'essay.ideas': 3, 'essay.conventions': 3, essay: 2 }, ctx);
    expect(result.scorabilityErrors.map((e) => e.code)).toEqual(['UNKNOWN_ITEM', 'INVALID_RESPONSE']);
  });

  it('takes a numeric item as typed, within its range', () => {
    expect(scoreAssessment(essay, { 'essay.ideas': 1, 'essay.conventions': 1, count: 250 }, ctx).scorable).toBe(true);
    expect(scoreAssessment(essay, { 'essay.ideas': 1, 'essay.conventions': 1, count: 501 }, ctx).scorable).toBe(false);
  });
});

describe('product schema cross-checks', () => {
  const problem = (json: unknown) => {
    const result = parseProductDefinition(json);
    return result.ok ? null : result.error.message;
  };

  it('accepts the fixtures', () => {
    expect(problem(FIXTURE_JSON)).toBeNull();
    expect(problem(ESSAY_JSON)).toBeNull();
  });

  it('names unknown comparison groups, a missing default, scales of norms and falling anchors', () => {
    expect(problem({ ...FIXTURE_JSON, comparisonGroups: FIXTURE_JSON.comparisonGroups.map((g) => ({ ...g, default: false })) })).toContain(
      'exactly one comparison group must be the default',
    );
    const [first] = FIXTURE_JSON.norms;
    expect(problem({ ...FIXTURE_JSON, norms: [{ ...first, comparisonGroup: 'nobody' }] })).toContain('unknown comparison group nobody');
    expect(problem({ ...FIXTURE_JSON, norms: [{ ...first, scale: 'nothing' }] })).toContain('unknown scale nothing');
    const falling = {
      method: 'percentileAnchors',
      scale: 'total',
      comparisonGroup: 'general',
      cells: [{ match: {}, unverified: false, anchors: [{ percentile: 10, score: 9 }, { percentile: 50, score: 5 }] }],
    };
    expect(problem({ ...FIXTURE_JSON, norms: [falling] })).toContain('scores falling as percentiles rise');
  });

  it('refuses a formula naming an unknown operand, and a numeric item with max below min', () => {
    const formula = { ...FIXTURE_JSON.scales[0], id: 'diff', formula: { kind: 'difference', of: ['q1', 'nope'] } };
    expect(problem({ ...FIXTURE_JSON, scales: [...FIXTURE_JSON.scales, formula] })).toContain('formula names unknown item or earlier scale nope');
    const numeric = { id: 'n', number: 9, type: 'numeric', text: { en_us: 'n' }, min: 5, max: 4, unit: '', reverse: false, scored: false, optional: true };
    expect(problem({ ...FIXTURE_JSON, items: [...FIXTURE_JSON.items, numeric] })).toContain('max must be at least min');
  });
});
