import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ItemDefinition, ProductDefinition } from '../../../../domain/product/productDefinition';
import { SelectField } from '../../../components/SelectField';
import { TableScroller } from '../../../components/TableScroller';
import { TextInputField } from '../../../components/TextInputField';
import { CellInput, typedNumber } from './CellInput';

/** What a part's fields editor gets: the part's values, a setter by path and the server's errors by path. */
export interface PartFieldsProps {
  values: Record<string, unknown>;
  set: (path: string, value: unknown) => void;
  errors: Record<string, string>;
}

const TEXT_FIELDS = ['code', 'name', 'citation', 'attribution', 'licenseNote'] as const;

/** The form part: general facts, and a table of items with their options. */
export function FormPartFields({ values, set, errors }: PartFieldsProps) {
  const intl = useIntl();
  const items = (values['items'] ?? []) as ItemDefinition[];
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
      </fieldset>
      <section className="panel" aria-labelledby="part-items-heading">
        <h2 id="part-items-heading">
          <FormattedMessage id="products.items" />
        </h2>
        <TableScroller labelledBy="part-items-heading">
          <table className="table">
            <thead>
              <tr>
                {(['id', 'number', 'text', 'type', 'reverse', 'scored', 'optional'] as const).map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`products.field.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => {
                const at = (field: string) => `items[${i}].${field}`;
                const named = (column: string) => `${text(`products.field.${column}`)} ${item.number}`;
                return (
                  <tr key={i}>
                    <td>
                      <CellInput label={named('id')} value={item.id} onChange={(v) => set(at('id'), v)} error={errors[at('id')]} />
                    </td>
                    <td>
                      <CellInput kind="number" label={named('number')} value={item.number} onChange={(v) => set(at('number'), v)} error={errors[at('number')]} />
                    </td>
                    <td>
                      <CellInput label={named('text')} value={item.text.en_us} onChange={(v) => set(at('text.en_us'), v)} error={errors[at('text.en_us')] ?? errors[at('text')]} />
                      {item.type === 'choice' ? <OptionsTable item={item} index={i} set={set} errors={errors} /> : null}
                    </td>
                    <td>{item.type}</td>
                    {(['reverse', 'scored', 'optional'] as const).map((flag) => (
                      <td key={flag}>
                        <CellInput kind="checkbox" label={named(flag)} value={item[flag]} onChange={(v) => set(at(flag), v)} error={errors[at(flag)]} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      </section>
    </>
  );
}

/** The options (value, label) of one choice item. */
function OptionsTable({ item, index, set, errors }: { item: Extract<ItemDefinition, { type: 'choice' }>; index: number } & Omit<PartFieldsProps, 'values'>) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'products.options' }, { number: item.number });
  return (
    <details>
      <summary>{heading}</summary>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="products.field.value" />
            </th>
            <th scope="col">
              <FormattedMessage id="products.field.label" />
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="products.remove" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {item.options.map((option, j) => {
            const at = (field: string) => `items[${index}].options[${j}].${field}`;
            return (
              <tr key={j}>
                <td>
                  <CellInput kind="number" label={`${heading}: ${intl.formatMessage({ id: 'products.field.value' })} ${j + 1}`} value={option.value} onChange={(v) => set(at('value'), v)} error={errors[at('value')]} />
                </td>
                <td>
                  <CellInput label={`${heading}: ${intl.formatMessage({ id: 'products.field.label' })} ${j + 1}`} value={option.label.en_us} onChange={(v) => set(at('label.en_us'), v)} error={errors[at('label.en_us')] ?? errors[at('label')]} />
                </td>
                <td>
                  <Button className="button button--small" onPress={() => set(`items[${index}].options`, item.options.filter((_, k) => k !== j))}>
                    <FormattedMessage id="products.remove" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button className="button button--small" onPress={() => set(`items[${index}].options`, [...item.options, { value: item.options.length, label: { en_us: '' } }])}>
        <FormattedMessage id="products.addOption" />
      </Button>
    </details>
  );
}
