/** Handlers of the keep-alive operations: activity pings, refresh-token rotation and the SPA's sign-out. */
import { account } from '../../../contract';
import { sessionLimits } from '../../auth/authenticate';
import { touchSession } from '../../auth/sessions';
import { type BoundHandler, handle, handlePublic } from '../../http/operationHandler';
import { exchangeRefreshToken, signOut } from './service';

/** The keep-alive service's handlers. */
export function keepAliveRoutes(): BoundHandler[] {
  return [
    // The one call that counts as user activity: the SPA pings only when the user works.
    handle(account.keepAlivePing, async (_input, { user, now, db, context }) => {
      const idleExpiresAt = await touchSession(db, user, now, sessionLimits(context));
      return {
        idleExpiresAt: idleExpiresAt.toISOString(),
        absoluteExpiresAt: user.absoluteExpiresAt.toISOString(),
        serverTime: now.toISOString(),
      };
    }),
    // A refresh is a background call: it never extends the idle limit (rotateRefreshToken does not touch the session).
    handlePublic(account.keepAliveToken, (input, call) => exchangeRefreshToken(call.context, input.body.refreshToken, call)),
    handle(account.keepAliveSignOut, (_input, call) => signOut(call)),
  ];
}
