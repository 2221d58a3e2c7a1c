import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FeedbackReportDefinition, FeedbackScale } from '../../../../domain/product/productDefinition';
import { SelectField } from '../../../components/SelectField';
import { TableScroller } from '../../../components/TableScroller';
import { CellInput } from './CellInput';
import type { PartFieldsProps } from './FormPartFields';
import { moved } from './itemEdits';
import { newFeedbackScale, withBandRows, withEnd } from './reportEdits';
import type { ReportScoring } from './ReportPartFields';

/** What each table of the report editor gets. */
interface TableProps extends Omit<PartFieldsProps, 'values'> {
  report: FeedbackReportDefinition;
  scoring: ReportScoring;
}

/** A table's header row of message ids, with an unlabelled actions column when `actions`. */
function Head({ columns, actions }: { columns: string[]; actions: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            <FormattedMessage id={column as 'products.report.scale'} />
          </th>
        ))}
        {actions ? (
          <th scope="col">
            <FormattedMessage id="products.actions" />
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

/** The scales the report prints, in order: the draft's scale, its name and description for the reader, optional end words; move, remove, add. */
export function FeedbackScalesTable({ report, set, errors, scoring }: TableProps) {
  const intl = useIntl();
  const [adding, setAdding] = useState('');
  const word = (id: string) => intl.formatMessage({ id: id as 'products.report.scale' });
  const setScales = (scales: FeedbackScale[]) => set('feedbackReport', withBandRows({ ...report, scales }, scoring.bands));
  const unlisted = scoring.scales.filter((scale) => !report.scales.some((listed) => listed.scale === scale.id));
  const columns = ['products.report.scale', 'products.report.scaleName', 'products.report.about', 'products.report.lowEnd', 'products.report.highEnd'];
  return (
    <section className="panel" aria-labelledby="report-scales-heading">
      <h2 id="report-scales-heading">
        <FormattedMessage id="products.report.scales" />
      </h2>
      {errors['feedbackReport.scales'] ? <p className="field__error">{errors['feedbackReport.scales']}</p> : null}
      <TableScroller labelledBy="report-scales-heading">
        <table className="table">
          <Head columns={columns} actions />
          <tbody>
            {report.scales.map((scale, i) => {
              const at = (field: string) => `feedbackReport.scales[${i}].${field}`;
              const named = (id: string) => `${word(id)} ${i + 1}`;
              return (
                <tr key={i}>
                  <td>
                    <select className="field__input product-table-select" aria-label={named('products.report.scale')} value={scale.scale} onChange={(event) => setScales(report.scales.map((s, k) => (k === i ? { ...s, scale: event.target.value } : s)))}>
                      {scoring.scales.some((s) => s.id === scale.scale) ? null : <option value={scale.scale}>{scale.scale}</option>}
                      {scoring.scales.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.id}
                        </option>
                      ))}
                    </select>
                    {errors[at('scale')] ? <span className="field__error">{errors[at('scale')]}</span> : null}
                  </td>
                  <td>
                    <CellInput label={named('products.report.scaleName')} value={scale.name.en_us} onChange={(v) => set(at('name.en_us'), v)} error={errors[at('name.en_us')] ?? errors[at('name')]} />
                  </td>
                  <td>
                    <CellInput kind="long" label={named('products.report.about')} value={scale.about.en_us} onChange={(v) => set(at('about.en_us'), v)} error={errors[at('about.en_us')] ?? errors[at('about')]} />
                  </td>
                  {([0, 1] as const).map((end) => (
                    <td key={end}>
                      <CellInput
                        label={named(end === 0 ? 'products.report.lowEnd' : 'products.report.highEnd')}
                        value={scale.ends?.[end].en_us ?? ''}
                        onChange={(v) => set(at('ends'), withEnd(scale.ends, end, String(v ?? '')))}
                        error={errors[at(`ends[${end}].en_us`)] ?? errors[at(`ends[${end}]`)] ?? (end === 0 ? errors[at('ends')] : undefined)}
                      />
                    </td>
                  ))}
                  <td>
                    <div className="product-row-actions">
                      <Button className="button button--small" isDisabled={i === 0} onPress={() => setScales(moved(report.scales, i, -1))} aria-label={`${word('products.moveUp')}: ${scale.scale}`}>
                        <FormattedMessage id="products.moveUp" />
                      </Button>
                      <Button className="button button--small" isDisabled={i === report.scales.length - 1} onPress={() => setScales(moved(report.scales, i, 1))} aria-label={`${word('products.moveDown')}: ${scale.scale}`}>
                        <FormattedMessage id="products.moveDown" />
                      </Button>
                      <Button className="button button--small" onPress={() => setScales(report.scales.filter((_, k) => k !== i))} aria-label={`${word('products.remove')}: ${scale.scale}`}>
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
      {unlisted.length > 0 ? (
        <div className="product-actions">
          <SelectField label={word('products.report.scaleToAdd')} name="scaleToAdd" value={adding} placeholder={word('products.notSet')} options={unlisted.map((s) => ({ value: s.id, label: `${s.id} · ${s.name}` }))} onChange={setAdding} />
          <Button
            className="button"
            isDisabled={adding === ''}
            onPress={() => {
              setScales([...report.scales, newFeedbackScale(adding)]);
              setAdding('');
            }}
          >
            <FormattedMessage id="products.report.addScale" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** One row per band of each listed scale that has bands (rows made by `withBandRows`): the band's name and text for the reader. */
export function BandTextsTable({ report, set, errors }: TableProps) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id: id as 'products.report.scale' });
  return (
    <section className="panel" aria-labelledby="report-bands-heading">
      <h2 id="report-bands-heading">
        <FormattedMessage id="products.report.bandTexts" />
      </h2>
      {report.bandTexts.length === 0 ? (
        <p>
          <FormattedMessage id="products.report.noBandTexts" />
        </p>
      ) : (
        <TableScroller labelledBy="report-bands-heading">
          <table className="table">
            <Head columns={['products.report.scale', 'products.report.band', 'products.report.label', 'products.report.text']} actions={false} />
            <tbody>
              {report.bandTexts.map((row, i) => {
                const at = (field: string) => `feedbackReport.bandTexts[${i}].${field}`;
                const named = (id: string) => `${word(id)}: ${row.scale}, ${row.band}`;
                return (
                  <tr key={i}>
                    <td>{row.scale}</td>
                    <td>
                      {row.band}
                      {errors[at('band')] ? <span className="field__error">{errors[at('band')]}</span> : null}
                    </td>
                    <td>
                      <CellInput label={named('products.report.label')} value={row.label.en_us} onChange={(v) => set(at('label.en_us'), v)} error={errors[at('label.en_us')] ?? errors[at('label')]} />
                    </td>
                    <td>
                      <CellInput kind="long" label={named('products.report.text')} value={row.text.en_us} onChange={(v) => set(at('text.en_us'), v)} error={errors[at('text.en_us')] ?? errors[at('text')]} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}

/** Texts per percentile band of a norm-referenced scale: scale, lowest percentile, name and text; add and remove. */
export function PercentileTextsTable({ report, set, errors, scoring }: TableProps) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id: id as 'products.report.scale' });
  const rows = report.percentileTexts;
  return (
    <section className="panel" aria-labelledby="report-percentiles-heading">
      <h2 id="report-percentiles-heading">
        <FormattedMessage id="products.report.percentileTexts" />
      </h2>
      {rows.length === 0 ? (
        <p>
          <FormattedMessage id="products.report.noPercentileTexts" />
        </p>
      ) : (
        <TableScroller labelledBy="report-percentiles-heading">
          <table className="table">
            <Head columns={['products.report.scale', 'products.report.atLeast', 'products.report.label', 'products.report.text']} actions />
            <tbody>
              {rows.map((row, i) => {
                const at = (field: string) => `feedbackReport.percentileTexts[${i}].${field}`;
                const named = (id: string) => `${word(id)} ${i + 1}`;
                return (
                  <tr key={i}>
                    <td>
                      <CellInput label={named('products.report.scale')} value={row.scale} onChange={(v) => set(at('scale'), v)} error={errors[at('scale')]} />
                    </td>
                    <td>
                      <CellInput kind="number" label={named('products.report.atLeast')} value={row.atLeast} onChange={(v) => set(at('atLeast'), v)} error={errors[at('atLeast')]} />
                    </td>
                    <td>
                      <CellInput label={named('products.report.label')} value={row.label.en_us} onChange={(v) => set(at('label.en_us'), v)} error={errors[at('label.en_us')] ?? errors[at('label')]} />
                    </td>
                    <td>
                      <CellInput kind="long" label={named('products.report.text')} value={row.text.en_us} onChange={(v) => set(at('text.en_us'), v)} error={errors[at('text.en_us')] ?? errors[at('text')]} />
                    </td>
                    <td>
                      <Button className="button button--small" onPress={() => set('feedbackReport.percentileTexts', rows.filter((_, k) => k !== i))} aria-label={`${word('products.remove')}: ${named('products.report.percentileText')}`}>
                        <FormattedMessage id="products.remove" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
      <Button
        className="button button--small"
        onPress={() => set('feedbackReport.percentileTexts', [...rows, { scale: report.scales[0]?.scale ?? scoring.scales[0]?.id ?? '', atLeast: 0, label: { en_us: '' }, text: { en_us: '' } }])}
      >
        <FormattedMessage id="products.report.addPercentileText" />
      </Button>
    </section>
  );
}
