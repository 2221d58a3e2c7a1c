import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import type { Responses } from '../../src/domain/scoring/scoreTypes';
import { loadProduct, responsesFor, valuesSumming } from './productFixtures';

const gad7 = loadProduct('gad7');
/** Scores with a context of no demographics: the GAD7 has no norms. */
const score = (responses: Responses) => scoreAssessment(gad7, responses, scoringContextOn('2024-05-01'));
const ITEMS = ['gad7_1', 'gad7_2', 'gad7_3', 'gad7_4', 'gad7_5', 'gad7_6', 'gad7_7'];

describe('GAD-7 scoring (Spitzer 2006)', () => {
  it.each([
    [0, 'Minimal'],
    [4, 'Minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Severe'],
    [21, 'Severe'],
  ])('a total of %i is %s', (sum, label) => {
    const result = score(responsesFor(ITEMS, valuesSumming(sum, 7)));
    const total = result.scales.find((s) => s.scaleId === 'total');
    expect(result.scorable).toBe(true);
    expect(total?.raw).toBe(sum);
    expect(total?.band?.label).toBe(label);
  });

  it('raises the further-evaluation flag from a total of 10', () => {
    expect(score(responsesFor(ITEMS, valuesSumming(9, 7))).flags).toEqual([]);
    expect(score(responsesFor(ITEMS, valuesSumming(10, 7))).flags.map((f) => f.id)).toEqual([
      'further_evaluation',
    ]);
  });

  it('is not scorable with one item missing', () => {
    const responses: Record<string, number | null> = responsesFor(ITEMS, valuesSumming(12, 7));
    responses.gad7_5 = null;
    const result = score(responses);
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors[0]?.message).toBe('Not scorable: item 5 is not answered.');
  });
});
