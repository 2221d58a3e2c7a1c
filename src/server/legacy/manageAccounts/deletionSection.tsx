/**
 * The account's self-service deletion (account.requestSelfDeletion): the day the account's data
 * will be deleted once it was asked for, otherwise the form that asks for it.
 */
import type { ReactElement } from 'react';
import type { IsoDate } from '../../../domain/dates';
import { SELF_DELETION_GRACE_PERIOD_DAYS } from '../../../domain/dals';
import { Checkbox, type FieldError } from '../formParts';
import { MANAGE_DELETION_PATH } from './paths';

/** The id of the confirmation checkbox; a post without it checked is refused with this field. */
export const CONFIRM_DELETION_FIELD = 'confirmDeletion';

/** The error of a request without the confirmation. */
export const CONFIRM_DELETION_MISSING = 'Check the box to confirm that all the data of this account is to be deleted.';

/** A calendar day in words ("December 22, 2026"): the legacy pages are in English. */
const dayInWords = (day: IsoDate): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The section. */
export function DeletionSection({ formToken, selfDeletionDate, errors }: { formToken: string; selfDeletionDate: IsoDate | null; errors: readonly FieldError[] }): ReactElement {
  return (
    <section aria-labelledby="deletion-title">
      <h2 id="deletion-title">Account deletion</h2>
      {selfDeletionDate ? (
        <p>
          The deletion of this account was requested. Its data will be deleted on <strong>{dayInWords(selfDeletionDate)}</strong> ({selfDeletionDate}).
        </p>
      ) : (
        <form method="post" action={MANAGE_DELETION_PATH} className="form" noValidate>
          <input type="hidden" name="formToken" value={formToken} />
          <p>
            After a request, the account&apos;s data (its examinees, assessments, reports and users) is deleted at the end of a grace period of {SELF_DELETION_GRACE_PERIOD_DAYS} days. Until then
            the account works as before.
          </p>
          <Checkbox id={CONFIRM_DELETION_FIELD} label="I understand that all the data of this account will be deleted" checked={false} errors={errors} />
          <button type="submit">Request deletion of this account</button>
        </form>
      )}
    </section>
  );
}
