/**
 * The signed-in user changes their own preferences (account.updateSelfPreferences).
 */
import { and, eq } from 'drizzle-orm';
import type { UserIdentity, UserPreferences } from '../../../domain/identity';
import { LOCALE_NAMES, localeForLanguage } from '../../../domain/locale';
import type { PreferencesUpdate } from '../../../domain/preferences';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { invalidField, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { loadIdentity } from './service';

/**
 * The stored preferences with an update laid over them. A language is stored as its locale
 * (`de` becomes `de_de`) with that locale's own name unless one is given; a date format without
 * a name is named by its code.
 */
export function mergePreferences(stored: Partial<UserPreferences>, update: PreferencesUpdate): Partial<UserPreferences> {
  const merged: Partial<UserPreferences> = { ...stored };
  if (update.language) {
    const locale = localeForLanguage(update.language.languageCode);
    merged.language = { languageCode: locale, languageName: update.language.languageName || LOCALE_NAMES[locale] };
  }
  if (update.dateFormat) {
    merged.dateFormat = { dateFormatCode: update.dateFormat.dateFormatCode, dateFormatName: update.dateFormat.dateFormatName || update.dateFormat.dateFormatCode };
  }
  if (update.numberFormat) {
    const { decimalSeparator, groupingSeparator } = update.numberFormat;
    merged.numberFormat = {
      decimalSeparator,
      groupingSeparator,
      numberFormatCode: update.numberFormat.numberFormatCode ?? '',
      numberFormatName: update.numberFormat.numberFormatName || `1${groupingSeparator}234${decimalSeparator}56`,
    };
  }
  if (update.timeZone) {
    merged.timeZone = { timeZoneCode: update.timeZone.timeZoneCode, timeZoneName: update.timeZone.timeZoneName || update.timeZone.timeZoneCode };
  }
  for (const key of ['itemEntryAutoAdvance', 'showStartingTips', 'showWarningPopup', 'defaultExaminerId'] as const) {
    if (update[key] !== undefined) Object.assign(merged, { [key]: update[key] });
  }
  return merged;
}

/** Whether `userId` is an active examiner of the account (the only users a default examiner may be). */
async function isExaminerOfAccount(db: Db, accountId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.examiner, true), eq(users.active, true)))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores the caller's preference changes in one transaction with its audit row, and answers the
 * identity as account.getSelfPreferences would now answer it.
 * @throws HttpProblem validation (400, field defaultExaminerId) when the default examiner is not
 *   an examiner of the account; notFound when the user no longer exists.
 */
export async function updateSelfPreferences(db: Db, principal: Principal, actor: Actor, update: PreferencesUpdate, now: Date): Promise<UserIdentity> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ preferences: users.preferences })
      .from(users)
      .where(and(eq(users.id, principal.userId), eq(users.accountId, principal.accountId)))
      .for('update')
      .limit(1);
    if (!row) throw notFound('The user');
    if (update.defaultExaminerId && !(await isExaminerOfAccount(tx, principal.accountId, update.defaultExaminerId))) {
      throw invalidField('defaultExaminerId', 'Choose an examiner of your account.');
    }
    await tx
      .update(users)
      .set({ preferences: mergePreferences(row.preferences, update), updatedAt: now })
      .where(eq(users.id, principal.userId));
    return loadIdentity(tx, principal);
  });
}
