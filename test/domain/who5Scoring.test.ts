import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct, responsesFor } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const who5 = loadProduct('who5');
const ITEMS = ['who5_1', 'who5_2', 'who5_3', 'who5_4', 'who5_5'];
const score = (values: number[]) => scoreAssessment(who5, responsesFor(ITEMS, values), NO_CONTEXT);
const scale = (values: number[], id: string) => score(values).scales.find((s) => s.scaleId === id);
const flags = (values: number[]) => score(values).flags.map((flag) => flag.id);

// Topp et al. 2015: percentage = raw x 4; <= 50 screen for depression; <= 28 likely depression.
describe('WHO-5 scoring (Topp 2015; x4 rule; single-item rule)', () => {
  it('multiplies the raw score by 4 into the percentage score', () => {
    expect(scale([5, 5, 5, 5, 5], 'percentage')?.raw).toBe(100);
    expect(scale([3, 3, 2, 2, 2], 'raw')?.raw).toBe(12);
    expect(scale([3, 3, 2, 2, 2], 'percentage')?.raw).toBe(48);
    expect(scale([0, 0, 0, 0, 0], 'percentage')?.raw).toBe(0);
  });

  it.each([
    [[0, 0, 0, 0, 0], 0, 'Likely depression - refer for assessment'],
    [[2, 2, 2, 1, 0], 28, 'Likely depression - refer for assessment'],
    [[2, 2, 2, 2, 0], 32, 'Reduced/poor well-being - screen for depression'],
    [[3, 3, 2, 2, 2], 48, 'Reduced/poor well-being - screen for depression'],
    [[3, 3, 3, 2, 2], 52, 'No indication of reduced well-being'],
    [[5, 5, 5, 5, 5], 100, 'No indication of reduced well-being'],
  ])('%j gives %i%%: %s', (values, percentage, label) => {
    expect(scale(values, 'percentage')).toMatchObject({ raw: percentage, band: { label } });
  });

  it('flags a raw score below 13 and not 13', () => {
    expect(flags([3, 3, 2, 2, 2])).toEqual(['low_raw_score']);
    expect(flags([3, 3, 3, 2, 2])).toEqual([]);
  });

  it('flags any single item answered 0 or 1, whatever the total (original scoring sheet)', () => {
    expect(flags([5, 5, 5, 5, 1])).toEqual(['item_at_most_1']);
    expect(flags([0, 5, 5, 5, 5])).toEqual(['item_at_most_1']);
    expect(flags([5, 5, 5, 5, 2])).toEqual([]);
  });

  it('requires all five items', () => {
    const result = scoreAssessment(who5, responsesFor(ITEMS.slice(0, 4), [5, 5, 5, 5]), NO_CONTEXT);
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors[0]).toMatchObject({ code: 'ITEMS_MISSING', itemNumbers: [5] });
    expect(result.flags).toEqual([]);
  });
});
