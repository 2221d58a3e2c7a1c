/** Item entry verification rules: comparison, resolution, the account rule. */
import {
  applyResolutions,
  compareEntries,
  mayScore,
  resolutionErrors,
  sameEntries,
  verificationRequiredBeforeScoring,
} from '../../src/domain/itemEntryVerification';

const ITEMS = [
  { id: 'a', number: 1 },
  { id: 'b', number: 2 },
  { id: 'c', number: 3 },
];

describe('compareEntries', () => {
  it('lists each item whose values differ, in item order, with both values; blanks agree with blanks', () => {
    expect(compareEntries(ITEMS, { a: 1, b: 2, c: null }, { a: 1, b: 3 })).toEqual([{ itemId: 'b', itemNumber: 2, firstValue: 2, secondValue: 3 }]);
    expect(compareEntries(ITEMS, { c: 0 }, { a: 2 })).toEqual([
      { itemId: 'a', itemNumber: 1, firstValue: null, secondValue: 2 },
      { itemId: 'c', itemNumber: 3, firstValue: 0, secondValue: null },
    ]);
    expect(compareEntries(ITEMS, { a: 1 }, { a: 1 })).toEqual([]);
  });

  it('compares keys beyond the items (rubric criteria) after them, numbered by their item', () => {
    expect(compareEntries(ITEMS, { 'b.clarity': 2 }, { 'b.clarity': 1 })).toEqual([{ itemId: 'b.clarity', itemNumber: 2, firstValue: 2, secondValue: 1 }]);
  });
});

describe('resolutionErrors and applyResolutions', () => {
  const discrepancies = compareEntries(ITEMS, { a: 1, b: 2 }, { a: 0, b: 2, c: 1 });

  it('needs one of the two values for every discrepancy and nothing else', () => {
    expect(resolutionErrors(discrepancies, { a: 0, c: null })).toEqual([]);
    expect(resolutionErrors(discrepancies, { a: 0 }).map((error) => error.field)).toEqual(['resolutions.c']);
    expect(resolutionErrors(discrepancies, { a: 2, c: 1 }).map((error) => error.field)).toEqual(['resolutions.a']);
    expect(resolutionErrors(discrepancies, { a: 1, c: 1, b: 2 }).map((error) => error.field)).toEqual(['resolutions.b']);
  });

  it('writes the chosen values over the first entry; null leaves an item blank', () => {
    expect(applyResolutions({ a: 1, b: 2, c: 3 }, { a: 0, c: null })).toEqual({ a: 0, b: 2 });
  });
});

describe('the account rule', () => {
  it('requires verification when the code is not blank', () => {
    expect(verificationRequiredBeforeScoring('')).toBe(false);
    expect(verificationRequiredBeforeScoring('   ')).toBe(false);
    expect(verificationRequiredBeforeScoring('IEV')).toBe(true);
  });

  it('allows scoring only the verified responses when required', () => {
    expect(mayScore(false, false, {}, { a: 1 })).toBe(true);
    expect(mayScore(true, false, { a: 1 }, { a: 1 })).toBe(false);
    expect(mayScore(true, true, { a: 1, b: null }, { a: 1 })).toBe(true);
    expect(mayScore(true, true, { a: 1 }, { a: 2 })).toBe(false);
    expect(sameEntries({ a: 1 }, { a: 1, b: null })).toBe(true);
  });
});
