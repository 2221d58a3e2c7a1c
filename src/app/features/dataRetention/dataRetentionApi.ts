/** Calls of the data-retention staff's area, through the contract's operations. */
import { dataRetention } from '../../../contract';
import type { RetentionListQuery } from '../../../contract/services/dataRetention';
import type { RetentionAlert } from '../../../domain/retention/retentionAlerts';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { CaseChange, RetentionCriteria } from './dataRetentionSlice';

/** The query of a dashboard page: only the filters that filter. */
export function listQuery(reason: string, criteria: RetentionCriteria, page: number, pageSize: number): RetentionListQuery {
  return {
    reason,
    page,
    pageSize,
    ...(criteria.state ? { state: criteria.state } : {}),
    ...(criteria.assigneeId !== '' ? { assigneeId: Number(criteria.assigneeId) } : {}),
    ...(criteria.deletionFrom ? { deletionFrom: criteria.deletionFrom } : {}),
    ...(criteria.deletionTo ? { deletionTo: criteria.deletionTo } : {}),
    ...(criteria.search.trim() ? { search: criteria.search.trim() } : {}),
  };
}

/** The staff a case may be assigned to. */
export const fetchStaff = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(dataRetention.assignableStaff, {}, endpoint);

/** The dashboard's filter values. */
export const fetchFilters = (http: HttpClient, endpoint: ServiceEndpoint, reason: string) => http.send(dataRetention.dashboardFilters, { query: { reason } }, endpoint);

/** A page of the dashboard (every account, or the self-service requests). */
export const fetchAccounts = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, criteria: RetentionCriteria, page: number, pageSize: number) =>
  http.send(criteria.list === 'selfService' ? dataRetention.selfServiceAccounts : dataRetention.dormantAccounts, { query: listQuery(reason, criteria, page, pageSize) }, endpoint);

/** An account's case. */
export const fetchCase = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, accountId: number) => http.send(dataRetention.accountCase, { params: { accountId }, query: { reason } }, endpoint);

/** An account's contact addresses. */
export const fetchAddresses = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, accountId: number) => http.send(dataRetention.addressData, { params: { accountId }, query: { reason } }, endpoint);

/** The notices sent to an account. */
export const fetchNotices = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, accountId: number) =>
  http.send(dataRetention.notificationDetails, { params: { accountId }, query: { reason } }, endpoint);

/** The delivery of one notice's e-mails. */
export const fetchDelivery = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, accountId: number, noticeId: number) =>
  http.send(dataRetention.deliveryInfo, { params: { accountId, noticeId }, query: { reason } }, endpoint);

/** Sends a change of a case (with an Idempotency-Key, so a retried request changes it once). */
export function postChange(http: HttpClient, endpoint: ServiceEndpoint, change: CaseChange, idempotencyKey: string) {
  const params = { accountId: change.accountId };
  switch (change.kind) {
    case 'assign':
      return http.send(dataRetention.assignToUser, { params, body: { assigneeId: change.assigneeId, reason: change.reason }, idempotencyKey }, endpoint);
    case 'gracePeriod':
      return http.send(dataRetention.gracePeriod, { params, body: { deletionDate: change.deletionDate, reason: change.reason }, idempotencyKey }, endpoint);
    case 'deletionDate':
      return http.send(dataRetention.selfServiceDeletionDates, { params, body: { deletionDate: change.deletionDate, reason: change.reason }, idempotencyKey }, endpoint);
    case 'legalHold':
      return http.send(dataRetention.legalHold, { params, body: { action: change.action, reason: change.reason }, idempotencyKey }, endpoint);
  }
}

/** The caller's e-mail alerts. */
export const fetchAlerts = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(dataRetention.emailAlerts, {}, endpoint);

/** Saves the caller's e-mail alerts. */
export const putAlerts = (http: HttpClient, endpoint: ServiceEndpoint, alerts: RetentionAlert[], idempotencyKey: string) =>
  http.send(dataRetention.updateEmailAlerts, { body: { alerts }, idempotencyKey }, endpoint);

/** The staff's deletion privileges. */
export const fetchPrivileges = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(dataRetention.userPrivileges, {}, endpoint);

/** Gives or takes a staff member's deletion privilege. */
export const putPrivilege = (http: HttpClient, endpoint: ServiceEndpoint, staffUserId: number, body: { mayDelete: boolean; reason: string }, idempotencyKey: string) =>
  http.send(dataRetention.changeUserPrivilege, { params: { staffUserId }, body, idempotencyKey }, endpoint);
