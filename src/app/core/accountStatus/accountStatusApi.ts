/** Calls of the account-status feature: the role and the DALS status. */
import * as account from '../../../contract/services/account';
import type { DalsStatus, SelfRole } from '../../../contract/types';
import type { HttpClient, ServiceEndpoint } from '../http/httpClient';

/** The signed-in user's role (account.getSelfRole, spec §6). */
export const fetchSelfRole = (http: HttpClient, endpoint: ServiceEndpoint): Promise<SelfRole> => http.send(account.getSelfRole, {}, endpoint);

/** The account's DALS status (accountManagement.getDalsStatus, spec §7). */
export const fetchDalsStatus = (http: HttpClient, endpoint: ServiceEndpoint): Promise<DalsStatus> => http.send(account.getDalsStatus, {}, endpoint);

/** Keeps the dormant account (accountManagement.keepAccount). */
export const postKeepAccount = (http: HttpClient, endpoint: ServiceEndpoint, idempotencyKey: string): Promise<DalsStatus> =>
  http.send(account.keepAccount, { idempotencyKey }, endpoint);
