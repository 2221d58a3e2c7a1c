/** Handlers of data management (src/contract/services/dataManagement.ts): each crosses into one customer account, audited. */
import { dataManagement } from '../../../../contract';
import { type BoundHandler, handleAcrossAccounts } from '../../../http/operationHandler';
import { deleteAccount, readAccountDeletion, recoverAccount } from './service';

/** The data-management handlers. */
export function dataManagementRoutes(): BoundHandler[] {
  return [
    handleAcrossAccounts(dataManagement.accountDeletion, ({ params, query }, call) => readAccountDeletion(call, params.accountId, query.reason)),
    handleAcrossAccounts(dataManagement.deleteAccount, ({ params, body }, call) => deleteAccount(call, params.accountId, body.reason)),
    handleAcrossAccounts(dataManagement.recoverAccount, ({ params, body }, call) => recoverAccount(call, params.accountId, body.reason)),
  ];
}
