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

/** A verified token's claims and its `exp` (seconds since the epoch). */
interface Verified {
  claims: AccessClaims;
  expiresAtSeconds: number;
}

/**
 * Tokens already verified with a key, by the token's exact text. The same text verified with the
 * same key always verifies again until it expires, so a hit needs only the expiry check: the
 * HMAC and the claims' parsing were about a tenth of an identity request's CPU. Only valid tokens
 * are held (they come from this server), at most {@link VERIFIED_BOUND} per key; past the bound
 * the map starts again empty. Revocation does not depend on it: every request still checks the
 * token's session in the database (authenticate.ts).
 */
const verifiedByKey = new WeakMap<CryptoKey, Map<string, Verified>>();

/** The most verified tokens held per key: the live sessions of a busy server, many times over. */
const VERIFIED_BOUND = 20_000;

/** Whether `exp` has passed at `now`, as jose judges it (no clock tolerance). */
const expiredAt = (expiresAtSeconds: number, now: Date): boolean => expiresAtSeconds <= Math.floor(now.getTime() / 1000);

/**
 * Verifies an access token's signature, issuer, audience and expiry at `now`; a token verified
 * before with the same key is answered from memory after the expiry check (see {@link verifiedByKey}).
 * @param key `SigningKeys.jwt` (an HMAC SHA-256 key).
 * @returns the claims (the same object for the same token while it is held), or `null` for any
 *   token that is not valid (never throws for bad input).
 */
export async function verifyAccessToken(key: CryptoKey, token: string, now: Date): Promise<AccessClaims | null> {
  let verified = verifiedByKey.get(key);
  const held = verified?.get(token);
  if (held) return expiredAt(held.expiresAtSeconds, now) ? null : held.claims;
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
    const claims = { userId, accountId, sessionId };
    if (typeof payload.exp === 'number') {
      if (!verified || verified.size >= VERIFIED_BOUND) {
        verified = new Map();
        verifiedByKey.set(key, verified);
      }
      verified.set(token, { claims, expiresAtSeconds: payload.exp });
    }
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
