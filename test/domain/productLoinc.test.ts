/**
 * LOINC codes as product data (issue #22): the shipped files carry the codes, the schema refuses
 * malformed ones with an error naming the field, and a choice item's answer codes agree with its
 * answer list.
 */
import { isLoincCode, loincCheckDigit } from '../../src/domain/product/productLoinc';
import type { ChoiceItem, ProductDefinition } from '../../src/domain/product/productDefinition';
import { productDefinitionProblems } from '../../src/domain/product/productProblems';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { withoutLoinc } from './fhir/fhirFixtures';
import { loadProduct } from './productFixtures';

const phq9 = loadProduct('phq9');
const choiceItem = (product: ProductDefinition, index: number): ChoiceItem => product.items[index] as ChoiceItem;

/** `phq9` with `change` applied to a deep copy. */
function changed(change: (copy: ProductDefinition) => void): unknown {
  const copy = JSON.parse(JSON.stringify(phq9)) as ProductDefinition;
  change(copy);
  return copy;
}

/** The message of the first problem `parseProductDefinition` finds, and every problem at its field. */
function refusal(json: unknown): { message: string; fields: string[] } {
  const parsed = parseProductDefinition(json);
  if (parsed.ok) throw new Error('The definition was accepted.');
  return { message: parsed.error.message, fields: productDefinitionProblems(json).map((problem) => problem.field) };
}

describe('LOINC code format', () => {
  it('checks the mod-10 check digit LOINC publishes', () => {
    expect(loincCheckDigit('44261')).toBe(6);
    expect(loincCheckDigit('101698')).toBe(9);
    expect(['44249-1', '44261-6', '69722-7', '101697-1', '100766-5', '70273-8'].every(isLoincCode)).toBe(true);
    expect(['44261-5', '44261', '44261-66', 'LA6568-5', '4426a-6', ' 44261-6'].some(isLoincCode)).toBe(false);
  });
});

describe('the shipped products carry their LOINC codes', () => {
  it('PHQ-9: panel, items with confidences, the LL358-3 answers on items 1-9 only, the total and the PHQ-2', () => {
    expect(phq9.loinc).toEqual({ code: '44249-1', confidence: 'M' });
    expect(choiceItem(phq9, 0).loinc).toEqual({ code: '44250-9', confidence: 'L' });
    expect(choiceItem(phq9, 8).loinc).toEqual({ code: '44260-8', confidence: 'M' });
    expect(choiceItem(phq9, 9)).toMatchObject({ id: 'phq9_difficulty', loinc: { code: '69722-7', confidence: 'M' } });
    expect(choiceItem(phq9, 0).loincAnswerList).toEqual({ id: 'LL358-3', confidence: 'M' });
    expect(choiceItem(phq9, 0).options.map((option) => option.loinc)).toEqual(['LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9']);
    expect(choiceItem(phq9, 9).loincAnswerList).toBeUndefined();
    expect(phq9.scales.map((scale) => scale.loinc?.code)).toEqual(['44261-6', '55758-7', undefined]);
  });

  it('CES-D: the panel only (its generated item and total codes stay out); PHQ-15 item 14 and the PCL-5 items but 9 have none', () => {
    const cesd = loadProduct('cesd');
    expect(cesd.loinc).toEqual({ code: '100766-5', confidence: 'M' });
    expect(cesd.items.some((item) => item.loinc)).toBe(false);
    expect(cesd.scales.some((scale) => scale.loinc)).toBe(false);
    expect(loadProduct('phq15').items.filter((item) => !item.loinc).map((item) => item.id)).toEqual(['phq15_14']);
    expect(loadProduct('pcl5').items.filter((item) => item.loinc).map((item) => item.id)).toEqual(['pcl5_9']);
    expect(loadProduct('who5').loinc).toBeUndefined();
  });
});

describe('the schema refuses bad codes at their field', () => {
  it('a panel code without its check digit, or with the wrong one', () => {
    expect(refusal(changed((copy) => void (copy.loinc = { code: '44249', confidence: 'M' })))).toEqual({
      message: 'loinc.code: 44249 is not a LOINC code: a LOINC code is digits, a dash and a check digit (44261-6)',
      fields: ['loinc.code'],
    });
    expect(refusal(changed((copy) => void (copy.loinc = { code: '44249-2', confidence: 'M' }))).message).toBe('loinc.code: 44249-2 is not a LOINC code: the check digit of 44249 is 1');
  });

  it('an item code with an unknown confidence, a scale code without a confidence', () => {
    const item = refusal(changed((copy) => void ((copy.items[2] as ChoiceItem).loinc = { code: '44259-0', confidence: 'G' as 'L' })));
    expect(item.fields).toEqual(['items[2].loinc.confidence']);
    expect(item.message).toBe('items[2].loinc.confidence is L (seen on loinc.org) or M (seen on a LOINC mirror or an HL7 resource built from LOINC)');
    const scale = refusal(changed((copy) => void ((copy.scales[0] as { loinc: unknown }).loinc = { code: '44261-6' })));
    expect(scale).toEqual({ message: 'scales[0].loinc.confidence is required: L or M', fields: ['scales[0].loinc.confidence'] });
  });

  it('an answer code or an answer list id of the wrong form', () => {
    const answer = refusal(changed((copy) => void ((choiceItem(copy, 0).options[1] as { loinc: string }).loinc = '6569-3')));
    expect(answer).toEqual({ message: 'items[0].options[1].loinc: a LOINC answer code is LA, digits, a dash and a check digit (LA6568-5)', fields: ['items[0].options[1].loinc'] });
    const list = refusal(changed((copy) => void (choiceItem(copy, 0).loincAnswerList = { id: 'LA358-3', confidence: 'M' })));
    expect(list.fields).toEqual(['items[0].loincAnswerList.id']);
  });

  it('answer codes that disagree with the answer list: one missing, one without a list, one repeated', () => {
    const missing = refusal(changed((copy) => void delete choiceItem(copy, 3).options[2]?.loinc));
    expect(missing).toEqual({
      message: 'items[3].options[2].loinc: option 2 has no LOINC answer code, but the item names the LOINC answer list LL358-3, which codes every option',
      fields: ['items[3].options[2].loinc'],
    });
    const listless = refusal(changed((copy) => void delete choiceItem(copy, 3).loincAnswerList));
    expect(listless.fields).toEqual(['items[3].options[0].loinc']);
    expect(listless.message).toContain('names no LOINC answer list');
    const repeated = refusal(changed((copy) => void ((choiceItem(copy, 3).options[3] as { loinc: string }).loinc = 'LA6568-5')));
    expect(repeated.message).toBe('items[3].options[3].loinc: option 3 repeats the LOINC answer code LA6568-5');
  });

  it('leaves options of the wrong shape to their own errors (the answer check never throws)', () => {
    const broken = changed((copy) => {
      delete (choiceItem(copy, 0) as Partial<ChoiceItem>).options;
      (choiceItem(copy, 1).options as unknown[])[0] = null;
    });
    expect(productDefinitionProblems(broken).map((problem) => problem.field)).toEqual(['items[0].options', 'items[1].options[0]']);
  });

  it('accepts a product without any LOINC field', () => {
    expect(parseProductDefinition(withoutLoinc(phq9)).ok).toBe(true);
    expect(productDefinitionProblems(withoutLoinc(phq9))).toEqual([]);
  });
});
