/**
 * The scope's account settings (table account_settings, domain/accountItems.ts): the labels, the
 * item-entry verification code, the two-step rule for administrators and the legitimate-interest rule for examiners. Every query is filtered by the scope's account.
 */
import { eq } from 'drizzle-orm';
import type { AccountLabels } from '../../../domain/identity';
import type { Db } from '../client';
import { accountSettings } from '../schema';
import type { AccountScope } from './scope';

/** The account's stored settings. */
export interface AccountSettingsRow {
  /** The labels the account set (an older account may lack some; the defaults fill them). */
  labels: AccountLabels;
  itemEntryVerificationCode: string;
  /** The account's administrators must use two-step sign-in. */
  administratorsRequireTwoStep: boolean;
  /** Examiners and account users see only the examinees of their groups (issue #19). */
  legitimateInterestForExaminers: boolean;
}

/** The scope's account settings. */
export interface AccountItemRepository {
  /** The settings, or `null` when the account has no settings row (it does not exist); `forUpdate` locks the row until the transaction ends. */
  find(options?: { forUpdate?: boolean }): Promise<AccountSettingsRow | null>;
  /** Replaces the settings, changed at `now`. */
  save(settings: AccountSettingsRow, now: Date): Promise<void>;
}

/** The account settings repository of `scope`'s account over `db`. */
export function accountItemRepository(db: Db, scope: AccountScope): AccountItemRepository {
  const own = () => eq(accountSettings.accountId, scope.accountId);
  return {
    async find(options = {}) {
      const query = db
        .select({
          labels: accountSettings.labels,
          itemEntryVerificationCode: accountSettings.itemEntryVerificationCode,
          administratorsRequireTwoStep: accountSettings.administratorsRequireTwoStep,
          legitimateInterestForExaminers: accountSettings.legitimateInterestForExaminers,
        })
        .from(accountSettings)
        .where(own());
      const [row] = options.forUpdate ? await query.for('update').limit(1) : await query.limit(1);
      return row ?? null;
    },
    async save(settings, now) {
      await db
        .update(accountSettings)
        .set({
          labels: settings.labels,
          itemEntryVerificationCode: settings.itemEntryVerificationCode,
          administratorsRequireTwoStep: settings.administratorsRequireTwoStep,
          legitimateInterestForExaminers: settings.legitimateInterestForExaminers,
          updatedAt: now,
        })
        .where(own());
    },
  };
}
