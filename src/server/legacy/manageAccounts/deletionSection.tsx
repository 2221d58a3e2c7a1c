/**
 * The account's self-service deletion (account.requestSelfDeletion): the day the account's data
 * will be deleted once it was asked for, with the form that withdraws the request
 * (accountManagement.withdrawSelfDeletion), otherwise the form that asks for it, with the
 * administrator's current password (auth/reauthenticate.ts).
 */
import type { ReactElement } from 'react';
import type { IsoDate } from '../../../domain/dates';
import { bcp47, type Locale } from '../../../domain/locale';
import { Checkbox, CurrentPasswordField, type FieldError } from '../formParts';
import { MANAGE_ACCOUNTS_SETTINGS_TEXT } from '../i18n/manageAccountsSettingsText';
import { MANAGE_ACCOUNTS_USER_FORM_TEXT } from '../i18n/manageAccountsUserFormText';
import { MANAGE_DELETION_PATH, MANAGE_DELETION_WITHDRAW_PATH } from './paths';

/** The id of the confirmation checkbox; a post without it checked is refused with this field. */
export const CONFIRM_DELETION_FIELD = 'confirmDeletion';

/** A calendar day in words, as the user's locale writes it ("December 22, 2026", "22. Dezember 2026"). */
const dayInWords = (day: IsoDate, locale: Locale): string =>
  new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The section. `graceDays`: the server's `config.retention.selfDeletionGraceDays`. */
export function DeletionSection({
  locale,
  formToken,
  selfDeletionDate,
  graceDays,
  errors,
}: {
  locale: Locale;
  formToken: string;
  selfDeletionDate: IsoDate | null;
  graceDays: number;
  errors: readonly FieldError[];
}): ReactElement {
  const text = MANAGE_ACCOUNTS_SETTINGS_TEXT[locale];
  return (
    <section aria-labelledby="deletion-title">
      <h2 id="deletion-title">{text.deletionHeading}</h2>
      {selfDeletionDate ? (
        <form method="post" action={MANAGE_DELETION_WITHDRAW_PATH} className="form">
          <input type="hidden" name="formToken" value={formToken} />
          <p>
            {text.deletionRequested.before}
            <strong>{dayInWords(selfDeletionDate, locale)}</strong>
            {text.deletionRequested.after(selfDeletionDate)}
          </p>
          <p>{text.withdrawalExplanation}</p>
          <button type="submit">{text.withdrawDeletion}</button>
        </form>
      ) : (
        <form method="post" action={MANAGE_DELETION_PATH} className="form" noValidate>
          <input type="hidden" name="formToken" value={formToken} />
          <p>{text.deletionExplanation(graceDays)}</p>
          <Checkbox id={CONFIRM_DELETION_FIELD} label={text.confirmDeletion} checked={false} errors={errors} />
          <CurrentPasswordField label={MANAGE_ACCOUNTS_USER_FORM_TEXT[locale].yourCurrentPassword} errors={errors} />
          <button type="submit">{text.requestDeletion}</button>
        </form>
      )}
    </section>
  );
}
