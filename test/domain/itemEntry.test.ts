import { optionForKey, optionKeys } from '../../src/domain/product/itemEntry';
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
