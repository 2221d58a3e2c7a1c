import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { Responses } from '../../src/domain/scoring/scoreTypes';
import { loadProduct, valuesSumming } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const dass = loadProduct('dass21');
const SUBSCALE_ITEMS: Record<string, number[]> = {
  depression: [3, 5, 10, 13, 16, 17, 21],
  anxiety: [2, 4, 7, 9, 15, 19, 20],
  stress: [1, 6, 8, 11, 12, 14, 18],
};

/** Responses giving one subscale a raw sum and every other item 0. */
function withRawSum(subscale: string, raw: number): Responses {
  const responses: Responses = Object.fromEntries(dass.items.map((item) => [item.id, 0]));
  const values = valuesSumming(raw, 7);
  (SUBSCALE_ITEMS[subscale] ?? []).forEach((number, index) => {
    responses[`dass21_${number}`] = values[index] ?? 0;
  });
  return responses;
}

const scale = (responses: Responses, id: string) => scoreAssessment(dass, responses, NO_CONTEXT).scales.find((s) => s.scaleId === id);

// Lovibond & Lovibond 1995 bands on the DASS-42 metric; DASS-21 sums are doubled first.
describe('DASS-21 scoring (Lovibond & Lovibond 1995; x2 rule)', () => {
  it('maps the items to the right subscales (D 3,5,10,13,16,17,21; A 2,4,7,9,15,19,20; S 1,6,8,11,12,14,18)', () => {
    for (const [id, numbers] of Object.entries(SUBSCALE_ITEMS)) {
      expect(dass.scales.find((s) => s.id === id)?.items).toEqual(numbers.map((n) => `dass21_${n}`));
    }
  });

  it.each([
    // [subscale, raw sum, doubled score, band]: the lowest and highest even score of every band.
    ['depression', 0, 0, 'Normal'],
    ['depression', 4, 8, 'Normal'],
    ['depression', 5, 10, 'Mild'],
    ['depression', 6, 12, 'Mild'],
    ['depression', 7, 14, 'Moderate'],
    ['depression', 10, 20, 'Moderate'],
    ['depression', 11, 22, 'Severe'],
    ['depression', 13, 26, 'Severe'],
    ['depression', 14, 28, 'Extremely severe'],
    ['depression', 21, 42, 'Extremely severe'],
    ['anxiety', 3, 6, 'Normal'],
    ['anxiety', 4, 8, 'Mild'],
    ['anxiety', 5, 10, 'Moderate'],
    ['anxiety', 7, 14, 'Moderate'],
    ['anxiety', 8, 16, 'Severe'],
    ['anxiety', 9, 18, 'Severe'],
    ['anxiety', 10, 20, 'Extremely severe'],
    ['stress', 7, 14, 'Normal'],
    ['stress', 8, 16, 'Mild'],
    ['stress', 9, 18, 'Mild'],
    ['stress', 10, 20, 'Moderate'],
    ['stress', 12, 24, 'Moderate'],
    ['stress', 13, 26, 'Severe'],
    ['stress', 16, 32, 'Severe'],
    ['stress', 17, 34, 'Extremely severe'],
    ['stress', 21, 42, 'Extremely severe'],
  ])('%s raw %i doubles to %i: %s', (subscale, raw, doubled, label) => {
    expect(scale(withRawSum(subscale, raw), subscale)).toMatchObject({ raw: doubled, scorable: true, band: { label } });
  });

  it('puts raw anxiety 5 in Moderate (x2 = 10), not in the raw-table Mild of some papers', () => {
    expect(scale(withRawSum('anxiety', 5), 'anxiety')?.band?.label).toBe('Moderate');
  });

  it('is not scorable with an item of a subscale missing, and names it', () => {
    const responses = withRawSum('stress', 10);
    responses.dass21_8 = null;
    const result = scoreAssessment(dass, responses, NO_CONTEXT);
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors).toEqual([{ code: 'ITEMS_MISSING', message: 'Not scorable: item 8 is not answered.', itemNumbers: [8] }]);
    expect(result.scales.find((s) => s.scaleId === 'depression')?.scorable).toBe(true);
  });

  it('keeps the DASS website reference and the conditional licence conditions', () => {
    expect(dass.attribution).toContain('http://www2.psy.unsw.edu.au/dass/');
    expect(dass.licenseNote).toContain('not modified; not sold for profit');
  });
});
