/**
 * The TOTP factor of two-step sign-in (RFC 6238) over otplib: new secrets, the otpauth:// address
 * and its QR code, checking a code with replay protection, and the sealing of secrets at rest.
 *
 * Secrets are stored sealed (AES-256-GCM, random 96-bit IV) under `SigningKeys.totpSeal`, a key
 * derived from the server secret with HKDF for this purpose only, with the user's id as
 * additional data: a copy of the database alone reveals no secret, and a sealed secret moved to
 * another user's row does not open. Format: `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_STEP_SECONDS,
  normalizeRecoveryCode,
  normalizeTotpCode,
} from '../../domain/twoStep';

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Q-global';

const VERSION = 'v1';

/** A new random TOTP secret: 20 bytes (160 bits, RFC 4226 §4 R6) from a CSPRNG, base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUri = (userName: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: userName, secret, digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS });

/** The time step of an instant (whole {@link TOTP_STEP_SECONDS} since the Unix epoch). */
export const timeStepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of `secret` at `at` (what an authenticator shows then); for the seed's demo and tests. */
export const totpCodeAt = (secret: string, at: Date): string => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000), digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS });

/**
 * Checks a code at `now`, accepting {@link TOTP_DRIFT_STEPS} step either way, and never a step at
 * or before `lastStep` (a code already used, or an older one: RFC 6238 §5.2).
 * @returns the time step the code belongs to (store it as the new last step), or `null`.
 */
export function verifyTotp(secret: string, entered: string, now: Date, lastStep: number | null): number | null {
  const token = normalizeTotpCode(entered);
  if (!/^\d+$/.test(token) || token.length !== TOTP_DIGITS) return null;
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_STEP_SECONDS,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The TOTP strategy's answer carries the step; the union type also covers HOTP's.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The QR code of `text` as an SVG element (markup), drawn on the server: the page needs no script. */
export const qrCodeSvg = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/**
 * Seals a TOTP secret for storing on `userId`'s row (or for a form's hidden field, with another `purpose`).
 * @param key `SigningKeys.totpSeal`.
 */
export function sealTotpSecret(key: Buffer, purpose: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/**
 * Opens a sealed secret.
 * @returns the secret, or `null` when the text is malformed, or was sealed for another purpose or under another key (never throws).
 */
export function openTotpSecret(key: Buffer, purpose: string, sealed: string): string | null {
  const [version, iv, data, tag, extra] = sealed.split('.');
  if (version !== VERSION || !iv || data === undefined || !tag || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // A wrong key, purpose or a changed byte fails GCM's tag check.
    return null;
  }
}

/** The additional data a user's stored secret is sealed with. */
export const storedSecretPurpose = (userId: number): string => `totp-secret:user:${userId}`;

/** SHA-256 (base64url) of a recovery code as normalised: what is stored of it. */
export const recoveryCodeHash = (entered: string): string => createHash('sha256').update(normalizeRecoveryCode(entered), 'utf8').digest('base64url');

/** {@link RECOVERY_CODE_COUNT} new recovery codes (unformatted), each {@link RECOVERY_CODE_LENGTH} characters drawn uniformly by a CSPRNG. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET.charAt(randomInt(RECOVERY_CODE_ALPHABET.length))).join(''),
  );
}
