/**
 * The permission matrix's cases of the back office's feature-license operations: every one needs
 * FEATURE_LICENSE_MANAGE, which no customer role holds (the account administrator is refused),
 * and the back-office staff member succeeds, stating the matrix's reason where one is asked for.
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';

const reason = { reason: MATRIX_STAFF_REASON };
const staffCase = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'admin', grantedTo: 'backoffice', request });

const terms = {
  name: 'Matrix license, changed',
  productId: 'phq9',
  reportType: 'feedback',
  usagesGranted: 2,
  validFrom: '2020-01-01',
  validUntil: null,
  options: { seats: 2 },
};

/** The cases, keyed by operation id. */
export const BACK_OFFICE_CASES: Readonly<Record<string, MatrixCase>> = {
  'backOffice.featureLicenses': staffCase(() => ({ query: { ...reason, account: 'Demo', pageSize: 5 } })),
  'backOffice.customerAccounts': staffCase(() => ({ query: { ...reason, search: 'Demo' } })),
  'backOffice.featureLicenseTypes': staffCase(() => ({})),
  'backOffice.featureLicenseStatuses': staffCase(() => ({})),
  'backOffice.licenseProducts': staffCase(() => ({})),
  'backOffice.optionDataTypes': staffCase(() => ({})),
  'backOffice.domainOptions': staffCase(() => ({ params: { domain: 'billingCycle' } })),
  'backOffice.featureLicense': staffCase(async (world) => ({ params: { accountId: world.demoClinicId, licenseId: await world.newClinicLicenseId() }, query: reason })),
  'backOffice.createFeatureLicense': staffCase((world) => ({ params: { accountId: world.demoClinicId }, body: { ...terms, type: 'usage', ...reason } })),
  'backOffice.updateFeatureLicense': staffCase(async (world) => ({ params: { accountId: world.demoClinicId, licenseId: await world.newClinicLicenseId() }, body: { ...terms, ...reason } })),
  'backOffice.changeFeatureLicenseStatus': staffCase(async (world) => ({
    params: { accountId: world.demoClinicId, licenseId: await world.newClinicLicenseId() },
    body: { action: 'suspend', ...reason },
  })),
};
