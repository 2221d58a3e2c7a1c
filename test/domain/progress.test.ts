/**
 * An examinee's progress on a product (issue #22): headline series oldest first, bands for the
 * stripes, reliable change between consecutive administrations and from the first to the last.
 */
import { productProgress, productProgressIn, type ScoredAdministration } from '../../src/domain/progress';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct, responsesFor, valuesSumming } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const phq9 = loadProduct('phq9');
const ITEMS = ['phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9'];
const administration = (assessmentId: number, administrationDate: string, total: number): ScoredAdministration => ({
  assessmentId,
  administrationDate,
  score: scoreAssessment(phq9, responsesFor(ITEMS, valuesSumming(total, 9)), NO_CONTEXT),
});

describe('PHQ-9 progress', () => {
  const progress = productProgress(phq9, [administration(3, '2024-03-06', 8), administration(1, '2024-01-10', 14), administration(2, '2024-01-10', 20)]);
  const total = progress.scales[0];

  it('charts the headline scale only, with its range, direction and bands', () => {
    expect(progress).toMatchObject({ productId: 'phq9', productCode: 'PHQ-9' });
    expect(progress.scales.map((scale) => scale.scaleId)).toEqual(['total']);
    expect(total).toMatchObject({ range: [0, 27], higherIs: 'worse', clinicalCutoff: { value: 10 } });
    expect(total?.bands[0]).toEqual({ min: 0, max: 4, label: 'None-minimal' });
  });

  it('words scale names and band labels in a reader’s language, numbers unchanged, and leaves words already translated as they are', () => {
    const german = productProgressIn(progress, phq9, 'de_de');
    const scale = german.scales[0];
    expect(scale?.name).toBe('PHQ-9-Gesamtwert (Schweregrad der Depression)');
    expect(scale?.bands[0]).toEqual({ min: 0, max: 4, label: 'Keine bis minimal' });
    expect(scale?.points.map((point) => [point.raw, point.band])).toEqual([
      [14, 'Mittelgradig'],
      [20, 'Schwer'],
      [8, 'Leicht'],
    ]);
    expect(scale?.changes).toEqual(total?.changes);
    expect(productProgressIn(german, phq9, 'de_de')).toEqual(german);
    expect(productProgressIn(progress, phq9, 'en_us')).toEqual(progress);
  });

  it('orders by administration date, then by id on the same day', () => {
    expect(total?.points.map((point) => [point.assessmentId, point.raw, point.band])).toEqual([
      [1, 14, 'Moderate'],
      [2, 20, 'Severe'],
      [3, 8, 'Mild'],
    ]);
  });

  it('judges each step and the whole span', () => {
    expect(total?.changes.map((change) => [change.fromAssessmentId, change.toAssessmentId, change.rci, change.kind, change.clinicallySignificant])).toEqual([
      [1, 2, 2.1, 'reliableDeterioration', false],
      [2, 3, -4.19, 'reliableImprovement', true],
    ]);
    expect(total?.overall).toMatchObject({ fromAssessmentId: 1, toAssessmentId: 3, from: 14, to: 8, rci: -2.1, kind: 'reliableImprovement', clinicallySignificant: true, cutoff: 10 });
  });

  it('leaves out scores that are not scorable and has no change with one administration', () => {
    const unscorable: ScoredAdministration = { assessmentId: 9, administrationDate: '2024-05-01', score: scoreAssessment(phq9, { phq9_1: 1 }, NO_CONTEXT) };
    const single = productProgress(phq9, [administration(1, '2024-01-10', 14), unscorable]).scales[0];
    expect(single?.points).toHaveLength(1);
    expect(single?.changes).toEqual([]);
    expect(single?.overall).toBeNull();
  });

  it('gives a series without changes for a scale with no published reliability', () => {
    const who5 = loadProduct('who5');
    const items = ['who5_1', 'who5_2', 'who5_3', 'who5_4', 'who5_5'];
    const scored = (id: number, date: string, values: number[]): ScoredAdministration => ({ assessmentId: id, administrationDate: date, score: scoreAssessment(who5, responsesFor(items, values), NO_CONTEXT) });
    const scale = productProgress(who5, [scored(1, '2024-01-01', [1, 1, 1, 1, 1]), scored(2, '2024-02-01', [5, 5, 5, 5, 5])]).scales[0];
    expect(scale?.points).toHaveLength(2);
    expect(scale).toMatchObject({ reliability: null, changes: [], overall: null });
  });
});
