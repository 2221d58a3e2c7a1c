/**
 * Refresh: a refresh token buys a new access token and a new refresh token (rotation, see
 * auth/sessions.ts). The new pair is answered and also set in the two token cookies.
 */
import type { TokenPair } from '../../../contract/types';
import { issueAccessToken } from '../../auth/accessTokens';
import { setTokenCookies } from '../../auth/authCookies';
import { sessionLimits } from '../../auth/authenticate';
import { rotateRefreshToken } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { PublicCall } from '../../http/operationHandler';
import { HttpProblem } from '../../http/problems';

/**
 * Exchanges a refresh token for a new pair.
 * @throws HttpProblem unauthenticated (401) for an unknown, used, revoked or expired token; a used
 *   one also revokes its family and session (detail says so, so the SPA signs out).
 */
export async function exchangeRefreshToken(context: AppContext, refreshToken: string, call: PublicCall): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(context.db, refreshToken, call.now, sessionLimits(context));
  if (!rotated.ok) {
    const detail =
      rotated.reason === 'reused'
        ? 'This refresh token was already used; the session has been ended for safety.'
        : 'The refresh token is not valid or the session has ended.';
    // The family and session a reused token ends stay ended although the call is refused.
    throw new HttpProblem('unauthenticated', detail).keepingWrites();
  }
  const access = await issueAccessToken(
    context.keys.jwt,
    { userId: rotated.userId, accountId: rotated.accountId, sessionId: rotated.sessionId },
    call.now,
    context.config.accessTokenMinutes,
  );
  setTokenCookies(
    call.request,
    call.reply,
    { accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken: rotated.refreshToken, sessionExpiresAt: rotated.sessionExpiresAt },
    call.now,
  );
  return { token: access.token, refreshToken: rotated.refreshToken };
}
