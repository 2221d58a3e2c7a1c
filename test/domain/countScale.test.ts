/**
 * A count scale (`countMeeting`): how many item criteria the printed responses meet, declared in
 * the product as a `countAtLeast` flag's criteria are. The PHQ-9 ships one: the symptom count
 * behind its provisional diagnosis (Kroenke 2001 / PHQ manual: items 1-8 count at "more than half
 * the days" (2) or more, item 9 at any level (1 or more)).
 */
import type { ProductDefinition, ScaleDefinition } from '../../src/domain/product/productDefinition';
import { productDefinitionProblems } from '../../src/domain/product/productProblems';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct, responsesFor } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const phq9 = loadProduct('phq9');
const ITEMS = ['phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9'];
const score = (values: (number | null)[]) => {
  const responses = Object.fromEntries(ITEMS.map((id, index) => [id, values[index] ?? null]));
  return scoreAssessment(phq9, responses, NO_CONTEXT);
};
const symptoms = (values: (number | null)[]) => score(values).scales.find((scale) => scale.scaleId === 'symptoms');

describe('the PHQ-9 symptom count', () => {
  it.each([
    // Items at "several days" (1) do not count; item 9 counts at 1.
    [[1, 1, 1, 1, 1, 1, 1, 1, 0], 0],
    [[1, 1, 1, 1, 1, 1, 1, 1, 1], 1],
    [[2, 0, 2, 0, 0, 0, 0, 0, 0], 2],
    [[1, 2, 2, 2, 2, 1, 1, 1, 0], 4],
    [[2, 0, 2, 2, 2, 2, 0, 0, 0], 5],
    [[2, 2, 2, 2, 2, 2, 2, 2, 1], 9],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3], 9],
  ])('%j counts %i symptoms, scorable', (values, count) => {
    expect(symptoms(values)).toMatchObject({ raw: count, range: [0, 9], scorable: true, prorated: false, band: null, derived: null });
  });

  it('is the count the provisional diagnosis reads: 2-4 with item 1 or 2 other, 5 or more major', () => {
    const cases: [number[], string[]][] = [
      [[2, 0, 2, 0, 0, 0, 0, 0, 0], ['other_depressive_syndrome']],
      [[2, 0, 2, 2, 2, 2, 0, 0, 0], ['major_depressive_syndrome']],
      // Five symptoms without item 1 or 2: the count says 5, the algorithm concludes nothing.
      [[1, 1, 2, 2, 2, 2, 0, 0, 1], []],
    ];
    for (const [values, diagnoses] of cases) {
      const result = score(values);
      expect(result.flags.map((flag) => flag.id).filter((id) => id.endsWith('_syndrome'))).toEqual(diagnoses);
    }
    expect(symptoms([1, 1, 2, 2, 2, 2, 0, 0, 1])?.raw).toBe(5);
  });

  it('counts the answered items while one is blank, not as a score of record', () => {
    expect(symptoms([2, 2, null, 0, 0, 0, 0, 0, 1])).toMatchObject({ raw: 3, scorable: false, missingItemNumbers: [3] });
    expect(symptoms([null, null, null, null, null, null, null, null, null])).toMatchObject({ raw: null, scorable: false });
  });

  it('does not count an invalid response', () => {
    expect(symptoms([2, 2, 7, 0, 0, 0, 0, 0, 0])).toMatchObject({ raw: 2, scorable: false });
  });
});

describe('a count scale in a product definition', () => {
  const withScale = (change: (scale: ScaleDefinition) => ScaleDefinition): ProductDefinition => ({
    ...phq9,
    scales: phq9.scales.map((scale) => (scale.id === 'symptoms' ? change(scale) : scale)),
  });
  const formulaOf = (scale: ScaleDefinition) => scale.formula as Extract<NonNullable<ScaleDefinition['formula']>, { kind: 'countMeeting' }>;

  it('is valid as shipped', () => {
    expect(parseProductDefinition(phq9).ok).toBe(true);
    expect(productDefinitionProblems(phq9)).toEqual([]);
  });

  it('must count items of its own', () => {
    const product = withScale((scale) => ({ ...scale, items: scale.items.filter((id) => id !== 'phq9_9') }));
    expect(parseProductDefinition(product)).toMatchObject({ ok: false, error: { message: expect.stringContaining('scale symptoms counts item phq9_9, which is not one of its items') } });
  });

  it('must range from 0 to the number of its criteria', () => {
    const product = withScale((scale) => ({ ...scale, range: [0, 27] }));
    expect(parseProductDefinition(product)).toMatchObject({ ok: false, error: { message: expect.stringContaining('scale symptoms counts 9 criteria, so its range is 0-9') } });
  });

  it('needs criteria, each an item and a threshold', () => {
    const none = withScale((scale) => ({ ...scale, formula: { kind: 'countMeeting', criteria: [] } }));
    expect(parseProductDefinition(none).ok).toBe(false);
    const noThreshold = withScale((scale) => ({ ...scale, formula: { kind: 'countMeeting', criteria: formulaOf(scale).criteria.map(({ item }) => ({ item }) as never) } }));
    expect(parseProductDefinition(noThreshold).ok).toBe(false);
  });

  it('counts on the form as printed, also for a reverse-keyed item', () => {
    const gad7 = loadProduct('gad7');
    const reversed: ProductDefinition = {
      ...gad7,
      items: gad7.items.map((item) => (item.id === 'gad7_1' && item.type === 'choice' ? { ...item, reverse: true } : item)),
      scales: [
        ...gad7.scales,
        { id: 'count', name: 'Items at 2 or more', items: ['gad7_1', 'gad7_2'], method: 'sum', multiplier: 1, range: [0, 2], maxOmitted: 0, prorate: false, primary: false, formula: { kind: 'countMeeting', criteria: [{ item: 'gad7_1', atLeast: 2 }, { item: 'gad7_2', atLeast: 2 }] } },
      ],
    };
    const result = scoreAssessment(reversed, responsesFor(['gad7_1', 'gad7_2', 'gad7_3', 'gad7_4', 'gad7_5', 'gad7_6', 'gad7_7'], [3, 0, 0, 0, 0, 0, 0]), NO_CONTEXT);
    expect(result.scales.find((scale) => scale.scaleId === 'count')?.raw).toBe(1);
  });
});
