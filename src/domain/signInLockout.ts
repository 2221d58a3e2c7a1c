/**
 * Sign-in lockout: after too many failed sign-ins in a row a user is refused for a while, even
 * with the right password, so that a password cannot be guessed online at speed.
 *
 * Source: NIST SP 800-63B §5.2.2 ("Rate Limiting (Throttling)": the verifier limits consecutive
 * failed attempts on one account) and the OWASP Authentication Cheat Sheet ("Account Lockout":
 * a failure threshold, a lockout duration, and a counter reset by a successful sign-in). The
 * numbers are ours, inside both: 5 failures, 15 minutes.
 */

/** Failed sign-ins in a row that lock a user. */
export const MAX_FAILED_SIGN_INS = 5;

/** How long a lock lasts, in minutes. */
export const LOCKOUT_MINUTES = 15;

/** What the users table keeps about failed sign-ins. */
export interface LockoutState {
  /** Failed sign-ins in a row since the last success (or the last lock). */
  failedSignIns: number;
  /** While locked: when the lock ends; otherwise `null` (or a time already past). */
  lockedUntil: Date | null;
}

/** Whether a sign-in may be tried now. */
export type SignInGate = { allowed: true } | { allowed: false; lockedUntil: Date };

/**
 * Whether a user may try to sign in at `now`.
 * @returns `allowed: false` with the end of the lock while `now` is before `lockedUntil`.
 */
export function signInGate(state: LockoutState, now: Date): SignInGate {
  return state.lockedUntil !== null && now < state.lockedUntil ? { allowed: false, lockedUntil: state.lockedUntil } : { allowed: true };
}

/**
 * The state after a failed sign-in at `now` (one made while not locked).
 * @returns the count one higher; at {@link MAX_FAILED_SIGN_INS} the user is locked for
 *   {@link LOCKOUT_MINUTES} and the count starts again from zero, so that after the lock the
 *   user has the full number of tries again.
 */
export function afterFailedSignIn(state: LockoutState, now: Date): LockoutState & { lockedNow: boolean } {
  const failedSignIns = state.failedSignIns + 1;
  if (failedSignIns >= MAX_FAILED_SIGN_INS) {
    return { failedSignIns: 0, lockedUntil: new Date(now.getTime() + LOCKOUT_MINUTES * 60_000), lockedNow: true };
  }
  return { failedSignIns, lockedUntil: null, lockedNow: false };
}

/** The state after a successful sign-in (or a password reset): no failures, no lock. */
export const CLEARED_LOCKOUT: LockoutState = { failedSignIns: 0, lockedUntil: null };

/**
 * Whole minutes until a lock ends, rounded up (what the login page tells the user).
 * @returns at least 1 while locked.
 */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}
