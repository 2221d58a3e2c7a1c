/**
 * The scope user's two-step sign-in (columns of `users`, see schema/users.ts): the sealed TOTP
 * secret, the last accepted time step, the hashes of the unused recovery codes and the half-done
 * sign-in's ticket; with what decides whether the user must use it (role, internal staff, and
 * the account's setting). Every query is filtered by the scope's account and user.
 */
import { and, eq } from 'drizzle-orm';
import type { LockoutState } from '../../../domain/signInLockout';
import type { Db } from '../client';
import { accountSettings, users } from '../schema';
import type { AccountScope } from './scope';

/** What sign-in and the two-step page read of the scope user. */
export interface TwoStepRow extends LockoutState {
  userId: number;
  accountId: number;
  userName: string;
  role: string;
  internal: boolean;
  active: boolean;
  /** `scrypt$…` (auth/passwords.ts), for the current-password checks of the two-step page. */
  passwordHash: string;
  /** The account's setting "Administrators must use two-step sign-in" (false without a settings row). */
  administratorsRequireTwoStep: boolean;
  /** The sealed TOTP secret (auth/totp.ts), or `null` while not enrolled. */
  totpSecret: string | null;
  totpEnrolledAt: Date | null;
  totpLastStep: number | null;
  recoveryCodeHashes: string[];
  signInChallengeHash: string | null;
  signInChallengeExpiresAt: Date | null;
}

/** The scope user's two-step sign-in. Every method throws Error when the scope has no user. */
export interface TwoStepRepository {
  /** The user's state, or `null` when the user is not the account's; `forUpdate` locks the user's row until the transaction ends. */
  find(options?: { forUpdate?: boolean }): Promise<TwoStepRow | null>;
  /** Stores a new enrolment: the sealed secret, the step of the code that confirmed it, and the recovery codes' hashes. */
  enrol(sealedSecret: string, lastStep: number, recoveryCodeHashes: string[], now: Date): Promise<void>;
  /** Stores the last accepted time step. */
  setLastStep(step: number): Promise<void>;
  /** Replaces the unused recovery codes' hashes. */
  setRecoveryCodes(hashes: string[]): Promise<void>;
  /** Turns two-step sign-in off: secret, step and recovery codes are removed. */
  disable(): Promise<void>;
  /**
   * An administrator's reset (account.resetUserTwoStep): as {@link disable}, and the half-done
   * sign-in's ticket ends too, so a password entered before the reset cannot finish with a code.
   */
  reset(): Promise<void>;
  /** Opens (a hash and its end) or closes (`null`) the half-done sign-in. */
  setChallenge(challenge: { hash: string; expiresAt: Date } | null): Promise<void>;
}

/** The two-step repository of `scope`'s user over `db`. */
export function twoStepRepository(db: Db, scope: AccountScope): TwoStepRepository {
  const self = () => {
    if (scope.userId === null) throw new Error("Two-step sign-in is a user's own record; the scope has no user.");
    return and(eq(users.accountId, scope.accountId), eq(users.id, scope.userId));
  };
  const update = async (values: Partial<typeof users.$inferInsert>): Promise<void> => {
    await db.update(users).set(values).where(self());
  };
  return {
    async find(options = {}) {
      const query = db
        .select({
          userId: users.id,
          accountId: users.accountId,
          userName: users.username,
          role: users.role,
          internal: users.internal,
          active: users.active,
          passwordHash: users.passwordHash,
          failedSignIns: users.failedSignIns,
          lockedUntil: users.lockedUntil,
          administratorsRequireTwoStep: accountSettings.administratorsRequireTwoStep,
          totpSecret: users.totpSecret,
          totpEnrolledAt: users.totpEnrolledAt,
          totpLastStep: users.totpLastStep,
          recoveryCodeHashes: users.recoveryCodeHashes,
          signInChallengeHash: users.signInChallengeHash,
          signInChallengeExpiresAt: users.signInChallengeExpiresAt,
        })
        .from(users)
        .leftJoin(accountSettings, eq(accountSettings.accountId, users.accountId))
        .where(self());
      const [row] = options.forUpdate ? await query.for('update', { of: users }).limit(1) : await query.limit(1);
      return row ? { ...row, administratorsRequireTwoStep: row.administratorsRequireTwoStep ?? false } : null;
    },
    enrol: (sealedSecret, lastStep, recoveryCodeHashes, now) => update({ totpSecret: sealedSecret, totpEnrolledAt: now, totpLastStep: lastStep, recoveryCodeHashes }),
    setLastStep: (step) => update({ totpLastStep: step }),
    setRecoveryCodes: (hashes) => update({ recoveryCodeHashes: hashes }),
    disable: () => update({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, recoveryCodeHashes: [] }),
    reset: () =>
      update({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null, recoveryCodeHashes: [], signInChallengeHash: null, signInChallengeExpiresAt: null }),
    setChallenge: (challenge) => update({ signInChallengeHash: challenge?.hash ?? null, signInChallengeExpiresAt: challenge?.expiresAt ?? null }),
  };
}
