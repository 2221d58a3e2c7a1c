/**
 * The signed-in user changes their own preferences (account.updateSelfPreferences).
 */
import type { UserIdentity, UserPreferences } from '../../../domain/identity';
import { LOCALE_NAMES, localeForLanguage } from '../../../domain/locale';
import type { PreferencesUpdate } from '../../../domain/preferences';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
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

/**
 * Stores the caller's preference changes in one transaction with its audit row, and answers the
 * identity as account.getSelfPreferences would now answer it.
 * @throws HttpProblem validation (400, field defaultExaminerId) when the default examiner is not
 *   an examiner of the account; notFound when the user no longer exists.
 */
export async function updateSelfPreferences(db: Db, principal: Principal, actor: Actor, update: PreferencesUpdate, now: Date): Promise<UserIdentity> {
  return db.transaction(async (tx) => {
    const repos = repositories(tx, { accountId: principal.accountId, userId: principal.userId });
    const stored = await repos.userPreferences.lockStored();
    if (!stored) throw notFound('The user');
    // Only an active examiner of the account may be the default examiner.
    if (update.defaultExaminerId && !(await repos.accountUsers.isActiveExaminer(update.defaultExaminerId))) {
      throw invalidField('defaultExaminerId', 'Choose an examiner of your account.');
    }
    await repos.userPreferences.save(mergePreferences(stored, update), now);
    return loadIdentity(tx, principal);
  });
}
