/** Calls of account exports, through the contract's operations. */
import { accountExports } from '../../../contract';
import { operationPath } from '../../../contract/operation';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The exports of an account, entered with the stated reason. */
export const fetchExports = (http: HttpClient, endpoint: ServiceEndpoint, accountId: number, reason: string) =>
  http.send(accountExports.exports, { params: { accountId }, query: { reason } }, endpoint);

/** Starts a staff export (with an Idempotency-Key, so a retried request starts one export). */
export const postExport = (http: HttpClient, endpoint: ServiceEndpoint, accountId: number, reason: string, idempotencyKey: string) =>
  http.send(accountExports.createExport, { params: { accountId }, body: { reason }, idempotencyKey }, endpoint);

/** The address of a ready export's ZIP: a plain link, which the server answers with the token cookie. */
export const exportFileUrl = (baseUrl: string, accountId: number, exportId: number, reason: string): string =>
  `${baseUrl}${operationPath(accountExports.downloadExport, { accountId, exportId })}?reason=${encodeURIComponent(reason)}`;
