import { FormattedMessage, useIntl } from 'react-intl';
import type { LicenseEvent } from '../../../../contract/services/backOffice';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { EVENT_MESSAGES, FIELD_MESSAGES } from './licenseLabels';

/** A license's history, newest first: when, who, what, why, and the terms it changed. */
export function LicenseHistory({ events }: { events: LicenseEvent[] }) {
  const intl = useIntl();
  const format = useFormatters();
  const unset = intl.formatMessage({ id: 'backOffice.history.unset' });
  return (
    <section className="panel" aria-labelledby="license-history-heading">
      <h2 id="license-history-heading">
        <FormattedMessage id="backOffice.history.heading" />
      </h2>
      <TableScroller labelledBy="license-history-heading">
        <table className="table table--compact">
          <ColumnHeaders columns={['backOffice.history.when', 'backOffice.history.who', 'backOffice.history.what', 'backOffice.history.reason', 'backOffice.history.changes']} />
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <th scope="row">{format.dateTime(event.at)}</th>
                <td>{event.userName}</td>
                <td>
                  <FormattedMessage id={EVENT_MESSAGES[event.kind]} />
                </td>
                <td>{event.reason}</td>
                <td>
                  <ul className="plain-list">
                    {event.changes.map((change) => (
                      <li key={change.field}>
                        <FormattedMessage
                          id="backOffice.history.change"
                          values={{ field: intl.formatMessage({ id: FIELD_MESSAGES[change.field] }), from: change.from ?? unset, to: change.to ?? unset }}
                        />
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
