import { domainValues, licenseOptionsSchema, setOptions } from '../../src/domain/licenseOptions';
import { checkLicenseTerms, createdTerms, type LicenseTermsInput, licenseTypeOf, storedShape, termsChanges, usagesAdded } from '../../src/domain/licenseTerms';

const terms = (overrides: Partial<LicenseTermsInput> = {}): LicenseTermsInput => ({
  name: ' PHQ-9 reports, 50 usages ',
  productId: 'phq9',
  reportType: null,
  usagesGranted: 50,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  options: {},
  ...overrides,
});

describe('the license types', () => {
  it('store group usages as usages of group reports, and read them back', () => {
    expect(storedShape('groupUsage', null)).toEqual({ kind: 'usage', reportType: 'group' });
    expect(storedShape('subscription', 'score')).toEqual({ kind: 'subscription', reportType: 'score' });
    expect(storedShape('usage', 'feedback')).toEqual({ kind: 'usage', reportType: 'feedback' });
    expect([licenseTypeOf('usage', 'group'), licenseTypeOf('usage', null), licenseTypeOf('subscription', null)]).toEqual(['groupUsage', 'usage', 'subscription']);
  });
});

describe('checkLicenseTerms', () => {
  it('accepts usage terms, trimming the name and keeping only the options set', () => {
    const checked = checkLicenseTerms('usage', terms({ options: { seats: 5, billingCycle: null } }));
    expect(checked).toEqual({ ok: true, value: { ...terms(), name: 'PHQ-9 reports, 50 usages', options: { seats: 5 } } });
  });

  it('wants usages for usage licenses, none and a last day for subscriptions', () => {
    expect(checkLicenseTerms('usage', terms({ usagesGranted: null }))).toEqual({ ok: false, error: [{ field: 'usagesGranted', message: 'Enter the number of usages granted.' }] });
    expect(checkLicenseTerms('subscription', terms({ validUntil: null }))).toEqual({
      ok: false,
      error: [
        { field: 'usagesGranted', message: 'A subscription grants no number of usages.' },
        { field: 'validUntil', message: 'Enter the last day of the subscription.' },
      ],
    });
    expect(checkLicenseTerms('subscription', terms({ usagesGranted: null })).ok).toBe(true);
  });

  it('refuses a last day before the first, a report type on group usages, and fewer usages than are used', () => {
    expect(checkLicenseTerms('usage', terms({ validUntil: '2025-12-31' }))).toMatchObject({ ok: false, error: [{ field: 'validUntil' }] });
    expect(checkLicenseTerms('groupUsage', terms({ reportType: 'score' }))).toMatchObject({ ok: false, error: [{ field: 'reportType' }] });
    expect(checkLicenseTerms('usage', terms({ usagesGranted: 10 }), 11)).toEqual({ ok: false, error: [{ field: 'usagesGranted', message: 'Grant at least the 11 usages already used.' }] });
    expect(checkLicenseTerms('usage', terms({ usagesGranted: 11 }), 11).ok).toBe(true);
  });
});

describe('the typed options', () => {
  it('takes a whole number, a real date and a value of the domain', () => {
    expect(licenseOptionsSchema.validateSync({ seats: 3, renewalDate: '2026-11-30', billingCycle: 'yearly', salesChannel: 'webStore' })).toEqual({
      seats: 3,
      renewalDate: '2026-11-30',
      billingCycle: 'yearly',
      salesChannel: 'webStore',
    });
    expect(() => licenseOptionsSchema.validateSync({ seats: 2.5 })).toThrow('Enter a whole number of seats.');
    expect(() => licenseOptionsSchema.validateSync({ renewalDate: '2026-02-30' })).toThrow('Enter a real date as YYYY-MM-DD.');
    expect(() => licenseOptionsSchema.validateSync({ billingCycle: 'weekly' })).toThrow('Choose a billing cycle of the list.');
    expect(setOptions({ ...licenseOptionsSchema.validateSync({ seats: 4 }), ...({ colour: 'blue' } as object) })).toEqual({ seats: 4 });
  });

  it('answers a domain’s values, and none for a domain that does not exist', () => {
    expect(domainValues('billingCycle')).toEqual(['monthly', 'quarterly', 'yearly']);
    expect(domainValues('toString')).toBeNull();
    expect(setOptions({ seats: null, renewalDate: '2026-01-31' })).toEqual({ renewalDate: '2026-01-31' });
  });
});

describe('termsChanges', () => {
  it('lists what a change changes, and how many usages it adds', () => {
    const before = terms({ name: 'A' });
    const after = terms({ name: 'A', usagesGranted: 100, options: { seats: 2 } });
    expect(termsChanges(before, after)).toEqual([
      { field: 'usagesGranted', from: '50', to: '100' },
      { field: 'options', from: '{}', to: '{"seats":2}' },
    ]);
    expect(termsChanges(before, before)).toEqual([]);
    expect(usagesAdded(before, after)).toBe(50);
  });

  it('records a new license’s terms as set from nothing', () => {
    expect(createdTerms(terms({ reportType: 'score', options: { seats: 3 } }))).toEqual([
      { field: 'name', from: null, to: ' PHQ-9 reports, 50 usages ' },
      { field: 'productId', from: null, to: 'phq9' },
      { field: 'reportType', from: null, to: 'score' },
      { field: 'usagesGranted', from: null, to: '50' },
      { field: 'validFrom', from: null, to: '2026-01-01' },
      { field: 'validUntil', from: null, to: '2026-12-31' },
      { field: 'options', from: null, to: '{"seats":3}' },
    ]);
  });
});
