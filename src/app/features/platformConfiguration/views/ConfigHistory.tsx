import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JsonConfig } from '../../../../contract/services/platformConfiguration';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { RollbackDialog } from './RollbackDialog';

/** Every version, newest first: when, who, why, and a rollback to any but the current one. */
export function ConfigHistory({ config }: { config: JsonConfig }) {
  const intl = useIntl();
  const format = useFormatters();
  const [rollingBackTo, setRollingBackTo] = useState<number | null>(null);
  return (
    <section className="panel" aria-labelledby="config-history-heading">
      <h2 id="config-history-heading">
        <FormattedMessage id="platformConfiguration.history.heading" />
      </h2>
      <TableScroller labelledBy="config-history-heading">
        <table className="table table--compact">
          <ColumnHeaders
            columns={['platformConfiguration.history.version', 'platformConfiguration.history.when', 'platformConfiguration.history.who', 'platformConfiguration.history.reason', 'platformConfiguration.history.actions']}
          />
          <tbody>
            {config.history.map((entry) => (
              <tr key={entry.version}>
                <th scope="row">
                  {entry.version}
                  {entry.version === config.currentVersion ? (
                    <>
                      {' '}
                      <FormattedMessage id="platformConfiguration.history.current" />
                    </>
                  ) : null}
                </th>
                <td>{format.dateTime(entry.at)}</td>
                <td>{entry.userName}</td>
                <td>
                  {entry.reason}
                  {entry.restoredFrom !== null ? (
                    <>
                      {' '}
                      <span className="muted">
                        <FormattedMessage id="platformConfiguration.history.restored" values={{ version: entry.restoredFrom }} />
                      </span>
                    </>
                  ) : null}
                </td>
                <td>
                  {entry.version === config.currentVersion ? null : (
                    <Button
                      className="button button--small"
                      aria-label={intl.formatMessage({ id: 'platformConfiguration.rollbackOf' }, { version: entry.version })}
                      onPress={() => setRollingBackTo(entry.version)}
                    >
                      <FormattedMessage id="platformConfiguration.rollback" />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {rollingBackTo !== null ? <RollbackDialog version={rollingBackTo} onClose={() => setRollingBackTo(null)} /> : null}
    </section>
  );
}
