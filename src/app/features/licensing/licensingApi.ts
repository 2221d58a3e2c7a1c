/** Calls of the licenses and usage page (account administrators). */
import { licensing } from '../../../contract';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The account's feature licenses, active first. */
export const fetchLicenses = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(licensing.accountLicenses, {}, endpoint);

/** One page of the usage ledger, newest first. */
export const fetchUsageLedger = (http: HttpClient, endpoint: ServiceEndpoint, page: number, pageSize: number) =>
  http.send(licensing.usageLedger, { query: { page, pageSize } }, endpoint);
