import { FormattedMessage, useIntl } from 'react-intl';
import type { UsageLedgerEntry } from '../../../../contract/reportTypes';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import type { MessageId } from '../../../core/i18n/messageId';
import { REPORT_TYPE_MESSAGES } from '../../reports/views/reportLabels';
import { TableScroller } from '../../../components/TableScroller';

const REASON_MESSAGES: Readonly<Record<UsageLedgerEntry['reason'], MessageId>> = {
  usage: 'licensing.reason.usage',
  subscription: 'licensing.reason.subscription',
  regeneration: 'licensing.reason.regeneration',
  correction: 'licensing.reason.correction',
};

/** One page of the usage ledger: when, who, which report of which form and examinee, and why it cost what it cost. */
export function UsageLedgerTable({ entries }: { entries: UsageLedgerEntry[] }) {
  const intl = useIntl();
  const terms = useAccountTerms();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="ledger-heading">
      <table className="table table--compact">
        <ColumnHeaders
          columns={[
            'licensing.when',
            'licensing.who',
            'licensing.product',
            'licensing.reportType',
            { id: 'licensing.examineeId', values: { examinee: terms.examinee } },
            { id: 'licensing.reportVersion', numeric: true },
            'licensing.why',
            'licensing.name',
          ]}
        />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{format.dateTime(entry.at)}</th>
              <td>{entry.userName}</td>
              <td>{entry.productCode}</td>
              <td>{intl.formatMessage({ id: REPORT_TYPE_MESSAGES[entry.reportType] })}</td>
              <td>{entry.examineeId ?? '—'}</td>
              <td className="num">{entry.reportVersion === null ? '—' : format.number(entry.reportVersion)}</td>
              <td>
                <FormattedMessage id={REASON_MESSAGES[entry.reason]} />
              </td>
              <td>{entry.licenseName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
