/** Handlers of the account-export operations (src/contract/services/accountExports.ts). */
import { accountExports } from '../../../contract';
import { type BoundHandler, handle, handleAcrossAccounts } from '../../http/operationHandler';
import { createStaffExport, downloadStaffExport, listAccountExports, listOwnExports, requestOwnExport } from './service';

/** The staff's handlers cross accounts, audited with their reason; the administrator's stay in their own account. */
export function accountExportRoutes(): BoundHandler[] {
  return [
    handleAcrossAccounts(accountExports.exports, ({ params, query }, call) => listAccountExports(call, params.accountId, query.reason)),
    handleAcrossAccounts(accountExports.createExport, ({ params, body }, call) => createStaffExport(call, params.accountId, body)),
    handleAcrossAccounts(accountExports.downloadExport, ({ params, query }, call) => downloadStaffExport(call, params.accountId, params.exportId, query.reason)),
    handle(accountExports.requestExport, (_input, call) => requestOwnExport(call)),
    handle(accountExports.ownExports, (_input, call) => listOwnExports(call.repos, call.now)),
  ];
}
