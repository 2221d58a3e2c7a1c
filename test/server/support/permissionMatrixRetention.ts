/**
 * The permission matrix's cases of the data-retention staff's operations (issue #18): every one
 * needs DATA_RETENTION_MANAGE (or, for the deletion privileges, ACCOUNT_DATA_DELETE), which only
 * the data-retention role holds (the account administrator and the back office are refused), and
 * the data-retention staff member succeeds, stating the matrix's reason where one is asked for.
 * The accounts each change needs are fresh (support/retentionWorld.ts).
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';
import { daysFromToday } from './retentionWorld';

const reason = { reason: MATRIX_STAFF_REASON };
const staffCase = (request: MatrixCase['request'], deniedTo: MatrixCase['deniedTo'] = 'admin'): MatrixCase => ({ deniedTo, grantedTo: 'retention', request });

/** The cases, keyed by operation id. */
export const RETENTION_CASES: Readonly<Record<string, MatrixCase>> = {
  'dataRetention.dashboardFilters': staffCase(() => ({ query: reason })),
  'dataRetention.dormantAccounts': staffCase(() => ({ query: { ...reason, state: 'dormant', pageSize: 5 } }), 'backoffice'),
  'dataRetention.selfServiceAccounts': staffCase(() => ({ query: { ...reason, pageSize: 5 } })),
  'dataRetention.accountCase': staffCase((world) => ({ params: { accountId: world.demoClinicId }, query: reason }), 'backoffice'),
  'dataRetention.addressData': staffCase((world) => ({ params: { accountId: world.demoClinicId }, query: reason })),
  'dataRetention.notificationDetails': staffCase((world) => ({ params: { accountId: world.demoClinicId }, query: reason })),
  'dataRetention.deliveryInfo': staffCase(async (world) => ({ params: await world.retention.newNotice(), query: reason }), 'backoffice'),
  'dataRetention.assignableStaff': staffCase(() => ({})),
  'dataRetention.assignToUser': staffCase(async (world) => ({ params: { accountId: await world.retention.newDormantAccountId() }, body: { assigneeId: world.retention.otherStaffId, ...reason } })),
  'dataRetention.gracePeriod': staffCase(async (world) => ({ params: { accountId: await world.retention.newDormantAccountId() }, body: { deletionDate: daysFromToday(60), ...reason } })),
  'dataRetention.selfServiceDeletionDates': staffCase(async (world) => ({
    params: { accountId: await world.retention.newRequestAccountId() },
    body: { deletionDate: daysFromToday(45), ...reason },
  }), 'backoffice'),
  'dataRetention.legalHold': staffCase(async (world) => ({ params: { accountId: await world.retention.newDormantAccountId() }, body: { action: 'set', ...reason } })),
  'dataRetention.emailAlerts': staffCase(() => ({}), 'backoffice'),
  'dataRetention.updateEmailAlerts': staffCase(() => ({ body: { alerts: ['accountDormant'] } })),
  'dataRetention.userPrivileges': staffCase(() => ({}), 'backoffice'),
  'dataRetention.changeUserPrivilege': staffCase((world) => ({ params: { staffUserId: world.retention.otherStaffId }, body: { mayDelete: true, ...reason } })),
};
