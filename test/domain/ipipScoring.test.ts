import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { Responses } from '../../src/domain/scoring/scoreTypes';
import { loadProduct } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const ipip = loadProduct('ipip_bffm50');
// The IPIP scoring key (ipip.ori.org/newBigFive5broadKey.htm): minus-keyed items by factor.
const MINUS: Record<string, number[]> = {
  E: [6, 16, 26, 36, 46],
  A: [2, 12, 22, 32],
  C: [8, 18, 28, 38],
  ES: [4, 14, 24, 29, 34, 39, 44, 49],
  I: [10, 20, 30],
};
const all = (value: number): Responses => Object.fromEntries(ipip.items.map((item) => [item.id, value]));
const factor = (responses: Responses, id: string) => scoreAssessment(ipip, responses, NO_CONTEXT).scales.find((s) => s.scaleId === id);

describe('IPIP Big-Five 50 scoring (Goldberg 1992 markers; reverse keys 6 - value)', () => {
  it('has five factors of ten items with the published reverse keys', () => {
    expect(ipip.scales.map((s) => [s.id, s.items.length])).toEqual([['E', 10], ['A', 10], ['C', 10], ['ES', 10], ['I', 10]]);
    for (const [id, numbers] of Object.entries(MINUS)) {
      const reversed = ipip.items.filter((item) => item.type === 'choice' && item.reverse && ipip.scales.find((s) => s.id === id)?.items.includes(item.id));
      expect(reversed.map((item) => item.number)).toEqual(numbers);
    }
  });

  it.each([
    ['E', 30],
    ['A', 34],
    ['C', 34],
    ['ES', 18],
    ['I', 38],
  ])('answering 5 everywhere gives %s = 5 x plus-keyed + 1 x minus-keyed = %i', (id, expected) => {
    expect(factor(all(5), id)).toMatchObject({ raw: expected, scorable: true, range: [10, 50] });
  });

  it('reaches 50 with plus-keyed items at 5 and minus-keyed at 1, and 10 the other way round', () => {
    const high: Responses = Object.fromEntries(ipip.items.map((item) => [item.id, item.type === 'choice' && item.reverse ? 1 : 5]));
    const low: Responses = Object.fromEntries(ipip.items.map((item) => [item.id, item.type === 'choice' && item.reverse ? 5 : 1]));
    for (const id of Object.keys(MINUS)) {
      expect(factor(high, id)?.raw).toBe(50);
      expect(factor(low, id)?.raw).toBe(10);
    }
  });

  it('scores minus-keyed item 6 ("Don\'t talk a lot") answered 1 as 5', () => {
    const responses = all(3);
    responses.ipip50_6 = 1;
    expect(factor(responses, 'E')?.raw).toBe(32);
  });

  it('is not scorable with an item missing, and other factors still are', () => {
    const responses = all(3);
    delete responses.ipip50_25;
    const result = scoreAssessment(ipip, responses, NO_CONTEXT);
    expect(result.scorable).toBe(false);
    expect(result.scales.find((s) => s.scaleId === 'I')).toMatchObject({ scorable: false, missingItemNumbers: [25] });
    expect(result.scales.find((s) => s.scaleId === 'E')?.scorable).toBe(true);
  });
});
