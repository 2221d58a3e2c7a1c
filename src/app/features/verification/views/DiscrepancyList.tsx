import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectAllResolved, selectDiscrepancyRows, selectIsBusy } from '../verificationSelectors';
import { resolutionChosen, verificationCommandRequested } from '../verificationSlice';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';

/** The discrepancy list: item, first value, second value, and the examiner's choice of the correct one. */
export function DiscrepancyList() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const rows = useAppSelector(selectDiscrepancyRows);
  const allResolved = useAppSelector(selectAllResolved);
  const busy = useAppSelector(selectIsBusy);
  const shown = (value: number | null) => (value === null ? intl.formatMessage({ id: 'verification.blank' }) : String(value));
  return (
    <section className="panel" aria-labelledby="discrepancies-heading">
      <h2 id="discrepancies-heading">
        <FormattedMessage id="verification.discrepanciesTitle" values={{ count: rows.length }} />
      </h2>
      <p>
        <FormattedMessage id="verification.discrepanciesHelp" />
      </p>
      <TableScroller labelledBy="discrepancies-heading">
        <table className="table">
          <ColumnHeaders columns={['verification.column.item', 'verification.column.first', 'verification.column.second', 'verification.column.correct']} />
          <tbody>
            {rows.map((row) => {
              const name = `resolve-${row.itemId}`;
              const itemLabel = intl.formatMessage({ id: 'itemEntry.item' }, { number: row.itemNumber });
              return (
                <tr key={row.itemId} data-discrepancy={row.itemId}>
                  <th scope="row">{itemLabel}</th>
                  <td>{shown(row.firstValue)}</td>
                  <td>{shown(row.secondValue)}</td>
                  <td>
                    <fieldset className="resolution">
                      <legend className="visually-hidden">{intl.formatMessage({ id: 'verification.correctValueOf' }, { item: itemLabel })}</legend>
                      {[
                        { which: 'first', value: row.firstValue },
                        { which: 'second', value: row.secondValue },
                      ].map((choice) => (
                        <label key={choice.which} className="option">
                          <input
                            type="radio"
                            name={name}
                            checked={row.chosen !== undefined && row.chosen === choice.value}
                            onChange={() => dispatch(resolutionChosen({ itemId: row.itemId, value: choice.value }))}
                          />
                          <span>
                            {intl.formatMessage({ id: choice.which === 'first' ? 'verification.useFirst' : 'verification.useSecond' }, { value: shown(choice.value) })}
                          </span>
                        </label>
                      ))}
                    </fieldset>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      <div className="save-bar__buttons">
        <Button className="button button--primary" isDisabled={busy || !allResolved} onPress={() => dispatch(verificationCommandRequested({ command: 'resolve' }))}>
          <FormattedMessage id="verification.resolve" />
        </Button>
        <Button className="button" isDisabled={busy} onPress={() => dispatch(verificationCommandRequested({ command: 'cancel' }))}>
          <FormattedMessage id="verification.cancel" />
        </Button>
      </div>
    </section>
  );
}
