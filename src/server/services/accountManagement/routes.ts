/** Handlers of the account services of issue #7 (contract/services/accountManagement.ts). */
import { accountManagement } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { examinerOptions } from '../account/service';
import { getAccountItems, putAccountItem } from './itemsService';
import { requireOwnAccount } from './ownAccount';
import { requestSelfDeletion } from './selfDeletionService';
import { createUser, listUsers, updateUser } from './usersService';

/** The account-management handlers. */
export function accountManagementRoutes(): BoundHandler[] {
  return [
    handle(accountManagement.getAccountItems, async ({ params }, call) => {
      requireOwnAccount(call.user, params.accountId);
      return getAccountItems(call.db, actorOf(call));
    }),
    handle(accountManagement.putAccountItem, async ({ params, body }, call) => {
      requireOwnAccount(call.user, params.accountId);
      return putAccountItem(call.db, actorOf(call), params.id, body.value, call.now);
    }),
    // One list for both ids: the pick list of the assessment facade and the account service's.
    handle(accountManagement.examiners, (_input, { user, db }) => examinerOptions(db, user.accountId)),
    handle(accountManagement.listUsers, ({ query }, { repos }) => listUsers(repos, query)),
    handle(accountManagement.createUser, ({ body }, { repos, now }) => createUser(repos, body, now)),
    handle(accountManagement.updateUser, ({ params, body }, call) => updateUser(call.repos, call.db, actorOf(call), params.userId, body, call.now)),
    handle(accountManagement.requestSelfDeletion, async ({ params }, call) => {
      requireOwnAccount(call.user, params.accountId);
      return requestSelfDeletion(call.db, actorOf(call), call.now);
    }),
  ];
}
