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
    // The points sit on items 3-7, so the GAD-2 (items 1-2) stays at 0 and raises nothing.
    expect(score(responsesFor(ITEMS, valuesSumming(9, 7).reverse())).flags).toEqual([]);
    expect(score(responsesFor(ITEMS, valuesSumming(10, 7).reverse())).flags.map((f) => f.id)).toEqual([
      'further_evaluation',
    ]);
  });

  it.each([
    [[0, 0], false],
    [[1, 1], false],
    [[2, 0], false],
    [[2, 1], true],
    [[0, 3], true],
    [[3, 3], true],
  ])('items 1 and 2 at %j: the GAD-2 screen is positive: %s (3 or more, Kroenke 2007)', (first, positive) => {
    const result = score(responsesFor(ITEMS, [...first, 0, 0, 0, 0, 0]));
    expect(result.scales.find((s) => s.scaleId === 'gad2')?.raw).toBe(first.reduce((a, b) => a + b, 0));
    expect(result.flags.map((f) => f.id)).toEqual(positive ? ['gad2_positive'] : []);
    expect(result.flags[0]?.severity ?? 'info').toBe('info');
  });

  it('raises the GAD-2 screen with item 7 omitted (the GAD-2 needs only its own items), not with item 2 omitted', () => {
    const responses: Record<string, number | null> = responsesFor(ITEMS, [3, 0, 1, 1, 1, 1, 1]);
    responses.gad7_7 = null;
    expect(score(responses).flags.map((f) => f.id)).toEqual(['gad2_positive']);
    responses.gad7_2 = null;
    expect(score(responses).flags).toEqual([]);
  });

  it('lists the GAD-2 screen after the further-evaluation warning (info after warning)', () => {
    expect(score(responsesFor(ITEMS, valuesSumming(10, 7))).flags.map((f) => f.id)).toEqual(['further_evaluation', 'gad2_positive']);
  });

  it('is not scorable with one item missing', () => {
    const responses: Record<string, number | null> = responsesFor(ITEMS, valuesSumming(12, 7));
    responses.gad7_5 = null;
    const result = score(responses);
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors[0]?.message).toBe('Not scorable: item 5 is not answered.');
  });
});
