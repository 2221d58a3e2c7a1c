/** Calls of data management, through the contract's operations. */
import { dataManagement } from '../../../contract';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The account's deletion state, read with the stated reason. */
export const fetchDeletionState = (http: HttpClient, endpoint: ServiceEndpoint, accountId: number, reason: string) =>
  http.send(dataManagement.accountDeletion, { params: { accountId }, query: { reason } }, endpoint);

/** Deletes the account (soft), with the reason; the idempotency key makes a retried click one deletion. */
export const postDeleteAccount = (http: HttpClient, endpoint: ServiceEndpoint, accountId: number, reason: string, idempotencyKey: string) =>
  http.send(dataManagement.deleteAccount, { params: { accountId }, body: { reason }, idempotencyKey }, endpoint);

/** Recovers the deleted account, with the reason. */
export const postRecoverAccount = (http: HttpClient, endpoint: ServiceEndpoint, accountId: number, reason: string, idempotencyKey: string) =>
  http.send(dataManagement.recoverAccount, { params: { accountId }, body: { reason }, idempotencyKey }, endpoint);
