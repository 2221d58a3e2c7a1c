/**
 * The signed-in user's own profile (name, e-mail, phone) as the "my account settings" page edits
 * it: the rule the form follows and the one write, audited as `account.updateSelfProfile`.
 */
import type { AccountUserInput } from '../../contract/services/accountManagement';
import * as yup from 'yup';
import type { Locale } from '../../domain/locale';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/client';
import { repositories } from '../db/repositories';
import { notFound } from '../http/problems';
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
 * Stores a validated profile for the caller, with its audit row, in one transaction.
 * @throws HttpProblem notFound when the user is not in the caller's account.
 */
export async function updateOwnProfile(db: Db, actor: Actor, profile: OwnProfile, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await repositories(tx, { accountId: actor.accountId, userId: actor.userId }).accountUsers.updateProfile(profile, now);
    if (!updated) throw notFound('The user');
    await recordAudit(tx, actor, { action: 'account.updateSelfProfile', entity: 'user', entityId: actor.userId }, now);
  });
}
