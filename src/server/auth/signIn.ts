/**
 * Sign-in: checks a user name and password and starts a session with its first token pair.
 * Repeated failures lock the user for a while (src/domain/signInLockout.ts). A user with
 * two-step sign-in (or who must have it) gets no session yet: a half-done sign-in ticket goes on
 * to the second step (auth/twoStep.ts).
 */
import { afterFailedSignIn, CLEARED_LOCKOUT, signInGate } from '../../domain/signInLockout';
import { recordAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import { identityStore } from '../db/platform/identity';
import { repositories } from '../db/repositories';
import { issueAccessToken } from './accessTokens';
import type { TokenCookieValues } from './authCookies';
import { sessionLimits } from './authenticate';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { openChallenge } from './signInChallenge';
import { twoStepRequired } from '../../domain/twoStep';

/** A started session and the values of its cookies. */
export interface SignedIn {
  userId: number;
  accountId: number;
  sessionId: string;
  tokens: TokenCookieValues;
}

/**
 * The outcome of a sign-in. `failed` covers an unknown user name, a wrong password, an
 * inactive user and a user of a deleted account alike; `locked` is answered for every attempt while the user is locked, right
 * password or not, so it says nothing about the password.
 */
export type SignInResult =
  | ({ outcome: 'signedIn' } & SignedIn)
  | { outcome: 'failed' }
  | { outcome: 'locked'; lockedUntil: Date }
  | SecondStepNeeded;

/**
 * The password was right, and a second step comes before any session: a code (`code`: the user
 * has enrolled) or enrolment (`enrol`: the user must use two-step sign-in and has not enrolled).
 * `ticket` carries the half-done sign-in (auth/signInChallenge.ts).
 */
export interface SecondStepNeeded {
  outcome: 'secondStep';
  step: 'code' | 'enrol';
  ticket: string;
  userId: number;
  accountId: number;
  userName: string;
}

/** User names are stored and compared trimmed and in lower case. */
export const normalizeUserName = (userName: string): string => userName.trim().toLowerCase();

type Verdict = { outcome: 'failed' } | { outcome: 'locked'; lockedUntil: Date } | SecondStepNeeded | { outcome: 'passed'; user: { id: number; accountId: number } };

/**
 * Signs a user in. Unknown user names and wrong passwords take the same hashing work and give the
 * same answer. The failure count is read and written with the user row locked, so concurrent
 * guesses cannot slip past the limit. Audited: `auth.signIn`, `auth.signInFailed`,
 * `auth.lockedOut` (the failure that starts a lock) and `auth.signInLocked` (an attempt refused
 * while locked). For a user with a second step the failure count is not reset by the password:
 * only the second step's success resets it, so wrong codes add up across password entries.
 */
export async function signIn(context: AppContext, userName: string, password: string, meta: { ip: string; userAgent: string }): Promise<SignInResult> {
  const name = normalizeUserName(userName);
  const found = name === '' ? null : await identityStore(context.db).userNamed(name);
  // Hashed even while locked: a locked user's answer must not come back sooner than a guess's.
  const passwordOk = await verifyPassword(password, found?.passwordHash ?? UNKNOWN_USER_HASH);
  const now = context.clock();
  if (!found) {
    await recordAudit(context.db, { userId: null, accountId: null, ip: meta.ip }, { action: 'auth.signInFailed', entity: 'user', entityId: null }, now);
    return { outcome: 'failed' };
  }
  const verdict = await context.db.transaction(async (tx): Promise<Verdict> => {
    // The account is known from here: the user's row is read and written as the account's.
    const { accountUsers } = repositories(tx, { accountId: found.accountId, userId: found.id });
    const user = await accountUsers.credentials({ forUpdate: true });
    if (!user) return { outcome: 'failed' };
    const actor = { userId: user.id, accountId: user.accountId, ip: meta.ip };
    const gate = signInGate(user, now);
    if (!gate.allowed) {
      await recordAudit(tx, actor, { action: 'auth.signInLocked', entity: 'user', entityId: user.id }, now);
      return { outcome: 'locked', lockedUntil: gate.lockedUntil };
    }
    // A deleted account's users get a wrong password's answer (docs/dataRetention.md):
    // the sign-in page is public, and a distinct answer would tell anyone who guesses a user name
    // and password that the account existed and was deleted. Its administrators know from the
    // notices; staff can recover it.
    if (!passwordOk || !user.active || user.accountDeleted) {
      const next = afterFailedSignIn(user, now);
      await accountUsers.setLockout(next);
      await recordAudit(tx, actor, { action: 'auth.signInFailed', entity: 'user', entityId: user.id }, now);
      if (!next.lockedNow || next.lockedUntil === null) return { outcome: 'failed' };
      await recordAudit(tx, actor, { action: 'auth.lockedOut', entity: 'user', entityId: user.id }, now);
      return { outcome: 'locked', lockedUntil: next.lockedUntil };
    }
    const twoStep = await repositories(tx, { accountId: user.accountId, userId: user.id }).twoStep.find();
    if (twoStep && (twoStep.totpSecret !== null || twoStepRequired(twoStep))) {
      const ticket = await openChallenge(tx, twoStep, now);
      return { outcome: 'secondStep', step: twoStep.totpSecret !== null ? 'code' : 'enrol', ticket, userId: user.id, accountId: user.accountId, userName: twoStep.userName };
    }
    if (user.failedSignIns !== 0 || user.lockedUntil !== null) await accountUsers.setLockout(CLEARED_LOCKOUT);
    return { outcome: 'passed', user };
  });
  if (verdict.outcome !== 'passed') return verdict;
  return { outcome: 'signedIn', ...(await startSession(context, verdict.user, meta, now)) };
}

/**
 * Starts a session for a user who has passed every step of sign-in, with its first token pair;
 * audited `auth.signIn`.
 */
export async function startSession(context: AppContext, user: { id: number; accountId: number }, meta: { ip: string; userAgent: string }, now: Date): Promise<SignedIn> {
  const session = await createSession(context.db, user, meta, now, sessionLimits(context));
  const access = await issueAccessToken(
    context.keys.jwt,
    { userId: user.id, accountId: user.accountId, sessionId: session.sessionId },
    now,
    context.config.accessTokenMinutes,
  );
  await recordAudit(context.db, { userId: user.id, accountId: user.accountId, ip: meta.ip }, { action: 'auth.signIn', entity: 'user', entityId: user.id }, now);
  await identityStore(context.db).recordSignIn(user.id, now);
  return {
    userId: user.id,
    accountId: user.accountId,
    sessionId: session.sessionId,
    tokens: {
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
      refreshToken: session.refreshToken,
      sessionExpiresAt: session.expiresAt,
    },
  };
}
