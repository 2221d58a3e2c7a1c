import { optionForKey, optionKeys, parseNumericEntry } from '../../src/domain/product/itemEntry';
import { loadProduct } from './productFixtures';

describe('keyboard item entry', () => {
  const item = loadProduct('phq9').items[0]!;

  it('keys 0-3 options by their value, as on the paper form', () => {
    expect(optionKeys(item)).toEqual(['0', '1', '2', '3']);
    expect(optionForKey(item, '2')?.value).toBe(2);
  });

  it('rejects keys that enter nothing', () => {
    expect(optionForKey(item, '4')).toBeNull();
    expect(optionForKey(item, 'a')).toBeNull();
  });

  it('keys options by position when values are not single digits', () => {
    const wide = { ...item, options: [10, 20, 30].map((value) => ({ value, label: { en_us: String(value) } })) };
    expect(optionKeys(wide)).toEqual(['1', '2', '3']);
    expect(optionForKey(wide, '3')?.value).toBe(30);
  });
});

describe('parseNumericEntry', () => {
  const orf = loadProduct('orf');
  const wordsRead = orf.items.find((item) => item.id === 'wordsRead');
  if (!wordsRead || wordsRead.type !== 'numeric') throw new Error('the ORF probe has a numeric wordsRead item');

  it.each([
    ['', { ok: true, value: null }],
    ['  ', { ok: true, value: null }],
    ['0', { ok: true, value: 0 }],
    [' 58 ', { ok: true, value: 58 }],
    ['007', { ok: true, value: 7 }],
    [String(wordsRead.max), { ok: true, value: wordsRead.max }],
    ['12.5', { ok: false, problem: 'notWholeNumber' }],
    ['12,5', { ok: false, problem: 'notWholeNumber' }],
    ['12.', { ok: false, problem: 'notWholeNumber' }],
    ['.5', { ok: false, problem: 'notWholeNumber' }],
    ['12.0', { ok: false, problem: 'notWholeNumber' }],
    [String(wordsRead.max + 1), { ok: false, problem: 'outOfRange' }],
    ['-5', { ok: false, problem: 'outOfRange' }],
    ['12345678901234567890', { ok: false, problem: 'outOfRange' }],
    ['1e3', { ok: false, problem: 'notANumber' }],
    ['4O', { ok: false, problem: 'notANumber' }],
    ['5 5', { ok: false, problem: 'notANumber' }],
    ['+5', { ok: false, problem: 'notANumber' }],
  ])('reads %j as %j, never rewriting what was typed', (text, expected) => {
    expect(parseNumericEntry(wordsRead, text)).toEqual(expected);
  });

  it('takes no typed number for a choice item', () => {
    const phq9 = loadProduct('phq9');
    expect(parseNumericEntry(phq9.items[0]!, '1')).toEqual({ ok: false, problem: 'notANumber' });
  });
});
