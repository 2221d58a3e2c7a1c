import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { type PreviousScore, scoreChanges } from '../../src/domain/scoreChange';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct, responsesFor } from './productFixtures';
import { NO_CONTEXT } from './scoringContexts';

const who5 = loadProduct('who5');
const ITEMS = ['who5_1', 'who5_2', 'who5_3', 'who5_4', 'who5_5'];
const RULES = who5.changeRules ?? [];
const score = (values: number[]) => scoreAssessment(who5, responsesFor(ITEMS, values), NO_CONTEXT);
const previous = (values: number[]): PreviousScore => ({ assessmentId: 7, administrationDate: '2026-01-05', score: score(values) });

describe('WHO-5 change since the previous administration (a 10-point difference is significant)', () => {
  it('ships the rule on the percentage score with its source', () => {
    expect(RULES).toEqual([
      expect.objectContaining({ id: 'significant_change', scale: 'percentage', threshold: 10, label: 'Significant change', source: expect.stringContaining('10% difference') }),
    ]);
  });

  it('reports a rise of 12 points as significant, with the previous administration', () => {
    // 48% (raw 12) before, 60% (raw 15) now.
    expect(scoreChanges(score([3, 3, 3, 3, 3]), previous([3, 3, 2, 2, 2]), RULES)).toEqual([
      {
        ruleId: 'significant_change',
        scaleId: 'percentage',
        scaleName: 'Percentage score (raw x 4)',
        label: 'Significant change',
        threshold: 10,
        source: RULES[0]?.source,
        previousAssessmentId: 7,
        previousDate: '2026-01-05',
        previous: 48,
        current: 60,
        difference: 12,
        significant: true,
      },
    ]);
  });

  it('reports a fall as a negative difference, significant by its size', () => {
    const [change] = scoreChanges(score([3, 3, 2, 2, 2]), previous([4, 4, 4, 4, 4]), RULES);
    expect(change).toMatchObject({ previous: 80, current: 48, difference: -32, significant: true });
  });

  it('counts exactly the threshold as significant and one point less as not', () => {
    const product = { ...who5, changeRules: [{ ...RULES[0]!, scale: 'raw', threshold: 10 }] };
    const rules = product.changeRules;
    const eight = scoreChanges(scoreAssessment(product, responsesFor(ITEMS, [5, 5, 2, 0, 0]), NO_CONTEXT), previous([1, 1, 1, 1, 0]), rules);
    expect(eight[0]).toMatchObject({ previous: 4, current: 12, difference: 8, significant: false });
    const ten = scoreChanges(scoreAssessment(product, responsesFor(ITEMS, [5, 5, 4, 0, 0]), NO_CONTEXT), previous([1, 1, 1, 1, 0]), rules);
    expect(ten[0]).toMatchObject({ difference: 10, significant: true });
    const nine = scoreChanges(scoreAssessment(product, responsesFor(ITEMS, [5, 5, 3, 0, 0]), NO_CONTEXT), previous([1, 1, 1, 1, 0]), rules);
    expect(nine[0]).toMatchObject({ difference: 9, significant: false });
    const tenDown = scoreChanges(score([1, 1, 1, 1, 0]), { ...previous([5, 5, 4, 0, 0]) }, rules);
    expect(tenDown[0]).toMatchObject({ difference: -10, significant: true });
  });

  it('shows a change under the threshold without flagging it', () => {
    const [change] = scoreChanges(score([3, 3, 3, 3, 3]), previous([3, 3, 3, 3, 2]), RULES);
    expect(change).toMatchObject({ previous: 56, current: 60, difference: 4, significant: false });
  });

  it('answers no change without a previous score', () => {
    expect(scoreChanges(score([3, 3, 3, 3, 3]), null, RULES)).toEqual([]);
  });

  it('answers no change when the previous result was not scorable', () => {
    const unscorable = scoreAssessment(who5, responsesFor(ITEMS.slice(0, 4), [1, 1, 1, 1]), NO_CONTEXT);
    expect(unscorable.scorable).toBe(false);
    expect(scoreChanges(score([5, 5, 5, 5, 5]), { assessmentId: 3, administrationDate: '2026-01-01', score: unscorable }, RULES)).toEqual([]);
  });

  it('answers no change for a product without change rules', () => {
    expect(scoreChanges(score([5, 5, 5, 5, 5]), previous([0, 0, 0, 0, 0]), [])).toEqual([]);
  });
});

describe('product validation of change rules', () => {
  const json = (changeRules: unknown) => ({ ...JSON.parse(JSON.stringify(who5)), changeRules });

  it('accepts the shipped rule', () => {
    expect(parseProductDefinition(json(RULES)).ok).toBe(true);
  });

  it('rejects a rule naming a scale the product does not have', () => {
    const result = parseProductDefinition(json([{ ...RULES[0], scale: 'total' }]));
    expect(result).toEqual({ ok: false, error: { code: 'INVALID_PRODUCT', message: expect.stringContaining('change rule significant_change names unknown scale total') } });
  });

  it('rejects a threshold that is not positive', () => {
    const result = parseProductDefinition(json([{ ...RULES[0], threshold: 0 }]));
    expect(result.ok).toBe(false);
  });
});
