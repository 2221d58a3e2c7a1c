import { afterFailedSignIn, CLEARED_LOCKOUT, LOCKOUT_MINUTES, MAX_FAILED_SIGN_INS, minutesLeft, signInGate } from '../../src/domain/signInLockout';

const now = new Date('2026-11-22T10:00:00Z');
const minutesLater = (minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

describe('signInGate', () => {
  it('allows a user who is not locked, or whose lock has ended', () => {
    expect(signInGate(CLEARED_LOCKOUT, now)).toEqual({ allowed: true });
    expect(signInGate({ failedSignIns: 0, lockedUntil: now }, now)).toEqual({ allowed: true });
    expect(signInGate({ failedSignIns: 0, lockedUntil: minutesLater(-1) }, now)).toEqual({ allowed: true });
  });

  it('refuses a locked user until the lock ends, saying when', () => {
    const lockedUntil = minutesLater(3);
    expect(signInGate({ failedSignIns: 0, lockedUntil }, now)).toEqual({ allowed: false, lockedUntil });
  });
});

describe('afterFailedSignIn', () => {
  it('counts failures and locks at the limit for the lockout period, starting the count again', () => {
    let state = { ...CLEARED_LOCKOUT };
    for (let failure = 1; failure < MAX_FAILED_SIGN_INS; failure += 1) {
      const next = afterFailedSignIn(state, now);
      expect(next).toEqual({ failedSignIns: failure, lockedUntil: null, lockedNow: false });
      state = next;
    }
    expect(afterFailedSignIn(state, now)).toEqual({ failedSignIns: 0, lockedUntil: minutesLater(LOCKOUT_MINUTES), lockedNow: true });
  });

  it('uses the published numbers: five failures, fifteen minutes', () => {
    expect(MAX_FAILED_SIGN_INS).toBe(5);
    expect(LOCKOUT_MINUTES).toBe(15);
  });
});

describe('minutesLeft', () => {
  it('rounds up to whole minutes and never says zero while locked', () => {
    expect(minutesLeft(minutesLater(15), now)).toBe(15);
    expect(minutesLeft(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(minutesLeft(new Date(now.getTime() + 1_000), now)).toBe(1);
  });
});
