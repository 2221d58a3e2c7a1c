import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductDefinition } from '../../../../domain/product/productDefinition';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { typedNumber } from './CellInput';
import { ItemsTable } from './ItemsTable';
import { LanguageFields } from './LanguageFields';

/** What a part's fields editor gets: the part's values, a setter by path and the server's errors by path. */
export interface PartFieldsProps {
  values: Record<string, unknown>;
  set: (path: string, value: unknown) => void;
  errors: Record<string, string>;
}

const TEXT_FIELDS = ['code', 'name', 'citation', 'attribution', 'licenseNote'] as const;

/** The form part: general facts, the languages with their sources, and the items (with options, ranges, rubrics and translations). */
export function FormPartFields({ values, set, errors, badJson = {} }: PartFieldsProps & { badJson?: Record<string, true> }) {
  const intl = useIntl();
  const ageRange = values['ageRange'] as ProductDefinition['ageRange'];
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as 'products.field.code' }, values);
  return (
    <>
      <fieldset className="panel">
        <legend>
          <FormattedMessage id="products.general" />
        </legend>
        {TEXT_FIELDS.map((field) => (
          <TextInputField key={field} label={text(`products.field.${field}`)} name={field} value={String(values[field] ?? '')} onChange={(v) => set(field, v)} error={errors[field]} isRequired />
        ))}
        <SelectField
          label={text('products.field.audience')}
          name="audience"
          value={String(values['audience'] ?? '')}
          options={(['clinical', 'education'] as const).map((audience) => ({ value: audience, label: text(`products.audience.${audience}`) }))}
          onChange={(v) => set('audience', v)}
          error={errors['audience']}
          isRequired
        />
        {(['minYears', 'maxYears'] as const).map((bound) => (
          <TextInputField
            key={bound}
            label={text(`products.field.${bound}`)}
            name={bound}
            value={String(ageRange?.[bound] ?? '')}
            onChange={(v) => set(`ageRange.${bound}`, typedNumber(v))}
            error={errors[`ageRange.${bound}`] ?? errors['ageRange']}
          />
        ))}
        <TextInputField
          label={text('products.field.retest')}
          name="retestIntervalDays"
          value={String(values['retestIntervalDays'] ?? '')}
          onChange={(v) => set('retestIntervalDays', typedNumber(v))}
          error={errors['retestIntervalDays']}
        />
        <TextInputField
          label={text('products.field.itemsPerPage')}
          name="itemsPerPage"
          value={String(values['itemsPerPage'] ?? '')}
          onChange={(v) => set('itemsPerPage', typedNumber(v))}
          description={text('products.itemsPerPageHelp')}
          error={errors['itemsPerPage']}
        />
      </fieldset>
      <LanguageFields values={values} set={set} errors={errors} />
      <ItemsTable values={values} set={set} errors={errors} badJson={badJson} />
    </>
  );
}
