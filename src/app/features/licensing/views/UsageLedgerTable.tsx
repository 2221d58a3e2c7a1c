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
  liveSession: 'licensing.reason.liveSession',
  licenseChange: 'licensing.reason.licenseChange',
};

/** One page of the usage ledger: when, who, which report of which form and examinee, and why it cost what it cost; or a license change by the back office, with the usages it added. */
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
              <td>{entry.productCode ?? intl.formatMessage({ id: 'licensing.allProducts' })}</td>
              <td>{entry.reportType ? intl.formatMessage({ id: REPORT_TYPE_MESSAGES[entry.reportType] }) : intl.formatMessage({ id: 'licensing.allReportTypes' })}</td>
              <td>{entry.examineeId ?? '—'}</td>
              <td className="num">{entry.reportVersion === null ? '—' : format.number(entry.reportVersion)}</td>
              <td>
                <FormattedMessage id={REASON_MESSAGES[entry.reason]} />
                {entry.usagesAdded !== 0 ? (
                  <>
                    {' · '}
                    <FormattedMessage id={entry.usagesAdded > 0 ? 'licensing.usagesAdded' : 'licensing.usagesRemoved'} values={{ count: Math.abs(entry.usagesAdded) }} />
                  </>
                ) : null}
              </td>
              <td>{entry.licenseName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
