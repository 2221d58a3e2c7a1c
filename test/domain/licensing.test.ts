import {
  CORRECTION_WINDOW_MS,
  type EarlierReport,
  freeReason,
  licenseActive,
  licenseCovers,
  licenseDay,
  type LicenseTerms,
  payingLicenses,
  prospectiveCharge,
  toFeatureLicense,
} from '../../src/domain/licensing';

const at = (iso: string) => new Date(iso);
const report = (assessmentVersion: number, charge: EarlierReport['charge'], createdAt: string): EarlierReport => ({ assessmentVersion, charge, createdAt: at(createdAt) });

let nextId = 1;
const license = (overrides: Partial<LicenseTerms>): LicenseTerms => ({
  id: nextId++,
  kind: 'usage',
  productId: null,
  reportType: null,
  usagesGranted: 10,
  usagesUsed: 0,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  status: 'active',
  ...overrides,
});

describe('freeReason', () => {
  it('charges the first report of an assessment and type', () => {
    expect(freeReason([], 3, at('2026-05-01T10:00:00Z'))).toBeNull();
  });

  it('regenerates for free from the same assessment version, whatever the earlier report cost and however old', () => {
    const earlier = [report(3, 'usage', '2025-01-01T00:00:00Z')];
    expect(freeReason(earlier, 3, at('2026-05-01T10:00:00Z'))).toBe('regeneration');
    expect(freeReason([report(3, 'correction', '2025-01-01T00:00:00Z')], 3, at('2026-05-01T00:00:00Z'))).toBe('regeneration');
  });

  it('corrects for free for 30 × 24 hours after the first charged report, and charges from then on', () => {
    const first = '2026-03-01T12:00:00.000Z';
    const earlier = [report(2, 'usage', first), report(4, 'correction', '2026-03-20T00:00:00Z')];
    const start = at(first).getTime();
    expect(freeReason(earlier, 5, new Date(start + CORRECTION_WINDOW_MS - 1))).toBe('correction');
    expect(freeReason(earlier, 5, new Date(start + CORRECTION_WINDOW_MS))).toBeNull();
    expect(CORRECTION_WINDOW_MS).toBe(2_592_000_000);
  });

  it('counts the window from the first charged report, not from free ones or later charged ones', () => {
    const earlier = [report(1, 'usage', '2026-01-01T00:00:00Z'), report(6, 'usage', '2026-03-01T00:00:00Z')];
    expect(freeReason(earlier, 7, at('2026-03-02T00:00:00Z'))).toBeNull();
    // A subscription-covered report also opens the window.
    expect(freeReason([report(1, 'subscription', '2026-03-01T00:00:00Z')], 2, at('2026-03-02T00:00:00Z'))).toBe('correction');
  });
});

describe('licenseCovers', () => {
  it('covers a product and type when the license names them or leaves them open', () => {
    expect(licenseCovers({ productId: null, reportType: null }, 'phq9', 'score')).toBe(true);
    expect(licenseCovers({ productId: 'phq9', reportType: 'score' }, 'phq9', 'score')).toBe(true);
    expect(licenseCovers({ productId: 'phq9', reportType: 'score' }, 'phq9', 'feedback')).toBe(false);
    expect(licenseCovers({ productId: 'gad7', reportType: null }, 'phq9', 'score')).toBe(false);
  });

  it('keeps group reports apart: only a group license covers them, and it covers nothing else', () => {
    expect(licenseCovers({ productId: null, reportType: null }, 'phq9', 'group')).toBe(false);
    expect(licenseCovers({ productId: null, reportType: 'group' }, 'phq9', 'group')).toBe(true);
    expect(licenseCovers({ productId: null, reportType: 'group' }, 'phq9', 'score')).toBe(false);
  });
});

describe('licenseActive', () => {
  it('is active from its first to its last valid day inclusive, open-ended without an end', () => {
    const terms = license({ validFrom: '2026-02-01', validUntil: '2026-02-28' });
    expect(licenseActive(terms, '2026-01-31')).toBe(false);
    expect(licenseActive(terms, '2026-02-01')).toBe(true);
    expect(licenseActive(terms, '2026-02-28')).toBe(true);
    expect(licenseActive(terms, '2026-03-01')).toBe(false);
    expect(licenseActive(license({ validUntil: null }), '2099-01-01')).toBe(true);
  });

  it('needs a usage left on a usage license, and none on a subscription', () => {
    expect(licenseActive(license({ usagesGranted: 2, usagesUsed: 1 }), '2026-06-01')).toBe(true);
    expect(licenseActive(license({ usagesGranted: 2, usagesUsed: 2 }), '2026-06-01')).toBe(false);
    expect(licenseActive(license({ kind: 'subscription', usagesGranted: null, usagesUsed: 40 }), '2026-06-01')).toBe(true);
  });

  it('pays for nothing while the back office has it suspended or ended', () => {
    expect(licenseActive(license({ status: 'suspended' }), '2026-06-01')).toBe(false);
    expect(licenseActive(license({ status: 'ended', kind: 'subscription', usagesGranted: null }), '2026-06-01')).toBe(false);
    expect(payingLicenses([license({ status: 'suspended' })], 'phq9', 'score', '2026-06-01')).toEqual([]);
  });
});

describe('payingLicenses', () => {
  it('prefers subscriptions, then the usage license that expires first, then the oldest', () => {
    const lasting = license({ validUntil: null });
    const older = license({ validUntil: '2026-09-30' });
    const newer = license({ validUntil: '2026-09-30' });
    const soon = license({ validUntil: '2026-07-31' });
    const subscription = license({ kind: 'subscription', usagesGranted: null, validUntil: null });
    const ordered = payingLicenses([lasting, newer, soon, older, subscription], 'phq9', 'score', '2026-06-01');
    expect(ordered.map((terms) => terms.id)).toEqual([subscription.id, soon.id, older.id, newer.id, lasting.id]);
  });

  it('leaves out expired, not yet valid, used up and other products’ licenses', () => {
    const good = license({});
    const candidates = [
      license({ kind: 'subscription', usagesGranted: null, validUntil: '2026-05-31' }),
      license({ validFrom: '2026-07-01' }),
      license({ usagesGranted: 3, usagesUsed: 3 }),
      license({ productId: 'gad7' }),
      good,
    ];
    expect(payingLicenses(candidates, 'phq9', 'score', '2026-06-01')).toEqual([good]);
    expect(payingLicenses(candidates, 'phq9', 'group', '2026-06-01')).toEqual([]);
  });
});

describe('prospectiveCharge', () => {
  it('answers the free reason first, then the reason of the license it would draw on, else null', () => {
    const usage = license({});
    const subscription = license({ kind: 'subscription', usagesGranted: null });
    expect(prospectiveCharge('regeneration', [])).toBe('regeneration');
    expect(prospectiveCharge(null, [subscription, usage])).toBe('subscription');
    expect(prospectiveCharge(null, [usage])).toBe('usage');
    expect(prospectiveCharge(null, [])).toBeNull();
  });
});

describe('toFeatureLicense', () => {
  it('says the usages left and whether it is active', () => {
    const view = toFeatureLicense({ ...license({ usagesGranted: 5, usagesUsed: 5 }), name: 'PHQ-9, 5 usages', productCode: 'PHQ-9' }, '2026-06-01');
    expect(view).toMatchObject({ name: 'PHQ-9, 5 usages', usagesGranted: 5, usagesUsed: 5, usagesRemaining: 0, active: false });
    const subscription = toFeatureLicense({ ...license({ kind: 'subscription', usagesGranted: null, usagesUsed: 7 }), name: 'ORF', productCode: 'ORF' }, '2026-06-01');
    expect(subscription).toMatchObject({ usagesGranted: null, usagesRemaining: null, active: true, status: 'active' });
  });

  it('shows the status the back office set, and an active one past its last day as expired', () => {
    const named = { name: 'PHQ-9', productCode: 'PHQ-9' };
    expect(toFeatureLicense({ ...license({ status: 'suspended' }), ...named }, '2026-06-01')).toMatchObject({ active: false, status: 'suspended' });
    expect(toFeatureLicense({ ...license({ validUntil: '2026-05-31' }), ...named }, '2026-06-01')).toMatchObject({ active: false, status: 'expired' });
  });
});

describe('licenseDay', () => {
  it('is the UTC calendar day of the instant', () => {
    expect(licenseDay(at('2026-06-01T23:59:59.999Z'))).toBe('2026-06-01');
    expect(licenseDay(at('2026-06-02T00:30:00+02:00'))).toBe('2026-06-01');
  });
});
