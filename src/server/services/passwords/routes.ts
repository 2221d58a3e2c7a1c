/** Handler of the password operation. */
import { passwords } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { invalidField } from '../../http/problems';
import { actorOf } from '../actor';
import { changePassword } from './changePassword';

/** The password service's handlers. */
export function passwordRoutes(context: AppContext): BoundHandler[] {
  return [
    handle(passwords.changePassword, async ({ body }, call) => {
      const result = await changePassword(context.db, actorOf(call), call.user.sessionId, body.currentPassword, body.newPassword, call.now);
      if (!result.ok) throw invalidField(result.field, result.message);
      return undefined;
    }),
  ];
}
