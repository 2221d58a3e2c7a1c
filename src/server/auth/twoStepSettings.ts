/**
 * A signed-in user's own two-step sign-in (the legacy page "Two-step sign-in"): enrol, make new
 * recovery codes, turn it off. Each asks for the current password (and turning off, for a code
 * too), the password checked by the one re-authentication rule (auth/reauthenticate.ts); a
 * wrong password or code counts as a failed sign-in (domain/signInLockout.ts), so a stolen
 * session cannot be used to guess either at speed. Each runs in one transaction with the
 * user's row locked. Audited: `auth.secondFactorEnrolled`, `auth.recoveryCodesRenewed`,
 * `auth.secondFactorDisabled`, and `auth.secondFactorFailed` / `auth.reauthenticationFailed`
 * for the wrong ones.
 */
import { CHANGE_LOCKED } from '../../domain/reauthentication';
import { twoStepRequired } from '../../domain/twoStep';
import { recordAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { repositories } from '../db/repositories';
import type { TwoStepRow } from '../db/repositories/twoStep';
import { HttpProblem } from '../http/problems';
import { inTransactionKeepingRefusals, reauthenticate } from './reauthenticate';
import { newRecoveryCodes, recoveryCodeHash, verifyTotp } from './totp';
import { acceptSecondFactor, countWrongCode, openPendingSecret, storeEnrolment } from './twoStep';

/** Who acts: the signed-in user, from where. */
export interface TwoStepActor {
  userId: number;
  accountId: number;
  ip: string;
}

/**
 * Why a change was refused: the form field it concerns and the reason. `expired`: the enrolment
 * form's new secret is too old or not this user's; `required`: the user may not turn it off;
 * `state`: already on (enrol) or off (the others), from another tab.
 */
export type TwoStepRefusal = { ok: false; field: 'currentPassword' | 'code'; reason: 'wrongPassword' | 'locked' | 'wrongCode' | 'expired' | 'required' | 'state' };

/** A change's outcome; new recovery codes are answered once, in clear. */
export type TwoStepChange = { ok: true; recoveryCodes: string[] } | TwoStepRefusal;

const refuse = (field: TwoStepRefusal['field'], reason: TwoStepRefusal['reason']): TwoStepRefusal => ({ ok: false, field, reason });

/** The user's two-step state as the page shows it. */
export interface TwoStepStatus {
  enrolled: boolean;
  required: boolean;
  /** Unused recovery codes. */
  recoveryCodesLeft: number;
  userName: string;
}

/** The signed-in user's two-step state. @throws Error when the user does not exist. */
export async function twoStepStatus(db: Db, actor: TwoStepActor): Promise<TwoStepStatus> {
  const row = await repositories(db, { accountId: actor.accountId, userId: actor.userId }).twoStep.find();
  if (!row) throw new Error(`User ${actor.userId} does not exist.`);
  return { enrolled: row.totpSecret !== null, required: twoStepRequired(row), recoveryCodesLeft: row.recoveryCodeHashes.length, userName: row.userName };
}

/**
 * Runs `change` with the user's row locked once the current password is right, checked by the one
 * re-authentication rule (auth/reauthenticate.ts: a wrong one counts as a failed sign-in and is
 * audited `auth.reauthenticationFailed`; those writes commit, the change does not run).
 */
async function withPassword(context: AppContext, actor: TwoStepActor, password: string, change: (tx: Db, row: TwoStepRow, now: Date) => Promise<TwoStepChange>): Promise<TwoStepChange> {
  const now = context.clock();
  try {
    return await inTransactionKeepingRefusals(context.db, async (tx) => {
      await reauthenticate(tx, actor, password, now);
      const row = await repositories(tx, { accountId: actor.accountId, userId: actor.userId }).twoStep.find({ forUpdate: true });
      if (!row) throw new Error(`User ${actor.userId} does not exist.`);
      return change(tx, row, now);
    });
  } catch (error) {
    if (!(error instanceof HttpProblem && error.keepsWrites)) throw error;
    return refuse('currentPassword', error.detail === CHANGE_LOCKED ? 'locked' : 'wrongPassword');
  }
}

/**
 * Enrols the user: `pendingField` is the enrolment form's sealed new secret, `code` its first code.
 * @returns the recovery codes, to be shown once.
 */
export function enrolTwoStep(context: AppContext, actor: TwoStepActor, pendingField: string, code: string, password: string): Promise<TwoStepChange> {
  return withPassword(context, actor, password, async (tx, row, now) => {
    if (row.totpSecret !== null) return refuse('code', 'state');
    const secret = openPendingSecret(context.keys, actor.userId, pendingField, now);
    if (secret === null) return refuse('code', 'expired');
    const step = verifyTotp(secret, code, now, null);
    if (step === null) return refuse('code', 'wrongCode');
    return { ok: true, recoveryCodes: await storeEnrolment(tx, context.keys, row, secret, step, now, actor.ip) };
  });
}

/** Replaces the user's recovery codes with new ones (the old ones stop working); audited `auth.recoveryCodesRenewed`. */
export function renewRecoveryCodes(context: AppContext, actor: TwoStepActor, password: string): Promise<TwoStepChange> {
  return withPassword(context, actor, password, async (tx, row, now) => {
    if (row.totpSecret === null) return refuse('currentPassword', 'state');
    const recoveryCodes = newRecoveryCodes();
    await repositories(tx, { accountId: actor.accountId, userId: actor.userId }).twoStep.setRecoveryCodes(recoveryCodes.map(recoveryCodeHash));
    await recordAudit(tx, actor, { action: 'auth.recoveryCodesRenewed', entity: 'user', entityId: actor.userId }, now);
    return { ok: true, recoveryCodes };
  });
}

/**
 * Turns two-step sign-in off, with the current password and a code (TOTP or recovery code; a
 * wrong one counts as a failed sign-in). Refused while it is required for the user.
 */
export function disableTwoStep(context: AppContext, actor: TwoStepActor, password: string, code: string): Promise<TwoStepChange> {
  return withPassword(context, actor, password, async (tx, row, now) => {
    if (row.totpSecret === null) return refuse('code', 'state');
    if (twoStepRequired(row)) return refuse('code', 'required');
    if (!(await acceptSecondFactor(tx, context.keys, row, code, now, actor.ip))) {
      await countWrongCode(tx, row, now, actor.ip);
      return refuse('code', 'wrongCode');
    }
    await repositories(tx, { accountId: actor.accountId, userId: actor.userId }).twoStep.disable();
    await recordAudit(tx, actor, { action: 'auth.secondFactorDisabled', entity: 'user', entityId: actor.userId }, now);
    return { ok: true, recoveryCodes: [] };
  });
}
