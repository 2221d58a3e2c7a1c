import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import type { Responses } from '../../src/domain/scoring/scoreTypes';
import { loadProduct, responsesFor, valuesSumming } from './productFixtures';

const phq9 = loadProduct('phq9');
/** Scores with a context of no demographics: the PHQ9 has no norms. */
const score = (responses: Responses) => scoreAssessment(phq9, responses, scoringContextOn('2024-05-01'));
const ITEMS = ['phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9'];
const total = (result: ReturnType<typeof scoreAssessment>) => result.scales.find((s) => s.scaleId === 'total');

describe('PHQ-9 scoring (Kroenke 2001; PHQ manual table 4)', () => {
  it.each([
    [0, 'None-minimal'],
    [4, 'None-minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Moderately severe'],
    [19, 'Moderately severe'],
    [20, 'Severe'],
    [27, 'Severe'],
  ])('a total of %i is %s', (sum, label) => {
    // item 9 is kept at 0 where possible so the band is tested apart from the flag
    const values = valuesSumming(sum, 9);
    const result = score(responsesFor(ITEMS, values));
    expect(result.scorable).toBe(true);
    expect(total(result)?.raw).toBe(sum);
    expect(total(result)?.band?.label).toBe(label);
  });

  it('raises the critical item-9 flag for any response other than "Not at all", before the form is complete', () => {
    for (const value of [1, 2, 3]) {
      const result = score({ phq9_9: value });
      expect(result.flags[0]).toMatchObject({ id: 'item9_positive', severity: 'critical' });
    }
    expect(score(responsesFor(ITEMS, [0, 0, 0, 0, 0, 0, 0, 0, 0])).flags).toEqual([]);
  });

  it('lists critical flags first, then warnings, then information', () => {
    const result = score(responsesFor(ITEMS, [3, 3, 3, 3, 0, 0, 0, 0, 1]));
    // Items 1-4 at 3 and item 9 at 1 are five symptoms with item 1: the provisional major depressive syndrome too.
    expect(result.flags.map((flag) => flag.id)).toEqual(['item9_positive', 'further_evaluation', 'major_depressive_syndrome', 'phq2_positive']);
  });

  it('scores the PHQ-2 from items 1 and 2 with its cut-off of 3', () => {
    const below = score(responsesFor(ITEMS, [1, 1, 0, 0, 0, 0, 0, 0, 0]));
    const at = score(responsesFor(ITEMS, [2, 1, 0, 0, 0, 0, 0, 0, 0]));
    expect(below.scales.find((s) => s.scaleId === 'phq2')?.raw).toBe(2);
    expect(below.flags.map((f) => f.id)).not.toContain('phq2_positive');
    expect(at.flags.map((f) => f.id)).toContain('phq2_positive');
  });

  it('is not scorable while an item is missing, and names the missing items', () => {
    const responses: Record<string, number | null> = responsesFor(ITEMS, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    responses.phq9_3 = null;
    delete responses.phq9_7;
    const result = score(responses);
    expect(result.scorable).toBe(false);
    expect(total(result)).toMatchObject({ raw: 7, scorable: false, answered: 7, missingItemNumbers: [3, 7] });
    expect(result.scorabilityErrors).toEqual([
      { code: 'ITEMS_MISSING', message: 'Not scorable: items 3 and 7 are not answered.', itemNumbers: [3, 7] },
    ]);
    expect(result.flags.map((f) => f.id)).not.toContain('further_evaluation');
  });

  it('does not count the difficulty item in the total and does not require it', () => {
    const result = score({ ...responsesFor(ITEMS, valuesSumming(6, 9)), phq9_difficulty: 3 });
    expect(result.scorable).toBe(true);
    expect(total(result)?.raw).toBe(6);
  });

  it('reports an out-of-range response and an unknown item as scorability errors instead of throwing', () => {
    const result = score({ ...responsesFor(ITEMS, valuesSumming(3, 9)), phq9_2: 7, bogus: 1 });
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors.map((e) => e.code)).toEqual(['UNKNOWN_ITEM', 'INVALID_RESPONSE']);
  });

  it('gives a running score of nothing answered as null', () => {
    expect(total(score({}))).toMatchObject({ raw: null, band: null, answered: 0 });
  });
});
