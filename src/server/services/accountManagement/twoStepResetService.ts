/**
 * An account administrator resets a user's two-step sign-in (account.resetUserTwoStep; ASVS 5.0
 * V6.4.4: a user who lost both the authenticator and the recovery codes is helped back in by
 * someone who can vouch for them, not by a weaker factor). The reset removes the user's TOTP
 * secret, its last step, the recovery codes and any half-done sign-in, and ends the user's
 * sessions, so nothing the lost authenticator or codes opened stays open. Sign-in then asks for
 * the password alone, or takes the user to enrolment when two-step sign-in is required for them
 * (domain/twoStep.ts twoStepRequired, auth/signIn.ts).
 */
import { recordAudit } from '../../audit/auditLog';
import { reauthenticate } from '../../auth/reauthenticate';
import { revokeUserSessions } from '../../auth/sessions';
import { repositories, type Repositories } from '../../db/repositories';
import { HttpProblem, notFound } from '../../http/problems';
import type { ChangeCall } from './usersService';

/** The audit action of a reset: entity `user`, the reset user's id. */
export const SECOND_FACTOR_RESET = 'auth.secondFactorReset';

/** The refusal of a reset of a user who has no two-step sign-in (409). */
export const NOT_ENROLLED_MESSAGE = 'This user has no two-step sign-in to reset.';

/** The refusal of a reset of the caller's own two-step sign-in (409). */
export const OWN_RESET_MESSAGE = 'You cannot reset your own two-step sign-in here: use the two-step sign-in page of My account.';

/**
 * Resets the two-step sign-in of a user of the actor's account, after the actor's own current
 * password is confirmed (auth/reauthenticate.ts), all in the call's transaction.
 * @param repos the repositories of the actor's account, over `call.db`.
 * @param userId the user whose two-step sign-in is reset.
 * @param currentPassword the actor's own current password, as the body carried it.
 * @returns nothing (the operation answers 204).
 * @throws HttpProblem validation (field `currentPassword`) when the actor's password is missing or
 *   wrong, or the actor is locked (nothing reset); notFound for a user of another account,
 *   internal staff or no user; conflict (409) when the user has no two-step sign-in, or is the
 *   actor (the own factor is managed, with a code, on My account's page).
 */
export async function resetUserTwoStep(repos: Repositories, call: ChangeCall, userId: number, currentPassword: string | undefined): Promise<undefined> {
  const { actor, db, now } = call;
  await reauthenticate(db, actor, currentPassword, now, call.requestId);
  // The account's own user list: another account's user, or internal staff, is not found.
  const user = await repos.accountUsers.find(userId, { forUpdate: true });
  if (!user) throw notFound('The user');
  if (user.id === actor.userId) throw new HttpProblem('conflict', OWN_RESET_MESSAGE);
  const { twoStep } = repositories(db, { accountId: actor.accountId, userId: user.id });
  const state = await twoStep.find({ forUpdate: true });
  if (!state || state.totpSecret === null) throw new HttpProblem('conflict', NOT_ENROLLED_MESSAGE);
  await twoStep.reset();
  await revokeUserSessions(db, user.id, null, now);
  await recordAudit(db, actor, { action: SECOND_FACTOR_RESET, entity: 'user', entityId: user.id, requestId: call.requestId }, now);
  return undefined;
}
