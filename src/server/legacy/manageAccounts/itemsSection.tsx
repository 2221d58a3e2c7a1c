/**
 * The account's setting items as one form: the examinee and examiner labels, the names of the
 * four custom fields, the item-entry verification code and whether administrators must use
 * two-step sign-in, each with its own error.
 */
import type { ReactElement } from 'react';
import { ACCOUNT_ITEM_IDS, ACCOUNT_ITEMS, type AccountItemId } from '../../../domain/accountItems';
import type { Locale } from '../../../domain/locale';
import { Checkbox, type FieldError, TextField } from '../formParts';
import { MANAGE_ACCOUNTS_SETTINGS_TEXT } from '../i18n/manageAccountsSettingsText';
import { MANAGE_ITEMS_PATH } from './paths';

/** The items' values as the form shows them: stored, or as entered after a refused post. */
export type ItemValues = Readonly<Record<AccountItemId, string>>;

/** The form. */
export function ItemsSection({ locale, formToken, values, errors }: { locale: Locale; formToken: string; values: ItemValues; errors: readonly FieldError[] }): ReactElement {
  const text = MANAGE_ACCOUNTS_SETTINGS_TEXT[locale];
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{text.heading}</h2>
      <p>{text.intro}</p>
      <form method="post" action={MANAGE_ITEMS_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <fieldset>
          <legend>{text.legend}</legend>
          {ACCOUNT_ITEM_IDS.map((id) =>
            // A yes/no setting is a checkbox (checked submits "true"; unchecked, nothing, read as "false").
            ACCOUNT_ITEMS[id].kind === 'flag' ? (
              <Checkbox key={id} id={id} label={text.labels[id]} checked={values[id] === 'true'} errors={errors} />
            ) : (
              <TextField key={id} id={id} label={text.labels[id]} value={values[id]} errors={errors} maxLength={ACCOUNT_ITEMS[id].maxLength} />
            ),
          )}
        </fieldset>
        <button type="submit">{text.submit}</button>
      </form>
    </section>
  );
}
