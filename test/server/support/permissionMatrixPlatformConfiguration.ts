/**
 * The permission matrix's cases of the back office's platform configuration: both operations need
 * PRODUCT_CONFIGURE, which no customer role holds (the account administrator is refused), and the
 * back-office staff member succeeds. The matrix's app is fresh, so config.json is at version 1.
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';

const staffCase = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'admin', grantedTo: 'backoffice', request });

/** The cases, keyed by operation id. */
export const PLATFORM_CONFIGURATION_CASES: Readonly<Record<string, MatrixCase>> = {
  'backOffice.readJsonConfig': staffCase(() => ({ query: { version: 1 } })),
  'backOffice.updateJsonConfig': staffCase(() => ({ body: { basedOnVersion: 1, reason: MATRIX_STAFF_REASON, config: { qosa: { url: '/osa' } } } })),
};
