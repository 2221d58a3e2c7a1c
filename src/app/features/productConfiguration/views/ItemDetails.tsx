import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../../domain/locale';
import type { ChoiceItem, EssayItem, NumericItem } from '../../../../domain/product/itemDefinition';
import { CellInput } from './CellInput';
import type { PartFieldsProps } from './FormPartFields';
import { JsonField } from './JsonField';
import { errorUnder } from './partFields';
import { localeName } from './localeNames';

type DetailProps<I> = { item: I; index: number } & Omit<PartFieldsProps, 'values'>;

/** The options (value, US English label, and the label in each other language of the form) of one choice item. */
export function OptionsTable({ item, index, set, errors, others }: DetailProps<ChoiceItem> & { others: Locale[] }) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'products.options' }, { number: item.number });
  const labelIn = (locale: Locale) => intl.formatMessage({ id: 'products.field.labelIn' }, { language: localeName(locale, intl.locale) });
  return (
    <details>
      <summary>{heading}</summary>
      <table className="table product-options">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="products.field.value" />
            </th>
            <th scope="col">
              <FormattedMessage id="products.field.label" />
            </th>
            {others.map((locale) => (
              <th key={locale} scope="col">
                {labelIn(locale)}
              </th>
            ))}
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
                {others.map((locale) => (
                  <td key={locale}>
                    <CellInput label={`${heading}: ${labelIn(locale)} ${j + 1}`} value={option.label[locale] ?? ''} onChange={(v) => set(at(`label.${locale}`), v)} error={errors[at(`label.${locale}`)]} />
                  </td>
                ))}
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

/** A numeric item's accepted range (inclusive) and unit. */
export function NumericFields({ item, index, set, errors }: DetailProps<NumericItem>) {
  const intl = useIntl();
  const at = (field: string) => `items[${index}].${field}`;
  const word = (field: string) => intl.formatMessage({ id: `products.field.${field}` as 'products.field.itemMin' });
  // A visible caption over each field (hidden from screen readers, which read the field's own name with the item's number).
  const field = (name: 'itemMin' | 'itemMax' | 'unit', path: 'min' | 'max' | 'unit') => (
    <div className="product-mini-field">
      <span aria-hidden="true">{word(name)}</span>
      <CellInput kind={path === 'unit' ? 'text' : 'number'} label={`${word(name)} ${item.number}`} value={item[path]} onChange={(v) => set(at(path), v)} error={errors[at(path)]} />
    </div>
  );
  return (
    <div className="product-item-numeric">
      {field('itemMin', 'min')}
      {field('itemMax', 'max')}
      {field('unit', 'unit')}
    </div>
  );
}

/**
 * An essay item's rubric as JSON (criteria with their levels). The text is held as typed and read
 * when the part is saved, so a half-typed rubric never jumps about.
 */
export function RubricField({ item, index, set, errors, bad }: DetailProps<Omit<EssayItem, 'rubric'> & { rubric: EssayItem['rubric'] | string }> & { bad: boolean }) {
  const intl = useIntl();
  const at = `items[${index}].rubric`;
  return (
    <JsonField
      label={intl.formatMessage({ id: 'products.field.rubric' }, { number: item.number })}
      name={at}
      value={typeof item.rubric === 'string' ? item.rubric : JSON.stringify(item.rubric, null, 2)}
      onChange={(v) => set(at, v)}
      description={intl.formatMessage({ id: 'products.rubricHelp' })}
      error={bad ? intl.formatMessage({ id: 'products.jsonInvalid' }) : errorUnder(errors, at)}
      rows={6}
    />
  );
}
