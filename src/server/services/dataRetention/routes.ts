/** Handlers of the data-retention staff's operations (src/contract/services/dataRetention.ts). */
import { dataRetention } from '../../../contract';
import { type BoundHandler, handle, handleAcrossAccounts } from '../../http/operationHandler';
import { assignCase, changeLegalHold, extendGracePeriod, postponeDeletionRequest, readAccountCase, readAddressData, readDeliveryInfo, readNotificationDetails } from './accountCase';
import { dashboardFilters, listRetentionAccounts } from './dashboard';
import { assignableStaff, changeUserPrivilege, readEmailAlerts, updateEmailAlerts, userPrivileges } from './staff';

/** Data retention's handlers: the staff's own settings stay in the caller's account; the rest cross accounts, audited. */
export function dataRetentionRoutes(): BoundHandler[] {
  return [
    handleAcrossAccounts(dataRetention.dashboardFilters, ({ query }, call) => dashboardFilters(call, query.reason)),
    handleAcrossAccounts(dataRetention.dormantAccounts, ({ query }, call) => listRetentionAccounts(call, query, false)),
    handleAcrossAccounts(dataRetention.selfServiceAccounts, ({ query }, call) => listRetentionAccounts(call, query, true)),
    handleAcrossAccounts(dataRetention.accountCase, ({ params, query }, call) => readAccountCase(call, params.accountId, query.reason)),
    handleAcrossAccounts(dataRetention.addressData, ({ params, query }, call) => readAddressData(call, params.accountId, query.reason)),
    handleAcrossAccounts(dataRetention.notificationDetails, ({ params, query }, call) => readNotificationDetails(call, params.accountId, query.reason)),
    handleAcrossAccounts(dataRetention.deliveryInfo, ({ params, query }, call) => readDeliveryInfo(call, params.accountId, params.noticeId, query.reason)),
    handleAcrossAccounts(dataRetention.assignToUser, ({ params, body }, call) => assignCase(call, params.accountId, body)),
    handleAcrossAccounts(dataRetention.gracePeriod, ({ params, body }, call) => extendGracePeriod(call, params.accountId, body)),
    handleAcrossAccounts(dataRetention.selfServiceDeletionDates, ({ params, body }, call) => postponeDeletionRequest(call, params.accountId, body)),
    handleAcrossAccounts(dataRetention.legalHold, ({ params, body }, call) => changeLegalHold(call, params.accountId, body)),
    handle(dataRetention.assignableStaff, (_input, call) => assignableStaff(call)),
    handle(dataRetention.emailAlerts, (_input, call) => readEmailAlerts(call)),
    handle(dataRetention.updateEmailAlerts, ({ body }, call) => updateEmailAlerts(call, body)),
    handle(dataRetention.userPrivileges, (_input, call) => userPrivileges(call)),
    handle(dataRetention.changeUserPrivilege, ({ params, body }, call) => changeUserPrivilege(call, params.staffUserId, body)),
  ];
}
