/** Handler of the password operation. */
import { passwords } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { invalidField } from '../../http/problems';
import { actorOf } from '../actor';
import { changePassword } from './changePassword';

/** The password service's handlers. */
export function passwordRoutes(): BoundHandler[] {
  return [
    handle(passwords.changePassword, async ({ body }, call) => {
      const result = await changePassword(call.db, actorOf(call), call.user.sessionId, body.currentPassword, body.newPassword, call.now, String(call.request.id));
      // A wrong current password counts towards the lock-out although the change is refused.
      if (!result.ok) throw invalidField(result.field, result.message).keepingWrites();
      return undefined;
    }),
  ];
}
