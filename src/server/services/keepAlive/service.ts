/**
 * Refresh: a refresh token buys a new access token and a new refresh token (rotation, see
 * auth/sessions.ts). The new pair is answered and also set in the two token cookies. And the
 * sign-out of the SPA, which ends the session before the browser opens the logout page.
 */
import type { TokenPair } from '../../../contract/types';
import { issueAccessToken } from '../../auth/accessTokens';
import { clearSessionCookies, setTokenCookies } from '../../auth/authCookies';
import { sessionLimits } from '../../auth/authenticate';
import { clearSiteData } from '../../auth/clearSiteData';
import { revokeSession, rotateRefreshToken } from '../../auth/sessions';
import { recordAudit } from '../../audit/auditLog';
import type { AppContext } from '../../context';
import type { PublicCall, SignedInCall } from '../../http/operationHandler';
import { HttpProblem } from '../../http/problems';

/**
 * Exchanges a refresh token for a new pair; the same token presented again within the grace
 * window answers the same pair (auth/sessions.ts `REFRESH_REUSE_GRACE_MS`).
 * @throws HttpProblem unauthenticated (401) for an unknown, used, revoked or expired token; a
 *   used one (outside the grace window) also revokes its family and session, which is audited
 *   as `auth.refreshTokenReused` with the family, user, account and address (never the token),
 *   and the detail says so, so the SPA signs out.
 */
export async function exchangeRefreshToken(context: AppContext, refreshToken: string, call: PublicCall): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(context.db, refreshToken, call.now, sessionLimits(context), {
    refreshSeal: context.keys.refreshSeal,
    issueAccessToken: (claims) => issueAccessToken(context.keys.jwt, claims, call.now, context.config.accessTokenMinutes),
  });
  if (!rotated.ok) {
    if (rotated.reason === 'reused') {
      await recordAudit(
        context.db,
        { userId: rotated.userId, accountId: rotated.accountId, ip: call.ip },
        { action: 'auth.refreshTokenReused', entity: 'refreshTokenFamily', entityId: rotated.familyId, outcome: 'unauthenticated', requestId: String(call.request.id) },
        call.now,
      );
    }
    const detail =
      rotated.reason === 'reused'
        ? 'This refresh token was already used; the session has been ended for safety.'
        : 'The refresh token is not valid or the session has ended.';
    // The family and session a reused token ends, and the audit row, stay although the call is refused.
    throw new HttpProblem('unauthenticated', detail).keepingWrites();
  }
  const { pair } = rotated;
  setTokenCookies(
    call.request,
    call.reply,
    { accessToken: pair.token, accessExpiresAt: pair.accessExpiresAt, refreshToken: pair.refreshToken, sessionExpiresAt: rotated.sessionExpiresAt },
    call.now,
  );
  return { token: pair.token, refreshToken: pair.refreshToken };
}

/**
 * Signs the caller out: ends the session and its refresh tokens (audited `auth.signOut`, as the
 * legacy logout form does), clears the four cookies and tells the browser to clear the site's
 * cookies and storage (`Clear-Site-Data`). The SPA calls it, then opens the logout page, which
 * finds no session and lands on the login page with the logout flag.
 */
export async function signOut(call: SignedInCall): Promise<undefined> {
  await revokeSession(call.db, call.user.sessionId, call.now);
  await recordAudit(
    call.db,
    { userId: call.user.userId, accountId: call.user.accountId, ip: call.ip },
    { action: 'auth.signOut', entity: 'user', entityId: call.user.userId, requestId: String(call.request.id) },
    call.now,
  );
  clearSessionCookies(call.request, call.reply);
  clearSiteData(call.reply);
  return undefined;
}
