/**
 * Re-authentication before a sensitive change (domain/reauthentication.ts, ASVS 5.0 V7.5.1): the
 * signed-in caller's current password is checked again, inside the change's own transaction and
 * before anything of the change is written.
 *
 * A wrong password counts as a failed sign-in (domain/signInLockout.ts: five in a row lock the
 * user for fifteen minutes, for sign-in and for these checks alike), so a stolen session cannot
 * guess the password at speed through a form that asks for it; while locked, even the right
 * password is refused. Every refusal is audited as `auth.reauthenticationFailed`, its outcome
 * saying why (`missing`, `wrongPassword`, `locked`), and the failure that starts a lock as
 * `auth.lockedOut`, as a sign-in's.
 */
import { afterFailedSignIn, CLEARED_LOCKOUT, signInGate } from '../../domain/signInLockout';
import { CHANGE_LOCKED, CURRENT_PASSWORD_FIELD, WRONG_CURRENT_PASSWORD } from '../../domain/reauthentication';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/client';
import { repositories } from '../db/repositories';
import { HttpProblem, invalidField } from '../http/problems';
import type { Actor } from '../services/actor';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';

/** Why a re-authentication was refused: the outcome of its `auth.reauthenticationFailed` audit row. */
export type ReauthenticationRefusal = 'missing' | 'wrongPassword' | 'locked';

/** The audit action of a refused re-authentication. */
export const REAUTHENTICATION_FAILED = 'auth.reauthenticationFailed';

/** The refusal a caller sees: 400 `validation` naming the `currentPassword` field; its writes (the count, the audit rows) commit. */
const refusal = (message: string): HttpProblem => invalidField(CURRENT_PASSWORD_FIELD, message).keepingWrites();

/**
 * Checks the actor's current password before a sensitive change.
 *
 * The password is hashed in every case (blank, wrong, locked, and a user row that cannot be read,
 * against a hash of no password), so the answer's timing says nothing more than its words. The
 * user row is then read locked, so concurrent guesses cannot slip past the lock-out; a password
 * changed meanwhile (another tab) counts as wrong. A blank password is refused and audited but not
 * counted (nothing was guessed). The right password clears a failure count, as a sign-in does.
 *
 * @param db the change's transaction. Call this before the change writes anything: a refusal is
 *   an HttpProblem that keeps the transaction's writes (the failure count must last, see
 *   http/unitOfWork.ts), so a write made earlier would commit with it.
 * @param currentPassword as the body carried it; `undefined` or blank is `missing`.
 * @param now the request's time: the lock's clock and the audit rows' time.
 * @param requestId the request, for the audit row.
 * @throws HttpProblem `validation` with field `currentPassword` and message
 *   {@link WRONG_CURRENT_PASSWORD} (missing or wrong) or {@link CHANGE_LOCKED} (locked, or the
 *   failure that locks), marked `keepsWrites`.
 */
export async function reauthenticate(db: Db, actor: Actor, currentPassword: string | undefined, now: Date, requestId: string | null = null): Promise<void> {
  const { accountUsers } = repositories(db, { accountId: actor.accountId, userId: actor.userId });
  const given = currentPassword ?? '';
  const found = await accountUsers.credentials();
  const passwordOk = await verifyPassword(given, found?.passwordHash ?? UNKNOWN_USER_HASH);
  const user = await accountUsers.credentials({ forUpdate: true });
  const audit = async (action: string, outcome: string): Promise<void> =>
    recordAudit(db, actor, { action, entity: 'user', entityId: actor.userId, outcome, requestId }, now);
  const refuse = async (outcome: ReauthenticationRefusal, message: string): Promise<never> => {
    await audit(REAUTHENTICATION_FAILED, outcome);
    throw refusal(message);
  };
  if (!user || !found) return refuse('wrongPassword', WRONG_CURRENT_PASSWORD);
  if (!signInGate(user, now).allowed) return refuse('locked', CHANGE_LOCKED);
  if (given === '') return refuse('missing', WRONG_CURRENT_PASSWORD);
  if (!passwordOk || !user.active || user.passwordHash !== found.passwordHash) {
    const next = afterFailedSignIn(user, now);
    await accountUsers.setLockout(next);
    await audit(REAUTHENTICATION_FAILED, 'wrongPassword');
    if (next.lockedNow) await audit('auth.lockedOut', 'ok');
    throw refusal(next.lockedNow ? CHANGE_LOCKED : WRONG_CURRENT_PASSWORD);
  }
  if (user.failedSignIns !== 0 || user.lockedUntil !== null) await accountUsers.setLockout(CLEARED_LOCKOUT);
}

/**
 * Runs `run` in a transaction of `db` whose writes commit even when it ends in a refusal that
 * keeps them ({@link HttpProblem.keepsWrites}: a wrong current password's count and audit rows),
 * then throws that refusal; any other error rolls back. For a legacy form that writes outside an
 * operation's unit of work.
 */
export async function inTransactionKeepingRefusals<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<{ ok: true; value: T } | { ok: false; problem: HttpProblem }> => {
    try {
      return { ok: true, value: await run(tx) };
    } catch (error) {
      if (error instanceof HttpProblem && error.keepsWrites) return { ok: false, problem: error };
      throw error;
    }
  });
  if (!outcome.ok) throw outcome.problem;
  return outcome.value;
}
