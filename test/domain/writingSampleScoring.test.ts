/**
 * The writing sample (analytic rubric): the essay's criteria summed into the total with the
 * platform bands, and the rubric-scoring rules of src/domain/essayScoring.ts.
 */
import { essayItemOf, essayLevelErrors, essayLevelsOf, withEssayLevels } from '../../src/domain/essayScoring';
import type { EssayItem } from '../../src/domain/product/productDefinition';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import { loadProduct } from './productFixtures';

const writing = loadProduct('writing_sample');
const found = essayItemOf(writing, 'writing');
if (!found.ok) throw new Error(found.error.message);
const essay: EssayItem = found.value;
const responsesOf = (ideas: number, organization: number, wordChoice: number, conventions: number) =>
  withEssayLevels({}, essay, { ideas, organization, word_choice: wordChoice, conventions });

describe('writing sample scoring', () => {
  it.each([
    [[1, 1, 1, 1], 4, 'Beginning'],
    [[2, 2, 2, 1], 7, 'Beginning'],
    [[2, 2, 2, 2], 8, 'Developing'],
    [[3, 3, 3, 2], 11, 'Developing'],
    [[3, 3, 3, 3], 12, 'Proficient'],
    [[4, 4, 3, 3], 14, 'Proficient'],
    [[4, 4, 4, 3], 15, 'Advanced'],
    [[4, 4, 4, 4], 16, 'Advanced'],
  ] as const)('levels %j total %i, %s', ([a, b, c, d], total, band) => {
    const result = scoreAssessment(writing, responsesOf(a, b, c, d), scoringContextOn('2024-05-01'));
    expect(result.scorable).toBe(true);
    expect(result.scales[0]).toMatchObject({ scaleId: 'total', raw: total, band: { label: band } });
  });

  it('is not scorable until every criterion has a level', () => {
    const result = scoreAssessment(writing, withEssayLevels({}, essay, { ideas: 3, organization: 2 }), scoringContextOn('2024-05-01'));
    expect(result.scorable).toBe(false);
    expect(result.scales[0]?.raw).toBeNull();
  });
});

describe('essay rubric rules', () => {
  it('finds only essay items', () => {
    expect(essayItemOf(writing, 'nothing')).toMatchObject({ ok: false, error: { field: 'itemId' } });
    expect(essayItemOf(loadProduct('orf'), 'wordsRead')).toMatchObject({ ok: false, error: { field: 'itemId', message: 'Item 1 of ORF is not an essay item.' } });
  });

  it('names each unknown criterion or level', () => {
    expect(essayLevelErrors(essay, { ideas: 4, organization: null })).toEqual([]);
    expect(essayLevelErrors(essay, { ideas: 0, voice: 2 }).map((error) => error.field)).toEqual(['levels.ideas', 'levels.voice']);
    expect(essayLevelErrors(essay, { conventions: 5 })[0]?.message).toBe('Conventions takes the levels 1, 2, 3, 4; 5 is not one of them.');
  });

  it('stores levels under <itemId>.<criterionId>, clears with null and keeps criteria left out', () => {
    const stored = { other: 1, 'writing.ideas': 2, 'writing.conventions': 3 };
    const next = withEssayLevels(stored, essay, { ideas: 4, conventions: null, organization: 1 });
    expect(next).toEqual({ other: 1, 'writing.ideas': 4, 'writing.organization': 1 });
    expect(essayLevelsOf(essay, next)).toEqual({ ideas: 4, organization: 1, word_choice: null, conventions: null });
  });
});
