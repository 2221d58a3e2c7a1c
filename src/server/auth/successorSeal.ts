/**
 * The successor pair of a refresh token, sealed so that only a caller who presents that same
 * refresh token again can open it.
 *
 * Why a seal (RFC 9700 §4.14.2): refresh tokens are rotated on every use and a used one coming
 * back is taken as theft. But the legitimate client itself presents one token more than once
 * when two tabs refresh together or a refresh is retried after its answer was lost; within the
 * short grace window of {@link import('./sessions').REFRESH_REUSE_GRACE_MS} each of those
 * callers must receive the very pair the first one received (a new pair each would fork the
 * family, and a refusal would sign the user out). Refresh tokens are stored only as SHA-256
 * hashes, so the server cannot answer that pair again from what it keeps in clear. Two designs
 * were weighed:
 *
 * - deriving the successor deterministically (HMAC of the presented token under a server key):
 *   nothing stored, but whoever ever holds an old token and the server key can compute the live
 *   successor at any later time, outside the window, without tripping reuse detection;
 * - sealing the successor pair at the exchange, under a key derived from the presented token
 *   (chosen): the blob sits on the used token's row, opening it needs the presented token (the
 *   server keeps only its hash) and the server secret (HKDF salt), and it is wiped when the
 *   successor is exchanged or the family revoked. A database copy alone opens nothing.
 *
 * Format: `v1.<iv>.<ciphertext>.<tag>`, base64url; AES-256-GCM with a random 96-bit IV and the
 * presented token's stored hash as additional data, so a blob moved to another row fails.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The pair a refresh token was exchanged for, as the exchange answered it. */
export interface SuccessorPair {
  /** The access token (JWT). */
  token: string;
  /** The successor refresh token. */
  refreshToken: string;
  /** When the access token expires. */
  accessExpiresAt: Date;
}

const VERSION = 'v1';
const INFO = 'qg:refresh-successor:v1';

/** The AES-256 key of one refresh token's seal: HKDF-SHA256 over the token, salted with the server's key. */
const sealKey = (serverKey: Buffer, presented: string): Buffer => Buffer.from(hkdfSync('sha256', Buffer.from(presented, 'utf8'), serverKey, INFO, 32));

/**
 * Seals the successor pair of `presented`.
 * @param serverKey `SigningKeys.refreshSeal`.
 * @param presented the refresh token being exchanged (never stored).
 * @param tokenHash the presented token's stored hash (bound as additional data).
 * @returns the sealed text to store on the presented token's row.
 */
export function sealSuccessor(serverKey: Buffer, presented: string, tokenHash: string, pair: SuccessorPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(serverKey, presented), iv);
  cipher.setAAD(Buffer.from(tokenHash, 'utf8'));
  const plain = JSON.stringify({ t: pair.token, r: pair.refreshToken, e: pair.accessExpiresAt.toISOString() });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/**
 * Opens a sealed successor pair with the token presented again.
 * @returns the pair, or `null` when the blob is malformed, was sealed for another token or
 *   row, or under another server secret (never throws).
 */
export function openSuccessor(serverKey: Buffer, presented: string, tokenHash: string, sealed: string): SuccessorPair | null {
  const [version, iv, data, tag, extra] = sealed.split('.');
  if (version !== VERSION || !iv || data === undefined || !tag || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(serverKey, presented), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(tokenHash, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    const value = JSON.parse(plain) as { t?: unknown; r?: unknown; e?: unknown };
    if (typeof value.t !== 'string' || typeof value.r !== 'string' || typeof value.e !== 'string') return null;
    const accessExpiresAt = new Date(value.e);
    if (Number.isNaN(accessExpiresAt.getTime())) return null;
    return { token: value.t, refreshToken: value.r, accessExpiresAt };
  } catch {
    // A wrong key or a changed byte fails GCM's tag check: not this token's pair.
    return null;
  }
}
