/** Licenses of the back office's tests, as the server answers them. */
import type { StaffLicense, StaffLicenseDetail } from '../../src/contract/services/backOffice';
import type { LicenseReference } from '../../src/app/features/backOffice/backOfficeSlice';

/** The stated reason of the tests. */
export const REASON = 'Order 2026-118: the clinic bought 50 more usages.';

/** The demo clinic's 500-usage license. */
export const LICENSE: StaffLicense = {
  id: 11,
  accountId: 2,
  accountName: 'Demo Clinic',
  name: 'Clinical reports, 500 usages',
  type: 'usage',
  productId: null,
  productCode: null,
  reportType: null,
  usagesGranted: 500,
  usagesUsed: 3,
  usagesRemaining: 497,
  validFrom: '2026-01-01',
  validUntil: '2027-12-31',
  status: 'active',
  active: true,
  options: { billingCycle: 'yearly' },
};

/** That license with its history. */
export const DETAIL: StaffLicenseDetail = {
  ...LICENSE,
  actions: ['suspend', 'end'],
  history: [{ id: 1, kind: 'created', status: 'active', userName: 'Bob Backoffice', reason: REASON, changes: [{ field: 'usagesGranted', from: null, to: '500' }], at: '2026-01-01T09:00:00.000Z' }],
};

/** The reference data of the form. */
export const REFERENCE: LicenseReference = {
  types: [
    { type: 'usage', grantsUsages: true, needsValidUntil: false, reportTypes: ['score', 'feedback', 'progress'] },
    { type: 'subscription', grantsUsages: false, needsValidUntil: true, reportTypes: ['score', 'feedback', 'progress'] },
    { type: 'groupUsage', grantsUsages: true, needsValidUntil: false, reportTypes: [] },
  ],
  statuses: [
    { status: 'active', actions: ['suspend', 'end'] },
    { status: 'suspended', actions: ['resume', 'end'] },
    { status: 'expired', actions: ['suspend', 'end'] },
    { status: 'ended', actions: [] },
  ],
  optionTypes: [
    { dataType: 'number', options: [{ key: 'seats', min: 1, max: 10000, domain: null }] },
    { dataType: 'date', options: [{ key: 'renewalDate', min: null, max: null, domain: null }] },
    {
      dataType: 'choice',
      options: [
        { key: 'billingCycle', min: null, max: null, domain: 'billingCycle' },
        { key: 'salesChannel', min: null, max: null, domain: 'salesChannel' },
      ],
    },
  ],
  products: [
    { id: 'gad7', code: 'GAD-7', name: 'Generalized Anxiety Disorder 7-item scale' },
    { id: 'phq9', code: 'PHQ-9', name: 'Patient Health Questionnaire-9' },
  ],
  domains: {
    billingCycle: [{ value: 'monthly' }, { value: 'quarterly' }, { value: 'yearly' }],
    salesChannel: [{ value: 'direct' }, { value: 'distributor' }, { value: 'webStore' }],
  },
};
