/**
 * The account's setting items as one form: the examinee and examiner labels, the names of the
 * four custom fields and the item-entry verification code, each with its own error.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ITEM_IDS, ACCOUNT_ITEMS, type AccountItemId } from '../../../domain/accountItems';
import { type FieldError, TextField } from '../formParts';
import { MANAGE_ITEMS_PATH } from './paths';

/** Each item's label on the form. */
export const ITEM_LABELS: Readonly<Record<AccountItemId, string>> = {
  examineeLabel: 'Examinee label',
  examinerLabel: 'Examiner label',
  customField1Label: 'Name of custom field 1',
  customField2Label: 'Name of custom field 2',
  customField3Label: 'Name of custom field 3',
  customField4Label: 'Name of custom field 4',
  itemEntryVerificationCode: 'Item entry verification code',
};

/** The items' values as the form shows them: stored, or as entered after a refused post. */
export type ItemValues = Readonly<Record<AccountItemId, string>>;

/** The form. */
export function ItemsSection({ formToken, values, errors }: { formToken: string; values: ItemValues; errors: readonly FieldError[] }): ReactElement {
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">Account settings</h2>
      <p>
        The labels replace the words &ldquo;Examinee&rdquo; and &ldquo;Examiner&rdquo; and the custom field names everywhere in the platform, for every user of the account. Leave the
        verification code blank if item entry needs no verification code.
      </p>
      <form method="post" action={MANAGE_ITEMS_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>Labels and codes</legend>
          {ACCOUNT_ITEM_IDS.map((id) => (
            <TextField key={id} id={id} label={ITEM_LABELS[id]} value={values[id]} errors={errors} maxLength={ACCOUNT_ITEMS[id].maxLength} />
          ))}
        </fieldset>
        <button type="submit">Save the account settings</button>
      </form>
    </section>
  );
}
