/** Form eligibility: age check, availability by age and language, retest interval, create warnings. */
import { ageCheck, createWarnings, daysBetween, formAvailability, retestConflicts } from '../../src/domain/formEligibility';

const PRODUCT = { id: 'p', code: 'P-1', ageRange: { minYears: 13, maxYears: 18 }, languages: ['en_us' as const], retestIntervalDays: 14 };

describe('ageCheck', () => {
  it('takes the age in completed years on the test date, both ends of the range inclusive', () => {
    expect(ageCheck(PRODUCT, '2010-03-05', '2023-03-05')).toEqual({ age: { years: 13, months: 0 }, inRange: true, birthDateMissing: false, ageRange: PRODUCT.ageRange });
    expect(ageCheck(PRODUCT, '2010-03-05', '2023-03-04').inRange).toBe(false);
    expect(ageCheck(PRODUCT, '2000-03-05', '2019-03-04').inRange).toBe(true);
    expect(ageCheck(PRODUCT, '2000-03-05', '2019-03-05').inRange).toBe(false);
    expect(ageCheck({ ageRange: null }, '2020-01-01', '2021-01-01').inRange).toBe(true);
    expect(ageCheck(PRODUCT, '2020-01-01', '2019-01-01')).toMatchObject({ age: null, inRange: false });
    // An imported record without a date of birth: outside every age range, inside a form without one.
    expect(ageCheck(PRODUCT, null, '2023-03-05')).toEqual({ age: null, inRange: false, birthDateMissing: true, ageRange: PRODUCT.ageRange });
    expect(ageCheck({ ageRange: null }, null, '2023-03-05').inRange).toBe(true);
  });
});

describe('formAvailability', () => {
  it('says why a form is not offered', () => {
    expect(formAvailability(PRODUCT, '2008-01-01', '2024-01-01', 'en_us')).toEqual({ productId: 'p', available: true, reasons: [] });
    expect(formAvailability(PRODUCT, '2020-01-01', '2024-01-01', 'de_de').reasons).toEqual(['age', 'language']);
    expect(formAvailability(PRODUCT, '2008-01-01', '2024-01-01', null).available).toBe(true);
    expect(formAvailability(PRODUCT, null, '2024-01-01', 'en_us').reasons).toEqual(['birthDate']);
    // No age to confirm without a date of birth: the create refuses instead (ageRule.ts).
    expect(createWarnings(PRODUCT, null, '2024-01-01', [])).toEqual([]);
  });
});

describe('retestConflicts and createWarnings', () => {
  const earlier = [
    { assessmentId: 1, administrationDate: '2024-01-01' },
    { assessmentId: 2, administrationDate: '2024-03-01' },
  ];

  it('finds administrations inside the interval, nearest first', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(retestConflicts(PRODUCT, earlier, '2024-03-14')).toEqual([earlier[1]]);
    expect(retestConflicts(PRODUCT, earlier, '2024-03-15')).toEqual([]);
    expect(retestConflicts({ retestIntervalDays: null }, earlier, '2024-03-02')).toEqual([]);
  });

  it('warns of a retest and of an age outside the range', () => {
    expect(createWarnings(PRODUCT, '2008-01-01', '2024-03-02', earlier).map((warning) => warning.code)).toEqual(['retest']);
    expect(createWarnings(PRODUCT, '2020-01-01', '2024-06-02', earlier).map((warning) => warning.code)).toEqual(['ageOutOfRange']);
    expect(createWarnings(PRODUCT, '2008-01-01', '2024-06-02', earlier)).toEqual([]);
    expect(createWarnings(PRODUCT, '2008-01-01', '2024-06-02', earlier, false).map((warning) => warning.code)).toEqual(['noLicense']);
  });

  it('name the facts, so each client says them in its own language and date format', () => {
    const [retest] = createWarnings(PRODUCT, '2008-01-01', '2024-03-02', earlier);
    expect(retest?.params).toEqual({ product: PRODUCT.code, date: '2024-03-01', days: PRODUCT.retestIntervalDays });
    const [age] = createWarnings(PRODUCT, '2020-01-01', '2024-06-02', earlier);
    expect(age?.params).toEqual({ product: PRODUCT.code, date: '2024-06-02', years: 4, min: PRODUCT.ageRange?.minYears, max: PRODUCT.ageRange?.maxYears });
  });
});
