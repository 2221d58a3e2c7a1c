/**
 * The server's signing keys. One master secret (JWT_SECRET, or a random one generated on first
 * start and kept in `server_secrets`, so every process on the same database shares it) signs
 * access tokens; the CSRF, session-cookie, refresh-seal and TOTP-seal keys are derived from it with HKDF, so a value
 * signed for one purpose is never valid for another.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { sharedSecret } from '../db/platform/serverKeys';

/** Keys for HMAC-SHA256 and HS256 signatures. */
export interface SigningKeys {
  /**
   * Signs and verifies access tokens (HS256): imported into WebCrypto once, at start-up, since
   * importing the raw secret again for every request's token cost more than the verification.
   */
  jwt: CryptoKey;
  /** Signs XSRF-TOKEN values. */
  csrf: Buffer;
  /** Signs the session cookie and the login form token. */
  cookie: Buffer;
  /**
   * The server's half of the key that seals a refresh token's successor pair (HKDF salt; the
   * other half is the presented refresh token itself, see auth/successorSeal.ts).
   */
  refreshSeal: Buffer;
  /** Seals TOTP secrets at rest and in enrolment forms (AES-256-GCM, auth/totp.ts). */
  totpSeal: Buffer;
}

const MASTER_SECRET_NAME = 'jwt-signing-secret';

const derive = (master: Uint8Array, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `qg:${purpose}`, 32));

/** Derives the keys of {@link SigningKeys} from a master secret. */
export async function keysFromSecret(master: Uint8Array): Promise<SigningKeys> {
  // The global WebCrypto: its CryptoKey is the type jose's signing and verification take.
  const jwt = await crypto.subtle.importKey('raw', Uint8Array.from(master), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { jwt, csrf: derive(master, 'csrf'), cookie: derive(master, 'cookie'), refreshSeal: derive(master, 'refresh-successor'), totpSeal: derive(master, 'totp-secret') };
}

/**
 * Loads the signing keys: from `jwtSecret` when given, else from the database, generating and
 * storing a 256-bit secret the first time (the insert is a no-op when a concurrent start won).
 * @throws Error when `jwtSecret` is shorter than 32 bytes (HS256 needs at least 256 bits).
 */
export async function loadSigningKeys(db: Db, jwtSecret: string | null): Promise<SigningKeys> {
  if (jwtSecret !== null) {
    const bytes = Buffer.from(jwtSecret, 'utf8');
    if (bytes.length < 32) throw new Error('JWT_SECRET must be at least 32 bytes long.');
    return keysFromSecret(bytes);
  }
  const stored = await sharedSecret(db, MASTER_SECRET_NAME, randomBytes(32).toString('base64url'));
  if (stored === null) throw new Error('The signing secret could not be stored.');
  return keysFromSecret(Buffer.from(stored, 'base64url'));
}
