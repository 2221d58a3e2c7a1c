/**
 * A verified access token is held in memory by its exact text (auth/accessTokens.ts): a second
 * verification answers the held claims, still judging the expiry at each call, and nothing that
 * failed verification is ever held.
 */
import { issueAccessToken, verifyAccessToken } from '../../../src/server/auth/accessTokens';

const importKey = (secret: string) => crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const claims = { userId: 7, accountId: 3, sessionId: 'session-a' };
const at = (iso: string) => new Date(iso);

it('answers the held claims for the same token, until the token expires', async () => {
  const key = await importKey('a-key-of-thirty-two-bytes-or-more-0001');
  const { token } = await issueAccessToken(key, claims, at('2026-11-27T10:00:00Z'), 10);
  const first = await verifyAccessToken(key, token, at('2026-11-27T10:01:00Z'));
  expect(first).toEqual(claims);
  // The same object: the signature was not verified again.
  expect(await verifyAccessToken(key, token, at('2026-11-27T10:09:59Z'))).toBe(first);
  expect(await verifyAccessToken(key, token, at('2026-11-27T10:10:00Z'))).toBeNull();
});

it('holds tokens per key: a token verified with one key is refused with another', async () => {
  const key = await importKey('a-key-of-thirty-two-bytes-or-more-0002');
  const other = await importKey('a-key-of-thirty-two-bytes-or-more-0003');
  const { token } = await issueAccessToken(key, claims, at('2026-11-27T10:00:00Z'), 10);
  expect(await verifyAccessToken(key, token, at('2026-11-27T10:01:00Z'))).toEqual(claims);
  expect(await verifyAccessToken(other, token, at('2026-11-27T10:01:00Z'))).toBeNull();
});

it('refuses a changed token after the genuine one was held, and never holds what failed', async () => {
  const key = await importKey('a-key-of-thirty-two-bytes-or-more-0004');
  const { token } = await issueAccessToken(key, claims, at('2026-11-27T10:00:00Z'), 10);
  expect(await verifyAccessToken(key, token, at('2026-11-27T10:01:00Z'))).toEqual(claims);
  const [header, payload, signature = ''] = token.split('.');
  const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  expect(await verifyAccessToken(key, forged, at('2026-11-27T10:01:00Z'))).toBeNull();
  expect(await verifyAccessToken(key, forged, at('2026-11-27T10:01:00Z'))).toBeNull();
  // Expired when first seen: refused, and refused again (not held as valid).
  const { token: early } = await issueAccessToken(key, claims, at('2026-11-27T09:00:00Z'), 10);
  expect(await verifyAccessToken(key, early, at('2026-11-27T10:01:00Z'))).toBeNull();
  expect(await verifyAccessToken(key, early, at('2026-11-27T09:05:00Z'))).not.toBeNull();
});
