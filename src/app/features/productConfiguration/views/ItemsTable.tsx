import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../../domain/locale';
import type { ItemDefinition } from '../../../../domain/product/productDefinition';
import { SelectField } from '../../../components/SelectField';
import { TableScroller } from '../../../components/TableScroller';
import { CellInput } from './CellInput';
import type { PartFieldsProps } from './FormPartFields';
import { NumericFields, OptionsTable, RubricField } from './ItemDetails';
import { ITEM_TYPES, type ItemType, moved, newItem } from './itemEdits';
import { localeName } from './localeNames';

const COLUMNS = ['id', 'number', 'text', 'type', 'reverse', 'scored', 'optional'] as const;

/**
 * The form's items: ID, number, text (US English and each other language of the form), the
 * type's own fields (options, entry range, rubric) and flags; move up or down, remove, and add
 * an item of a chosen type (`newItem`).
 */
export function ItemsTable({ values, set, errors, badJson }: PartFieldsProps & { badJson: Record<string, true> }) {
  const intl = useIntl();
  const items = (values['items'] ?? []) as ItemDefinition[];
  const others = ((values['languages'] ?? []) as Locale[]).filter((locale) => locale !== DEFAULT_LOCALE);
  const [adding, setAdding] = useState<ItemType>('choice');
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: id as 'products.field.id' }, values);
  return (
    <section className="panel" aria-labelledby="part-items-heading">
      <h2 id="part-items-heading">
        <FormattedMessage id="products.items" />
      </h2>
      <TableScroller labelledBy="part-items-heading">
        <table className="table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  <FormattedMessage id={`products.field.${column}`} />
                </th>
              ))}
              <th scope="col">
                <FormattedMessage id="products.actions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => {
              const at = (field: string) => `items[${i}].${field}`;
              const named = (column: string) => `${text(`products.field.${column}`)} ${item.number}`;
              const itemName = text('products.item', { number: String(item.number) });
              return (
                <tr key={i}>
                  <td>
                    <CellInput label={named('id')} value={item.id} onChange={(v) => set(at('id'), v)} error={errors[at('id')]} />
                  </td>
                  <td>
                    <CellInput kind="number" label={named('number')} value={item.number} onChange={(v) => set(at('number'), v)} error={errors[at('number')]} />
                  </td>
                  <td className="product-item-text">
                    <div className={others.length > 0 ? 'product-translation' : undefined}>
                      {others.length > 0 ? <code aria-hidden="true">{DEFAULT_LOCALE}</code> : null}
                      <CellInput label={named('text')} value={item.text.en_us} onChange={(v) => set(at('text.en_us'), v)} error={errors[at('text.en_us')] ?? errors[at('text')]} />
                    </div>
                    {others.map((locale) => (
                      // The code beside the field says its language at a glance; the field's name says it in words.
                      <div key={locale} className="product-translation">
                        <code aria-hidden="true">{locale}</code>
                        <CellInput
                          label={`${text('products.field.textIn', { language: localeName(locale, intl.locale) })} ${item.number}`}
                          value={item.text[locale] ?? ''}
                          onChange={(v) => set(at(`text.${locale}`), v)}
                          error={errors[at(`text.${locale}`)]}
                        />
                      </div>
                    ))}
                    {item.type === 'choice' ? <OptionsTable item={item} index={i} set={set} errors={errors} others={others} /> : null}
                    {item.type === 'numeric' ? <NumericFields item={item} index={i} set={set} errors={errors} /> : null}
                    {item.type === 'essay' ? <RubricField item={item} index={i} set={set} errors={errors} bad={badJson[at('rubric')] === true} /> : null}
                  </td>
                  <td>{text(`products.itemType.${item.type}`)}</td>
                  <td>{item.type === 'choice' ? <CellInput kind="checkbox" label={named('reverse')} value={item.reverse} onChange={(v) => set(at('reverse'), v)} error={errors[at('reverse')]} /> : null}</td>
                  {(['scored', 'optional'] as const).map((flag) => (
                    <td key={flag}>
                      <CellInput kind="checkbox" label={named(flag)} value={item[flag]} onChange={(v) => set(at(flag), v)} error={errors[at(flag)]} />
                    </td>
                  ))}
                  <td>
                    <div className="product-row-actions">
                      <Button className="button button--small" isDisabled={i === 0} onPress={() => set('items', moved(items, i, -1))} aria-label={`${text('products.moveUp')}: ${itemName}`}>
                        <FormattedMessage id="products.moveUp" />
                      </Button>
                      <Button className="button button--small" isDisabled={i === items.length - 1} onPress={() => set('items', moved(items, i, 1))} aria-label={`${text('products.moveDown')}: ${itemName}`}>
                        <FormattedMessage id="products.moveDown" />
                      </Button>
                      <Button className="button button--small" onPress={() => set('items', items.filter((_, k) => k !== i))} aria-label={`${text('products.remove')}: ${itemName}`}>
                        <FormattedMessage id="products.remove" />
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      <div className="product-actions">
        <SelectField
          label={text('products.newItemType')}
          name="newItemType"
          value={adding}
          options={ITEM_TYPES.map((type) => ({ value: type, label: text(`products.itemType.${type}`) }))}
          onChange={(v) => setAdding(v as ItemType)}
        />
        <Button className="button" onPress={() => set('items', [...items, newItem(items, adding)])}>
          <FormattedMessage id="products.addItem" />
        </Button>
      </div>
    </section>
  );
}
