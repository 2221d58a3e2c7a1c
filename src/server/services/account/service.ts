/**
 * The signed-in user's identity, role, account status and the account's examiners.
 */
import type { DalsStatus, ExaminerOption } from '../../../contract/types';
import { DEFAULT_ACCOUNT_LABELS, type UserIdentity, type UserPreferences } from '../../../domain/identity';
import { DEFAULT_LOCALE, type Locale, localeForLanguage } from '../../../domain/locale';
import { LOCALE_FORMAT_DEFAULTS } from '../../../domain/localeDefaults';
import type { Principal } from '../../auth/principal';
import { permissionItems, personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { identityStore } from '../../db/platform/identity';
import { repositories } from '../../db/repositories';
import type { IdentityRow } from '../../db/repositories/accountUsers';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';

/**
 * The preferences a user has not changed (spec §3: defaultExaminerId 0; spec §9: en_us): the
 * date format, number format and time zone of their language's country (`LOCALE_FORMAT_DEFAULTS`),
 * except that internal staff, who serve every country, start in UTC.
 * @param locale the user's language (US English when they have chosen none)
 */
export function defaultPreferences(internal: boolean, locale: Locale = DEFAULT_LOCALE): UserPreferences {
  const formats = LOCALE_FORMAT_DEFAULTS[locale];
  return {
    dateFormat: { dateFormatName: formats.datePattern, dateFormatCode: formats.datePattern },
    numberFormat: {
      numberFormatName: formats.numberFormatName,
      numberFormatCode: locale,
      decimalSeparator: formats.decimalSeparator,
      groupingSeparator: formats.groupingSeparator,
    },
    timeZone: internal
      ? { timeZoneName: 'Coordinated Universal Time', timeZoneCode: 'UTC' }
      : { timeZoneName: formats.timeZoneName, timeZoneCode: formats.timeZoneCode },
    language: { languageName: 'English', languageCode: DEFAULT_LOCALE },
    itemEntryAutoAdvance: true,
    showStartingTips: true,
    showWarningPopup: true,
    defaultExaminerId: 0,
    isInternalUser: internal,
  };
}

/** The defaults overlaid with what the user chose; `isInternalUser` always follows the user. */
export function effectivePreferences(stored: Partial<UserPreferences>, internal: boolean): UserPreferences {
  const defaults = defaultPreferences(internal, localeForLanguage(stored.language?.languageCode ?? null));
  return {
    ...defaults,
    ...stored,
    dateFormat: { ...defaults.dateFormat, ...stored.dateFormat },
    numberFormat: { ...defaults.numberFormat, ...stored.numberFormat },
    timeZone: { ...defaults.timeZone, ...stored.timeZone },
    language: { ...defaults.language, ...stored.language },
    isInternalUser: internal,
  };
}

/**
 * A user's effective preferences (the defaults overlaid with their choices). Looked up by the user
 * id alone, which is all its callers hold (see identityStore).
 * @throws HttpProblem notFound when the user does not exist.
 */
export async function userPreferences(db: Db, userId: number): Promise<UserPreferences> {
  const row = await identityStore(db).storedPreferences(userId);
  if (!row) throw notFound('The user');
  return effectivePreferences(row.preferences, row.internal);
}

/**
 * The identity of spec §3 made from the user's row. Internal users have no `accountLabels` and no
 * `itemEntryVerificationCode` keys at all (spec §6), not even empty ones.
 */
export function identityOf(user: IdentityRow): UserIdentity {
  const preferences = effectivePreferences(user.preferences, user.internal);
  const base = {
    userId: user.id,
    accountId: user.accountId,
    userName: user.userName,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    suffix: user.suffix,
    email: user.email,
    examiner: user.examiner,
    showStartingTips: preferences.showStartingTips,
    showWarningPopup: preferences.showWarningPopup,
    defaultExaminerId: preferences.defaultExaminerId,
    phoneNo: user.phone,
    permissions: permissionItems(user.role),
    preferences,
  };
  if (user.internal) return { ...base, internalUser: true };
  return {
    ...base,
    internalUser: false,
    accountLabels: { ...DEFAULT_ACCOUNT_LABELS, ...user.labels },
    itemEntryVerificationCode: user.itemEntryVerificationCode ?? '',
  };
}

/**
 * The identity as the principal read it when the request began (one statement for both: the
 * identity call runs no statement of its own).
 */
export const principalIdentity = (principal: Principal): UserIdentity =>
  identityOf({ id: principal.userId, accountId: principal.accountId, userName: principal.userName, role: principal.role, internal: principal.internal, ...principal.profile });

/**
 * The identity read again from the database: after a change in the same transaction.
 * @throws HttpProblem notFound when the user no longer exists.
 */
export async function loadIdentity(db: Db, principal: Principal): Promise<UserIdentity> {
  const user = await repositories(db, { accountId: principal.accountId, userId: principal.userId }).accountUsers.identity();
  if (!user) throw notFound('The user');
  return identityOf(user);
}

/** The DALS status of the caller's account (domain/dals.ts), with the self-service deletion date when one was asked for. @throws HttpProblem notFound when the account is gone. */
export async function dalsStatus(db: Db, accountId: number): Promise<DalsStatus> {
  const row = await repositories(db, { accountId, userId: null }).accounts.lifecycle();
  if (!row) throw notFound('The account');
  const status: DalsStatus = { dllAccount: row.dllAccount, deletionDate: row.dllAccount ? row.deletionDate : null };
  // Only when set: the answer of an account without a request keeps its old shape.
  return row.selfDeletionDate === null ? status : { ...status, selfDeletionDate: row.selfDeletionDate };
}

/**
 * Takes the caller's account out of the dormant lifecycle, audited as `accountManagement.keepAccount`.
 * Idempotent: keeping an active account changes nothing but the audit log.
 * @throws HttpProblem forbidden for internal staff, whose organisation is not a customer account.
 */
export async function keepAccount(db: Db, actor: Actor, internal: boolean): Promise<DalsStatus> {
  if (internal) throw new HttpProblem('forbidden', 'Internal staff cannot keep a customer account.');
  return db.transaction(async (tx) => {
    await repositories(tx, { accountId: actor.accountId, userId: actor.userId }).accounts.keep();
    return dalsStatus(tx, actor.accountId);
  });
}

/** Active users of the account who may be named examiner, by last name. */
export async function examinerOptions(db: Db, accountId: number): Promise<ExaminerOption[]> {
  const rows = await repositories(db, { accountId, userId: null }).accountUsers.examiners();
  return rows.map((row) => ({ userId: row.id, name: personName(row) }));
}
