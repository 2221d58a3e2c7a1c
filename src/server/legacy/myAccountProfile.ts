/**
 * The signed-in user's own profile (name, e-mail, phone) as the "my account settings" page edits
 * it: the rule the form follows and the one write, audited as `account.updateSelfProfile`; a new
 * e-mail address needs the current password (re-authentication, ASVS 5.0 V7.5.1).
 */
import type { AccountUserInput } from '../../contract/services/accountManagement';
import * as yup from 'yup';
import type { Locale } from '../../domain/locale';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/client';
import { repositories } from '../db/repositories';
import { normalizedEmail } from '../../domain/reauthentication';
import { inTransactionKeepingRefusals, reauthenticate } from '../auth/reauthenticate';
import { HttpProblem, notFound } from '../http/problems';
import type { Actor } from '../services/actor';
import { MY_ACCOUNT_TEXT } from './i18n/myAccountText';

/** The profile fields of a user, as an administrator edits them too (all text; empty means not given). */
export type OwnProfile = Pick<AccountUserInput, 'title' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'email' | 'phone'>;

/**
 * yup schema of {@link OwnProfile}, refusing in `locale`: first and last name required; e-mail,
 * when given, an address; phone digits and + ( ) - . space.
 */
export function ownProfileSchemaIn(locale: Locale): yup.ObjectSchema<OwnProfile> {
  const errors = MY_ACCOUNT_TEXT[locale].profileErrors;
  const optional = (max: number) => yup.string().trim().max(max, errors.tooLong(max)).defined().default('');
  return yup
    .object({
      title: optional(20),
      firstName: yup.string().trim().required(errors.firstNameRequired).max(100, errors.tooLong(100)),
      middleName: optional(100),
      lastName: yup.string().trim().required(errors.lastNameRequired).max(100, errors.tooLong(100)),
      suffix: optional(20),
      email: optional(254).email(errors.email),
      phone: optional(30).matches(/^[0-9+()\-.\s]*$/, errors.phone),
    })
    .noUnknown();
}

/**
 * The caller's stored profile.
 * @throws HttpProblem notFound when the user is not in the caller's account.
 */
export async function readOwnProfile(db: Db, actor: Actor): Promise<OwnProfile> {
  const profile = await repositories(db, { accountId: actor.accountId, userId: actor.userId }).accountUsers.profile();
  if (!profile) throw notFound('The user');
  return profile;
}

/**
 * Stores a validated profile for the caller, with its audit row, in one transaction. A change of
 * the e-mail address (where password resets are sent) needs the caller's current password
 * (auth/reauthenticate.ts): checked first, and when refused nothing of the profile is stored
 * while the failure's count and audit rows (with an `account.updateSelfProfile` row naming the
 * refusal) are kept.
 * @param currentPassword the form's current password; only read when the e-mail address changes.
 * @throws HttpProblem validation (field `currentPassword`) when the e-mail address changes and
 *   the current password is missing or wrong, or the caller is locked; notFound when the user is
 *   not in the caller's account.
 */
export async function updateOwnProfile(db: Db, actor: Actor, profile: OwnProfile, currentPassword: string, now: Date, requestId: string | null = null): Promise<void> {
  const audit = (tx: Db, outcome: string) => recordAudit(tx, actor, { action: 'account.updateSelfProfile', entity: 'user', entityId: actor.userId, outcome, requestId }, now);
  await inTransactionKeepingRefusals(db, async (tx) => {
    const { accountUsers } = repositories(tx, { accountId: actor.accountId, userId: actor.userId });
    const stored = await accountUsers.profile();
    if (!stored) throw notFound('The user');
    if (normalizedEmail(stored.email) !== normalizedEmail(profile.email)) {
      try {
        await reauthenticate(tx, actor, currentPassword, now, requestId);
      } catch (error) {
        if (error instanceof HttpProblem) await audit(tx, error.code);
        throw error;
      }
    }
    const updated = await accountUsers.updateProfile(profile, now);
    if (!updated) throw notFound('The user');
    await audit(tx, 'ok');
  });
}
