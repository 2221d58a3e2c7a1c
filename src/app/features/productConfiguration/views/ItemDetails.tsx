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
      <table className="table">
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
  const named = (field: string) => `${intl.formatMessage({ id: `products.field.${field}` as 'products.field.itemMin' })} ${item.number}`;
  return (
    <div className="product-item-numeric">
      <CellInput kind="number" label={named('itemMin')} value={item.min} onChange={(v) => set(at('min'), v)} error={errors[at('min')]} />
      <CellInput kind="number" label={named('itemMax')} value={item.max} onChange={(v) => set(at('max'), v)} error={errors[at('max')]} />
      <CellInput label={named('unit')} value={item.unit} onChange={(v) => set(at('unit'), v)} error={errors[at('unit')]} />
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
