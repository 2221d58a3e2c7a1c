import { statusForResponses } from '../../src/domain/assessment';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import type { Responses } from '../../src/domain/scoring/scoreTypes';
import { itemIndexById } from '../../src/domain/scoring/scaleScorers';
import { compileSkipCounts, withSkippedItems } from '../../src/domain/scoring/skipRules';
import { loadProduct } from './productFixtures';

const k10 = loadProduct('k10');
const score = (responses: Responses) => scoreAssessment(k10, responses, scoringContextOn('2024-05-01'));
const raw = (responses: Responses, scale: string) => score(responses).scales.find((candidate) => candidate.scaleId === scale)?.raw;

/** Items 1-10 at 2 except those given. */
const responses = (overrides: Responses): Responses => ({ ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`k10_${index + 1}`, 2])), ...overrides });

describe('the K10 skip rule (interview form: items 3 and 6 after "None of the time" on items 2 and 5 count as 1)', () => {
  it('scores item 3 left blank after "None of the time" on item 2 as 1', () => {
    const result = score(responses({ k10_2: 1, k10_3: null }));
    expect(result.scorable).toBe(true);
    // 8 items at 2, item 2 at 1, item 3 counted as 1.
    expect(raw(responses({ k10_2: 1, k10_3: null }), 'total')).toBe(18);
    expect(result.scorabilityErrors).toEqual([]);
  });

  it('scores item 6 left blank after "None of the time" on item 5 as 1, and both skips together', () => {
    expect(raw(responses({ k10_5: 1, k10_6: null }), 'total')).toBe(18);
    const { k10_3: _three, k10_6: _six, ...rest } = responses({ k10_2: 1, k10_5: 1 });
    expect(raw(rest, 'total')).toBe(16);
    expect(raw(rest, 'k10_us')).toBe(6);
  });

  it('keeps an answer given anyway', () => {
    expect(raw(responses({ k10_2: 1, k10_3: 4 }), 'total')).toBe(21);
  });

  it('leaves item 3 missing after any other answer to item 2, so the total is not scorable', () => {
    const result = score(responses({ k10_2: 2, k10_3: null }));
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors.map((error) => error.message)).toEqual(['Not scorable: item 3 is not answered.']);
  });

  it('does not skip when item 2 is itself blank', () => {
    expect(score(responses({ k10_2: null, k10_3: null })).scorabilityErrors.map((error) => error.itemNumbers)).toEqual([[2, 3]]);
  });

  it('counts a skipped item as answered for the form\'s completeness, and keeps the stored blank', () => {
    const entered = responses({ k10_2: 1, k10_3: null });
    expect(statusForResponses(k10, entered)).toBe('complete');
    expect(statusForResponses(k10, responses({ k10_2: 2, k10_3: null }))).toBe('inProgress');
    expect(withSkippedItems(k10, entered).k10_3).toBe(1);
    expect(entered.k10_3).toBeNull();
  });

  it('says how many of the items counted as answered the skip rule filled, scale by scale', () => {
    const { k10_3: _three, k10_6: _six, ...rest } = responses({ k10_2: 1, k10_5: 1 });
    const scales = score(rest).scales;
    const counts = (scaleId: string) => {
      const scale = scales.find((candidate) => candidate.scaleId === scaleId);
      return { answered: scale?.answered, skipped: scale?.skipped, itemCount: scale?.itemCount };
    };
    // Items 3 and 6 count towards the 10, so the total is scorable, but 2 of them are the rule's.
    expect(counts('total')).toEqual({ answered: 10, skipped: 2, itemCount: 10 });
    expect(counts('k10_us')).toEqual({ answered: 10, skipped: 2, itemCount: 10 });
    // K6 holds neither item 3 nor item 6.
    expect(scales.find((scale) => scale.scaleId === 'k6')).not.toHaveProperty('skipped');
    expect(score(responses({ k10_5: 1, k10_6: null })).scales[0]?.skipped).toBe(1);
  });

  it('counts no skip where the examinee answered, or where the rule does not hold', () => {
    // Answered anyway after "None of the time": an answer, not a skip.
    expect(score(responses({ k10_2: 1, k10_3: 4 })).scales[0]).not.toHaveProperty('skipped');
    // Blank after another answer: missing, not skipped.
    const missing = score(responses({ k10_2: 2, k10_3: null })).scales[0];
    expect(missing).not.toHaveProperty('skipped');
    expect(missing?.answered).toBe(9);
    expect(score(responses({})).scales.some((scale) => 'skipped' in scale)).toBe(false);
  });

  it('counts nothing for a product without skip rules', () => {
    const phq9 = loadProduct('phq9');
    expect(compileSkipCounts(phq9, itemIndexById(phq9.items))).toBeNull();
    expect(compileSkipCounts(k10, itemIndexById(k10.items))).not.toBeNull();
  });

  it('answers the same object when no rule fills a blank', () => {
    const entered = responses({});
    expect(withSkippedItems(k10, entered)).toBe(entered);
  });
});

describe('skip rules in a product definition', () => {
  const withRule = (rule: unknown, index = 2): unknown => {
    const definition = JSON.parse(JSON.stringify(k10)) as { items: Record<string, unknown>[] };
    definition.items = definition.items.map((item, position) => (position === index ? { ...item, skippedWhen: rule } : item));
    return definition;
  };
  const problems = (definition: unknown): string => {
    const parsed = parseProductDefinition(definition);
    return parsed.ok ? '' : parsed.error.message;
  };

  it('accepts the shipped rules', () => {
    const parsed = parseProductDefinition(JSON.parse(JSON.stringify(k10)));
    expect(parsed.ok).toBe(true);
    const item = (parsed as { value: ProductDefinition }).value.items[2];
    expect(item?.type === 'choice' ? item.skippedWhen : undefined).toEqual({ item: 'k10_2', response: 1, scoredAs: 1 });
  });

  it.each([
    [{ item: 'k10_9', response: 1, scoredAs: 1 }, 'item k10_3 is skipped by k10_9, which is not an earlier choice item'],
    [{ item: 'k10_nope', response: 1, scoredAs: 1 }, 'item k10_3 is skipped by k10_nope, which is not an earlier choice item'],
    [{ item: 'k10_2', response: 9, scoredAs: 1 }, 'item k10_3 is skipped by response 9, which is not an option of k10_2'],
    [{ item: 'k10_2', response: 1, scoredAs: 0 }, 'item k10_3 counts as 0 when skipped, which is not one of its options'],
  ])('refuses %j', (rule, message) => {
    expect(problems(withRule(rule))).toContain(message);
  });

  it('refuses a rule without the value it counts as', () => {
    expect(problems(withRule({ item: 'k10_2', response: 1 }))).toMatch(/scoredAs/);
  });
});
