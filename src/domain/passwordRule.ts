/**
 * The rule for a new password, the same wherever a password is set (password change, password
 * reset, a new user).
 *
 * Source: NIST SP 800-63B §5.1.1.2 ("Memorized Secret Verifiers"): a minimum length, no
 * composition rules (no "one digit, one symbol"), at least 64 characters allowed, and a check
 * against values known to be weak, here the user's own name and the password being replaced.
 * NIST's minimum is 8; we ask 12, as its later revision (SP 800-63B-4 §3.1.1.2) does for a
 * password that is the only factor.
 */
import * as yup from 'yup';

/** The fewest characters a new password has. */
export const MIN_PASSWORD_LENGTH = 12;

/** The most characters a password may have (scrypt takes any length; this bounds the work per request). */
export const MAX_PASSWORD_LENGTH = 256;

/** Why a new password is refused. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'sameAsUserName' | 'sameAsCurrent';

/** The message shown for each {@link PasswordProblem}. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `The new password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `The new password may have at most ${MAX_PASSWORD_LENGTH} characters.`,
  sameAsUserName: 'The new password must not be your user name.',
  sameAsCurrent: 'The new password must be different from the current one.',
};

/** Characters as a person counts them (code points, after the same NFKC normalisation the hash uses). */
const length = (password: string): number => [...password.normalize('NFKC')].length;

/**
 * Checks a new password.
 * @param userName the user's name (compared trimmed and case-insensitively).
 * @param currentPassword the password being replaced, when known (a reset does not know it).
 * @returns the first problem found, or `null` when the password may be used.
 */
export function passwordProblem(newPassword: string, userName: string, currentPassword: string | null): PasswordProblem | null {
  const count = length(newPassword);
  if (count < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (count > MAX_PASSWORD_LENGTH) return 'tooLong';
  if (newPassword.trim().toLowerCase() === userName.trim().toLowerCase()) return 'sameAsUserName';
  if (currentPassword !== null && newPassword.normalize('NFKC') === currentPassword.normalize('NFKC')) return 'sameAsCurrent';
  return null;
}

/** The body of a password change: both fields required; the rule itself needs the user, so the service applies it. */
export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required('Enter your current password.').max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
  newPassword: yup.string().required('Enter a new password.').max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
});

/** A password change request. */
export type PasswordChange = yup.InferType<typeof passwordChangeSchema>;
