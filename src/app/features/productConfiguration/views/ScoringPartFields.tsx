import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BandDefinition, NormTable, ScaleDefinition } from '../../../../domain/product/productDefinition';
import { TableScroller } from '../../../components/TableScroller';
import { CellInput } from './CellInput';
import type { PartFieldsProps } from './FormPartFields';
import { JsonField } from './JsonField';
import { errorUnder } from './partFields';

const SCALE_COLUMNS = ['id', 'name', 'scaleItems', 'method', 'multiplier', 'rangeMin', 'rangeMax', 'maxOmitted', 'prorate'] as const;
const BAND_COLUMNS = ['scale', 'min', 'max', 'label', 'interpretation'] as const;

/** A new scale's first values (the server checks it with the rest of the draft). */
const NEW_SCALE: ScaleDefinition = { id: '', name: '', items: [], method: 'sum', multiplier: 1, range: [0, 0], maxOmitted: 0, prorate: false, primary: false };

/**
 * The scoring part: scales and bands as tables, and each norm table's cells as CSV (pasted from a
 * spreadsheet; read by the domain's `normCellsFromCsv` when saved). `normCsv` holds the CSV per table.
 */
export function ScoringPartFields({ values, set, errors, csvProblems }: PartFieldsProps & { csvProblems: (string | undefined)[] }) {
  const intl = useIntl();
  const scales = (values['scales'] ?? []) as ScaleDefinition[];
  const bands = (values['bands'] ?? []) as BandDefinition[];
  const norms = (values['norms'] ?? []) as NormTable[];
  const normCsv = (values['normCsv'] ?? []) as string[];
  const word = (column: string) => intl.formatMessage({ id: `products.field.${column}` as 'products.field.id' });
  return (
    <>
      <section className="panel" aria-labelledby="part-scales-heading">
        <h2 id="part-scales-heading">
          <FormattedMessage id="products.scales" />
        </h2>
        <TableScroller labelledBy="part-scales-heading">
          <table className="table">
            <thead>
              <tr>
                {SCALE_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {word(column)}
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
              {scales.map((scale, i) => {
                const at = (field: string) => `scales[${i}].${field}`;
                const named = (column: string) => `${word(column)} ${i + 1}`;
                return (
                  <tr key={i}>
                    <td>
                      <CellInput label={named('id')} value={scale.id} onChange={(v) => set(at('id'), v)} error={errors[at('id')]} />
                    </td>
                    <td>
                      <CellInput label={named('name')} value={scale.name} onChange={(v) => set(at('name'), v)} error={errors[at('name')]} />
                    </td>
                    <td>
                      <CellInput
                        label={named('scaleItems')}
                        value={scale.items.join(', ')}
                        onChange={(v) => set(at('items'), String(v).split(',').map((id) => id.trim()).filter(Boolean))}
                        error={errorUnder(errors, at('items'))}
                      />
                    </td>
                    <td>
                      <select className="field__input" aria-label={named('method')} value={scale.method} onChange={(event) => set(at('method'), event.target.value)}>
                        <option value="sum">sum</option>
                        <option value="mean">mean</option>
                      </select>
                    </td>
                    <td>
                      <CellInput kind="number" label={named('multiplier')} value={scale.multiplier} onChange={(v) => set(at('multiplier'), v)} error={errors[at('multiplier')]} />
                    </td>
                    <td>
                      <CellInput kind="number" label={named('rangeMin')} value={scale.range[0]} onChange={(v) => set(`${at('range')}[0]`, v)} error={errors[`${at('range')}[0]`] ?? errors[at('range')]} />
                    </td>
                    <td>
                      <CellInput kind="number" label={named('rangeMax')} value={scale.range[1]} onChange={(v) => set(`${at('range')}[1]`, v)} error={errors[`${at('range')}[1]`]} />
                    </td>
                    <td>
                      <CellInput kind="number" label={named('maxOmitted')} value={scale.maxOmitted} onChange={(v) => set(at('maxOmitted'), v)} error={errors[at('maxOmitted')]} />
                    </td>
                    <td>
                      <CellInput kind="checkbox" label={named('prorate')} value={scale.prorate} onChange={(v) => set(at('prorate'), v)} error={errors[at('prorate')]} />
                    </td>
                    <td>
                      <Button className="button button--small" onPress={() => set('scales', scales.filter((_, k) => k !== i))}>
                        <FormattedMessage id="products.remove" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
        <Button className="button button--small" onPress={() => set('scales', [...scales, NEW_SCALE])}>
          <FormattedMessage id="products.addScale" />
        </Button>
      </section>
      <section className="panel" aria-labelledby="part-bands-heading">
        <h2 id="part-bands-heading">
          <FormattedMessage id="products.bands" />
        </h2>
        <TableScroller labelledBy="part-bands-heading">
          <table className="table">
            <thead>
              <tr>
                {BAND_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {word(column)}
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
              {bands.map((band, i) => {
                const at = (field: string) => `bands[${i}].${field}`;
                const named = (column: string) => `${word(column)} ${i + 1}`;
                return (
                  <tr key={i}>
                    {BAND_COLUMNS.map((column) => (
                      <td key={column}>
                        <CellInput
                          kind={column === 'min' || column === 'max' ? 'number' : 'text'}
                          label={named(column)}
                          value={band[column]}
                          onChange={(v) => set(at(column), v)}
                          error={errors[at(column)]}
                        />
                      </td>
                    ))}
                    <td>
                      <Button className="button button--small" onPress={() => set('bands', bands.filter((_, k) => k !== i))}>
                        <FormattedMessage id="products.remove" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
        <Button className="button button--small" onPress={() => set('bands', [...bands, { scale: scales[0]?.id ?? '', min: 0, max: 0, label: '', interpretation: '' }])}>
          <FormattedMessage id="products.addBand" />
        </Button>
      </section>
      <section className="panel" aria-labelledby="part-norms-heading">
        <h2 id="part-norms-heading">
          <FormattedMessage id="products.norms" />
        </h2>
        {norms.length === 0 ? (
          <p>
            <FormattedMessage id="products.noNorms" />
          </p>
        ) : null}
        {norms.map((table, i) => (
          <JsonField
            key={i}
            label={`${intl.formatMessage({ id: 'products.normTable' }, { scale: table.scale, group: table.comparisonGroup })}: ${intl.formatMessage({ id: 'products.normCsv' })}`}
            name={`normCsv-${i}`}
            value={normCsv[i] ?? ''}
            onChange={(v) => set(`normCsv[${i}]`, v)}
            description={intl.formatMessage({ id: 'products.normCsvHelp' })}
            error={csvProblems[i] ?? errorUnder(errors, `norms[${i}]`)}
            rows={8}
          />
        ))}
      </section>
    </>
  );
}
