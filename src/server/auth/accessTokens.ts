/**
 * Access tokens: short-lived JWTs (HS256, jose) naming the user, the account and the session.
 * The session is checked on every request as well, so signing out ends a token's use at once
 * even though the token itself has not expired.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'qg-services';
const AUDIENCE = 'qg-platform';

/** What an access token says. */
export interface AccessClaims {
  userId: number;
  accountId: number;
  sessionId: string;
}

/**
 * Signs an access token: claims `sub` (user id), `acc` (account id), `sid` (session id).
 * @param key `SigningKeys.jwt` (an HMAC SHA-256 key).
 * @param lifetimeMinutes minutes until `exp`.
 * @returns the compact JWT and its expiry.
 */
export async function issueAccessToken(
  key: CryptoKey,
  claims: AccessClaims,
  now: Date,
  lifetimeMinutes: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + lifetimeMinutes * 60) * 1000);
  const token = await new SignJWT({ acc: claims.accountId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

/**
 * Verifies an access token's signature, issuer, audience and expiry at `now`.
 * @param key `SigningKeys.jwt` (an HMAC SHA-256 key).
 * @returns the claims, or `null` for any token that is not valid (never throws for bad input).
 */
export async function verifyAccessToken(key: CryptoKey, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    const accountId = payload['acc'];
    const sessionId = payload['sid'];
    if (!Number.isInteger(userId) || typeof accountId !== 'number' || typeof sessionId !== 'string') return null;
    return { userId, accountId, sessionId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
