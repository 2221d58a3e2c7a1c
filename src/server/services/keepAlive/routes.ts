/** Handlers of the keep-alive operations: activity pings and refresh-token rotation. */
import { account } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle, handlePublic } from '../../http/operationHandler';
import { exchangeRefreshToken } from './service';

/** The keep-alive service's handlers. */
export function keepAliveRoutes(context: AppContext): BoundHandler[] {
  return [
    // Authentication has already recorded the activity (at most once a minute); answer the limits.
    handle(account.keepAlivePing, async (_input, { user }) => ({
      idleExpiresAt: user.idleExpiresAt.toISOString(),
      absoluteExpiresAt: user.absoluteExpiresAt.toISOString(),
    })),
    handlePublic(account.keepAliveToken, (input, call) => exchangeRefreshToken(context, input.body.refreshToken, call)),
  ];
}
