/**
 * Two-step sign-in: a time-based one-time password (TOTP, RFC 6238) after the password, or one of
 * the user's single-use recovery codes. Pure rules; the server (auth/totp.ts, auth/twoStep.ts)
 * applies them.
 *
 * Sources: RFC 6238 §4 (30-second time steps, 6 digits), §5.2 (accept at most a small drift and
 * never the same code twice); OWASP ASVS 5.0 V6.5 (general multi-factor rules: a code or lookup
 * secret is used once, lookup secrets of 112 bits or more may be stored with a plain hash).
 */

/** The TOTP time step, in seconds (RFC 6238 §4: the default X = 30). */
export const TOTP_STEP_SECONDS = 30;

/** How many time steps a code may be away from the server's clock, either way (RFC 6238 §5.2: one step back is the recommendation; one forward covers a fast phone). */
export const TOTP_DRIFT_STEPS = 1;

/** Digits of a code. */
export const TOTP_DIGITS = 6;

/** How long the half-done sign-in after a right password stays open, in minutes. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;

/** How long an enrolment form's new secret may wait for its first code, in minutes. */
export const ENROLMENT_MINUTES = 15;

/** How many recovery codes a user gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The characters of a recovery code: Crockford's base32 (no I, L, O, U), so a code read aloud
 * or copied by hand is not mistaken. 24 of them carry 120 bits, above the 112 bits for which
 * ASVS 5.0 V6.5.2 allows a plain hash.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a recovery code, without its separators. */
export const RECOVERY_CODE_LENGTH = 24;

/** Whether an entered second factor looks like a TOTP code (six digits, spaces allowed) rather than a recovery code. */
export const isTotpCode = (entered: string): boolean => /^\d{6}$/.test(entered.replace(/\s/g, ''));

/** A TOTP code as entered, without spaces. */
export const normalizeTotpCode = (entered: string): string => entered.replace(/\s/g, '');

/**
 * A recovery code as entered, in the form its hash is made of: upper case, without spaces or
 * hyphens, with the look-alike letters read as Crockford's base32 reads them (O as 0, I and L as 1).
 */
export const normalizeRecoveryCode = (entered: string): string =>
  entered
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');

/** A recovery code as shown to the user: groups of four joined by hyphens. */
export const formatRecoveryCode = (code: string): string => (code.match(/.{1,4}/g) ?? []).join('-');

/** A TOTP secret (base32) as shown for typing by hand: groups of four joined by spaces. */
export const formatSecretForTyping = (secret: string): string => (secret.match(/.{1,4}/g) ?? []).join(' ');

/** What decides whether a user must use two-step sign-in. */
export interface TwoStepSubject {
  /** Back-office or data-retention staff. */
  internal: boolean;
  role: string;
  /** The account's setting "Administrators must use two-step sign-in". */
  administratorsRequireTwoStep: boolean;
}

/**
 * Whether a user must use two-step sign-in: internal staff always; an account administrator when
 * the account says so. Anyone else may choose it.
 */
export const twoStepRequired = (subject: TwoStepSubject): boolean =>
  subject.internal || (subject.role === 'accountAdministrator' && subject.administratorsRequireTwoStep);
