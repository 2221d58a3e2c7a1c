/** Handlers of the account, account-management and examiner pick-list operations. */
import { account } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { dalsStatus, examinerOptions, loadIdentity } from './service';

/** The account service's handlers. */
export function accountRoutes(context: AppContext): BoundHandler[] {
  return [
    handle(account.getSelfPreferences, (_input, { user }) => loadIdentity(context.db, user)),
    handle(account.getSelfRole, async (_input, { user }) => ({ role: user.role, internalUser: user.internal })),
    handle(account.getDalsStatus, (_input, { user }) => dalsStatus(context.db, user.accountId)),
    handle(account.accountExaminers, (_input, { user }) => examinerOptions(context.db, user.accountId)),
  ];
}
