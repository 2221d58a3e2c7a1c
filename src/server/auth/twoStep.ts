/**
 * The second step of sign-in (after a right password, auth/signIn.ts): a TOTP code or a recovery
 * code, or, for a user who must use two-step sign-in and has not enrolled, enrolment. Only when
 * it succeeds does a session start.
 *
 * Wrong codes count as failed sign-ins (domain/signInLockout.ts, the same count and lock as wrong
 * passwords); the count is reset only by a successful second step. Audited:
 * `auth.secondFactorFailed`, `auth.recoveryCodeUsed`, `auth.secondFactorEnrolled`,
 * `auth.lockedOut`, `auth.signInLocked`, then `auth.signIn` with the session.
 */
import { afterFailedSignIn, CLEARED_LOCKOUT, signInGate } from '../../domain/signInLockout';
import { ENROLMENT_MINUTES, isTotpCode } from '../../domain/twoStep';
import { recordAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { repositories } from '../db/repositories';
import type { TwoStepRow } from '../db/repositories/twoStep';
import type { SigningKeys } from './keys';
import { type SignedIn, startSession } from './signIn';
import { challengeMatches, readTicket } from './signInChallenge';
import { newRecoveryCodes, openTotpSecret, recoveryCodeHash, sealTotpSecret, storedSecretPurpose, verifyTotp } from './totp';

/** Where a sign-in request comes from. */
export interface SignInMeta {
  ip: string;
  userAgent: string;
}

/** The outcome of the second step. `expired`: the ticket is unknown, used, too old, or its user cannot sign in; sign in again. */
export type SecondStepResult = ({ outcome: 'signedIn' } & SignedIn) | { outcome: 'failed' } | { outcome: 'locked'; lockedUntil: Date } | { outcome: 'expired' };

/** The outcome of enrolment during sign-in; a wrong first code keeps the ticket open. */
export type EnrolAtSignInResult = { outcome: 'enrolled'; signedIn: SignedIn; recoveryCodes: string[] } | { outcome: 'wrongCode'; userName: string } | { outcome: 'locked'; lockedUntil: Date } | { outcome: 'expired' };

const actorOf = (row: TwoStepRow, meta: SignInMeta) => ({ userId: row.userId, accountId: row.accountId, ip: meta.ip });

/**
 * The user's TOTP secret in clear, from its sealed column.
 * @throws Error when it does not open (the server secret changed): not the user's fault, and not a wrong code.
 */
export function storedSecret(keys: SigningKeys, row: Pick<TwoStepRow, 'userId' | 'totpSecret'>): string {
  const secret = row.totpSecret === null ? null : openTotpSecret(keys.totpSeal, storedSecretPurpose(row.userId), row.totpSecret);
  if (secret === null) throw new Error(`The two-step secret of user ${row.userId} cannot be opened with this server's secret.`);
  return secret;
}

/**
 * Checks an entered code (TOTP or recovery code) against the locked row and stores what a
 * success uses up: the time step, or the recovery code (audited `auth.recoveryCodeUsed`).
 * @returns whether the code was right.
 */
export async function acceptSecondFactor(tx: Db, keys: SigningKeys, row: TwoStepRow, entered: string, now: Date, ip: string): Promise<boolean> {
  const { twoStep } = repositories(tx, { accountId: row.accountId, userId: row.userId });
  if (isTotpCode(entered)) {
    const step = verifyTotp(storedSecret(keys, row), entered, now, row.totpLastStep);
    if (step === null) return false;
    await twoStep.setLastStep(step);
    return true;
  }
  const hash = recoveryCodeHash(entered);
  if (!row.recoveryCodeHashes.includes(hash)) return false;
  await twoStep.setRecoveryCodes(row.recoveryCodeHashes.filter((stored) => stored !== hash));
  await recordAudit(tx, { userId: row.userId, accountId: row.accountId, ip }, { action: 'auth.recoveryCodeUsed', entity: 'user', entityId: row.userId }, now);
  return true;
}

/**
 * Counts a wrong code as a failed sign-in (audited `auth.secondFactorFailed`, and `auth.lockedOut`
 * when it starts a lock, which also ends the half-done sign-in).
 * @returns the end of the lock it started, or `null`.
 */
export async function countWrongCode(tx: Db, row: TwoStepRow, now: Date, ip: string): Promise<Date | null> {
  const repos = repositories(tx, { accountId: row.accountId, userId: row.userId });
  const actor = { userId: row.userId, accountId: row.accountId, ip };
  const next = afterFailedSignIn(row, now);
  await repos.accountUsers.setLockout(next);
  await recordAudit(tx, actor, { action: 'auth.secondFactorFailed', entity: 'user', entityId: row.userId }, now);
  if (!next.lockedNow || next.lockedUntil === null) return null;
  await repos.twoStep.setChallenge(null);
  await recordAudit(tx, actor, { action: 'auth.lockedOut', entity: 'user', entityId: row.userId }, now);
  return next.lockedUntil;
}

type Checked = { outcome: 'expired' } | { outcome: 'locked'; lockedUntil: Date } | { outcome: 'open'; row: TwoStepRow };

/** The ticket's user row, locked, when the ticket is open and the user may try now. */
async function checkTicket(tx: Db, ticket: string, now: Date, meta: SignInMeta): Promise<Checked> {
  const parts = readTicket(ticket);
  if (!parts) return { outcome: 'expired' };
  const { twoStep } = repositories(tx, { accountId: parts.accountId, userId: parts.userId });
  const row = await twoStep.find({ forUpdate: true });
  if (!row || !row.active || !challengeMatches(row, parts.secret, now)) return { outcome: 'expired' };
  const gate = signInGate(row, now);
  if (gate.allowed) return { outcome: 'open', row };
  await twoStep.setChallenge(null);
  await recordAudit(tx, actorOf(row, meta), { action: 'auth.signInLocked', entity: 'user', entityId: row.userId }, now);
  return { outcome: 'locked', lockedUntil: gate.lockedUntil };
}

/**
 * The second step of a user who has enrolled: `entered` is a TOTP code or a recovery code.
 * Success ends the ticket, clears the failure count and starts the session.
 */
export async function completeSecondStep(context: AppContext, ticket: string, entered: string, meta: SignInMeta): Promise<SecondStepResult> {
  const now = context.clock();
  const verdict = await context.db.transaction(async (tx): Promise<Exclude<SecondStepResult, { outcome: 'signedIn' }> | { outcome: 'passed'; row: TwoStepRow }> => {
    const checked = await checkTicket(tx, ticket, now, meta);
    if (checked.outcome !== 'open') return checked;
    const { row } = checked;
    if (row.totpSecret === null) return { outcome: 'expired' };
    if (!(await acceptSecondFactor(tx, context.keys, row, entered, now, meta.ip))) {
      const lockedUntil = await countWrongCode(tx, row, now, meta.ip);
      return lockedUntil ? { outcome: 'locked', lockedUntil } : { outcome: 'failed' };
    }
    const repos = repositories(tx, { accountId: row.accountId, userId: row.userId });
    await repos.twoStep.setChallenge(null);
    await repos.accountUsers.setLockout(CLEARED_LOCKOUT);
    return { outcome: 'passed', row };
  });
  if (verdict.outcome !== 'passed') return verdict;
  return { outcome: 'signedIn', ...(await startSession(context, { id: verdict.row.userId, accountId: verdict.row.accountId }, meta, now)) };
}

/** The purpose (GCM additional data) of a new secret waiting in an enrolment form: its user and its end. */
const pendingPurpose = (userId: number, expiresMs: number): string => `totp-pending:user:${userId}:until:${expiresMs}`;

/**
 * A new secret sealed for an enrolment form's hidden field (`<expires ms>:<sealed>`): the form
 * can carry it without the server storing anything before the first code confirms it, and it
 * opens only for `userId`, under this server's secret, for {@link ENROLMENT_MINUTES}.
 */
export function sealPendingSecret(keys: SigningKeys, userId: number, secret: string, now: Date): string {
  const expiresMs = now.getTime() + ENROLMENT_MINUTES * 60_000;
  return `${expiresMs}:${sealTotpSecret(keys.totpSeal, pendingPurpose(userId, expiresMs), secret)}`;
}

/** The secret of an enrolment form's hidden field, or `null` when it is malformed, another user's, or too old. */
export function openPendingSecret(keys: SigningKeys, userId: number, field: string, now: Date): string | null {
  const match = /^(\d{1,15}):(.+)$/.exec(field);
  if (!match) return null;
  const expiresMs = Number(match[1]);
  if (now.getTime() >= expiresMs) return null;
  return openTotpSecret(keys.totpSeal, pendingPurpose(userId, expiresMs), match[2] ?? '');
}

/**
 * Stores a confirmed enrolment in `tx`: the sealed secret, the first code's step (so it cannot be
 * used again) and new recovery codes' hashes; audited `auth.secondFactorEnrolled`.
 * @returns the recovery codes in clear, to be shown once.
 */
export async function storeEnrolment(tx: Db, keys: SigningKeys, row: Pick<TwoStepRow, 'userId' | 'accountId'>, secret: string, step: number, now: Date, ip: string): Promise<string[]> {
  const recoveryCodes = newRecoveryCodes();
  const { twoStep } = repositories(tx, { accountId: row.accountId, userId: row.userId });
  await twoStep.enrol(sealTotpSecret(keys.totpSeal, storedSecretPurpose(row.userId), secret), step, recoveryCodes.map(recoveryCodeHash), now);
  await recordAudit(tx, { userId: row.userId, accountId: row.accountId, ip }, { action: 'auth.secondFactorEnrolled', entity: 'user', entityId: row.userId }, now);
  return recoveryCodes;
}

/**
 * Enrolment during sign-in, for a user who must use two-step sign-in and has not enrolled: the
 * ticket (the password was right moments ago) and the first code of the new secret. Success
 * stores the enrolment, ends the ticket, clears the failure count and starts the session.
 * A wrong first code is not a wrong second factor (nothing was enrolled yet) and is not counted.
 */
export async function enrolAtSignIn(context: AppContext, ticket: string, pendingField: string, entered: string, meta: SignInMeta): Promise<EnrolAtSignInResult> {
  const now = context.clock();
  const verdict = await context.db.transaction(async (tx): Promise<Exclude<EnrolAtSignInResult, { outcome: 'enrolled' }> | { outcome: 'passed'; row: TwoStepRow; codes: string[] }> => {
    const checked = await checkTicket(tx, ticket, now, meta);
    if (checked.outcome !== 'open') return checked;
    const { row } = checked;
    const secret = openPendingSecret(context.keys, row.userId, pendingField, now);
    if (row.totpSecret !== null || secret === null) return { outcome: 'expired' };
    const step = verifyTotp(secret, entered, now, null);
    if (step === null) return { outcome: 'wrongCode', userName: row.userName };
    const codes = await storeEnrolment(tx, context.keys, row, secret, step, now, meta.ip);
    const repos = repositories(tx, { accountId: row.accountId, userId: row.userId });
    await repos.twoStep.setChallenge(null);
    await repos.accountUsers.setLockout(CLEARED_LOCKOUT);
    return { outcome: 'passed', row, codes };
  });
  if (verdict.outcome !== 'passed') return verdict;
  const signedIn = await startSession(context, { id: verdict.row.userId, accountId: verdict.row.accountId }, meta, now);
  return { outcome: 'enrolled', signedIn, recoveryCodes: verdict.codes };
}
