/** Handlers of the account, account-management and examiner pick-list operations. */
import { account } from '../../../contract';
import { setPreferencesCookie } from '../../auth/preferencesCookie';
import { type BoundHandler, handle, handleFromPrincipal } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { updateSelfPreferences } from './preferencesService';
import { dalsStatus, examinerOptions, keepAccount, principalIdentity } from './service';

/** The account service's handlers. */
export function accountRoutes(): BoundHandler[] {
  return [
    // Both answered from the principal, read once for the request (no transaction of their own).
    handleFromPrincipal(account.getSelfPreferences, async (_input, { user }) => principalIdentity(user)),
    handle(account.updateSelfPreferences, async ({ body }, call) => {
      const identity = await updateSelfPreferences(call.db, call.user, actorOf(call), body, call.now);
      // The cookie follows, so the next page load speaks the new language before the identity loads.
      setPreferencesCookie(call.request, call.reply, identity.preferences, (call.user.absoluteExpiresAt.getTime() - call.now.getTime()) / 1000);
      return identity;
    }),
    handleFromPrincipal(account.getSelfRole, async (_input, { user }) => ({ role: user.role, internalUser: user.internal })),
    handle(account.getDalsStatus, (_input, { user, db }) => dalsStatus(db, user.accountId)),
    handle(account.keepAccount, (_input, call) => keepAccount(call.db, actorOf(call), call.user.internal)),
    handle(account.accountExaminers, (_input, { user, db }) => examinerOptions(db, user.accountId)),
  ];
}
