import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct, responsesFor } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const phq9 = loadProduct('phq9');
const ITEMS = ['phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9'];
const diagnoses = (values: number[], extra: Record<string, number | null> = {}) =>
  scoreAssessment(phq9, { ...responsesFor(ITEMS, values), ...extra }, NO_CONTEXT)
    .flags.map((flag) => flag.id)
    .filter((id) => id.endsWith('_syndrome'));

// Kroenke 2001 / PHQ manual: a symptom counts at "more than half the days" (2) or more, item 9
// if present at all (1); major: 5 or more with item 1 or 2; other: 2 to 4 with item 1 or 2.
describe('PHQ-9 provisional diagnostic algorithm (rule in data: countAtLeast)', () => {
  it('raises nothing with one symptom, even item 1', () => {
    expect(diagnoses([3, 1, 1, 1, 1, 1, 1, 1, 0])).toEqual([]);
  });

  it('raises other depressive syndrome at exactly 2 symptoms with item 1', () => {
    expect(diagnoses([2, 0, 2, 0, 0, 0, 0, 0, 0])).toEqual(['other_depressive_syndrome']);
  });

  it('raises other depressive syndrome at 4 symptoms with item 2', () => {
    expect(diagnoses([1, 2, 2, 2, 2, 1, 1, 1, 0])).toEqual(['other_depressive_syndrome']);
  });

  it('raises major depressive syndrome at exactly 5 symptoms with item 1 or 2', () => {
    expect(diagnoses([2, 0, 2, 2, 2, 2, 0, 0, 0])).toEqual(['major_depressive_syndrome']);
    expect(diagnoses([3, 3, 3, 3, 3, 3, 3, 3, 3])).toEqual(['major_depressive_syndrome']);
  });

  it('counts item 9 at 1 ("several days") as a symptom, unlike items 1-8', () => {
    expect(diagnoses([2, 0, 2, 2, 2, 0, 0, 0, 1])).toEqual(['major_depressive_syndrome']);
    expect(diagnoses([2, 0, 2, 2, 2, 0, 0, 1, 0])).toEqual(['other_depressive_syndrome']);
  });

  it('raises nothing without item 1 or 2, however many symptoms', () => {
    expect(diagnoses([1, 1, 3, 3, 3, 3, 3, 3, 3])).toEqual([]);
  });

  it('waits until every item it reads is answered', () => {
    expect(diagnoses([3, 3, 3, 3, 3, 3, 3, 3, 3], { phq9_9: null })).toEqual([]);
  });
});
