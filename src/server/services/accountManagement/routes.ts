/** Handlers of the account services of issue #7 (contract/services/accountManagement.ts). */
import { accountManagement } from '../../../contract';
import { type BoundHandler, handle, type SignedInCall } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { examinerOptions } from '../account/service';
import { getAccountItems, putAccountItem } from './itemsService';
import { requireOwnAccount } from './ownAccount';
import { requestSelfDeletion, withdrawSelfDeletion } from './selfDeletionService';
import { resetUserTwoStep } from './twoStepResetService';
import { type ChangeCall, createUser, listUsers, updateUser } from './usersService';

/** The transaction, actor, time and request id of a signed-in write. */
const changeCall = (call: SignedInCall): ChangeCall => ({ db: call.db, actor: actorOf(call), now: call.now, requestId: String(call.request.id) });

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
    handle(accountManagement.createUser, ({ body }, call) => createUser(call.repos, changeCall(call), body)),
    handle(accountManagement.updateUser, ({ params, body }, call) => updateUser(call.repos, changeCall(call), params.userId, body)),
    handle(accountManagement.resetUserTwoStep, ({ params, body }, call) => resetUserTwoStep(call.repos, changeCall(call), params.userId, body.currentPassword)),
    handle(accountManagement.requestSelfDeletion, async ({ params, body }, call) => {
      requireOwnAccount(call.user, params.accountId);
      return requestSelfDeletion(call.db, actorOf(call), body.currentPassword, call.now, String(call.request.id), call.context.config.retention.selfDeletionGraceDays);
    }),
    handle(accountManagement.withdrawSelfDeletion, async ({ params }, call) => {
      requireOwnAccount(call.user, params.accountId);
      await withdrawSelfDeletion(call.db, actorOf(call), call.now);
      return undefined;
    }),
  ];
}
