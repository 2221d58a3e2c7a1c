/**
 * The permission matrix's cases of account exports (issue #18): the staff's operations need
 * DATA_RETENTION_MANAGE, which only the data-retention role holds (the account administrator and
 * the back office are refused); the administrator's own request and list need
 * ACCOUNT_SETTINGS_EDIT (an examiner is refused; internal staff hold no customer permission).
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';

const reason = { reason: MATRIX_STAFF_REASON };
const staffCase = (request: MatrixCase['request'], deniedTo: MatrixCase['deniedTo'] = 'admin'): MatrixCase => ({ deniedTo, grantedTo: 'retention', request });

/** The cases, keyed by operation id. */
export const EXPORT_CASES: Readonly<Record<string, MatrixCase>> = {
  'dataRetention.exports': staffCase((world) => ({ params: { accountId: world.demoClinicId }, query: reason })),
  'dataRetention.createExport': staffCase((world) => ({ params: { accountId: world.demoClinicId }, body: reason }), 'backoffice'),
  'dataRetention.downloadExport': staffCase(async (world) => ({ params: { accountId: world.demoClinicId, exportId: await world.accountExports.readyExportId() }, query: reason })),
  'accountManagement.requestExport': { deniedTo: 'examiner', grantedTo: 'admin', request: () => ({}) },
  'accountManagement.exports': { deniedTo: 'retention', grantedTo: 'admin', request: () => ({}) },
};
