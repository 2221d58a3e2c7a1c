import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RetentionAccount } from '../../../../contract/services/dataRetention';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { STATE_MESSAGES } from './retentionLabels';

/** A page of the dashboard, each account linking to its case (a purged account has none: only its former number is left). */
export function RetentionAccountTable({ items }: { items: RetentionAccount[] }) {
  const intl = useIntl();
  const format = useFormatters();
  const none = intl.formatMessage({ id: 'dataRetention.none' });
  return (
    <TableScroller labelledBy="retention-results-heading">
      <table className="table table--compact">
        <ColumnHeaders
          columns={['dataRetention.column.account', 'dataRetention.column.state', 'dataRetention.column.lastActivity', 'dataRetention.column.deletionDate', 'dataRetention.column.assignee', 'dataRetention.column.hold']}
        />
        <tbody>
          {items.map((item) => (
            <tr key={item.accountId}>
              <th scope="row">
                {item.state === 'purged' ? (
                  <FormattedMessage id="dataRetention.purgedAccount" values={{ id: item.accountId }} />
                ) : (
                  <Link href={`/data-retention/accounts/${item.accountId}`}>{item.name}</Link>
                )}
              </th>
              <td>
                <span className={item.state === 'active' ? 'status' : 'status status--scored'}>
                  <FormattedMessage id={STATE_MESSAGES[item.state]} />
                </span>
              </td>
              <td>{item.lastActivityAt ? format.dateTime(item.lastActivityAt) : none}</td>
              <td>{item.deletionDate ? format.date(item.deletionDate) : item.deletedAt ? format.dateTime(item.deletedAt) : none}</td>
              <td>{item.assignee?.name ?? intl.formatMessage({ id: 'dataRetention.nobody' })}</td>
              <td>{intl.formatMessage({ id: item.onHold ? 'dataRetention.yes' : 'dataRetention.no' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
