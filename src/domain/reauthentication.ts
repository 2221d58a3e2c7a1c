/**
 * Re-authentication before sensitive changes: the signed-in user types their current password
 * again before their e-mail address, their password, a user's role or e-mail address changes, a
 * user is created, or the account's deletion is asked for (issue #16).
 *
 * Source: OWASP ASVS 5.0 V6.2.3 (changing the password asks for the current one) and V7.5.1
 * ("the application requires full re-authentication before allowing modifications to sensitive
 * account attributes which may affect authentication, such as email address, phone number, MFA
 * configuration, or other information used in account recovery"). The server's check is
 * src/server/auth/reauthenticate.ts; wrong passwords count towards the sign-in lock-out
 * (signInLockout.ts), so the check is no free password-guessing oracle for a stolen session.
 */
import * as yup from 'yup';
import { MAX_PASSWORD_LENGTH } from './passwordRule';

/**
 * The one message of a missing or wrong current password, wherever one is asked for (the same
 * words for both, so the answer says nothing beyond "not confirmed").
 */
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

/** The message while the user is locked after repeated failures (sign-ins or password checks). */
export const CHANGE_LOCKED = 'Too many wrong passwords: try again later.';

/** The field a body carries the caller's current password in. */
export const CURRENT_PASSWORD_FIELD = 'currentPassword';

/**
 * yup schema of a required current password: blank or too long answers
 * {@link WRONG_CURRENT_PASSWORD} (a password longer than any that can be set cannot be right).
 */
export const requiredCurrentPassword = () => yup.string().required(WRONG_CURRENT_PASSWORD).max(MAX_PASSWORD_LENGTH, WRONG_CURRENT_PASSWORD);

/** yup schema of a current password asked for only when the change turns out to be sensitive (the service decides). */
export const optionalCurrentPassword = () => yup.string().max(MAX_PASSWORD_LENGTH, WRONG_CURRENT_PASSWORD);

/** The parts of a user whose change needs the current password of the one who changes it. */
export interface SensitiveUserFields {
  role: string;
  email: string;
}

/**
 * Whether replacing a user's fields changes their role or e-mail address (the address password
 * resets are sent to: changing another user's address can take their account over).
 * E-mail addresses are compared trimmed and case-insensitively, so a save of the same address in
 * other letters is no change.
 */
export function changesSensitiveUserFields(stored: SensitiveUserFields, next: SensitiveUserFields): boolean {
  return stored.role !== next.role || normalizedEmail(stored.email) !== normalizedEmail(next.email);
}

/** An e-mail address as compared for {@link changesSensitiveUserFields}. */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();
