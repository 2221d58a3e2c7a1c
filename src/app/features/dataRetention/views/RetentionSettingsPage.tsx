import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasAuthority, PERMISSIONS } from '../../../../domain/permissions';
import { RETENTION_ALERTS, type RetentionAlert } from '../../../../domain/retention/retentionAlerts';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { TableScroller } from '../../../components/TableScroller';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { selectIdentity } from '../../../core/session/sessionSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectEmailAlerts, selectPrivileges } from '../dataRetentionSelectors';
import { alertsSaveRequested, privilegeChangeRequested, settingsRequested } from '../dataRetentionSlice';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { RETENTION_REASON_WORDS } from './reasonWords';
import { ALERT_MESSAGES } from './retentionLabels';

/** The staff member's own e-mail alerts: a checkbox per alert and Save. */
function AlertsForm({ chosen }: { chosen: RetentionAlert[] }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const alerts = useAppSelector(selectEmailAlerts);
  const [selected, setSelected] = useState<RetentionAlert[]>(chosen);
  return (
    <form
      className="panel form"
      noValidate
      aria-labelledby="alerts-heading"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(alertsSaveRequested({ alerts: RETENTION_ALERTS.filter((alert) => selected.includes(alert)) }));
      }}
    >
      <h2 id="alerts-heading">
        <FormattedMessage id="dataRetention.alerts.heading" />
      </h2>
      <fieldset className="fieldset">
        <legend>
          <FormattedMessage id="dataRetention.alerts.label" />
        </legend>
        {RETENTION_ALERTS.map((alert) => (
          <label key={alert} className="checkbox-field">
            <input
              type="checkbox"
              name="alerts"
              value={alert}
              checked={selected.includes(alert)}
              onChange={(event) => setSelected(event.target.checked ? [...selected, alert] : selected.filter((entry) => entry !== alert))}
            />
            <span>
              <strong>{intl.formatMessage({ id: ALERT_MESSAGES[alert].name })}</strong> {intl.formatMessage({ id: ALERT_MESSAGES[alert].text })}
            </span>
          </label>
        ))}
      </fieldset>
      {alerts.saving === 'failed' && alerts.saveError ? <ErrorNotice>{errorText(alerts.saveError)}</ErrorNotice> : null}
      <p role="status">{alerts.saving === 'succeeded' ? <FormattedMessage id="dataRetention.saved" /> : null}</p>
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={alerts.saving === 'loading'}>
          <FormattedMessage id="dataRetention.alerts.save" />
        </Button>
      </div>
    </form>
  );
}

/** Which staff may delete accounts, with a way to give or take the privilege (never one's own). */
function PrivilegesPanel() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const privileges = useAppSelector(selectPrivileges);
  const me = useAppSelector(selectIdentity)?.userId ?? null;
  return (
    <section className="panel" aria-labelledby="privileges-heading">
      <h2 id="privileges-heading">
        <FormattedMessage id="dataRetention.privileges.heading" />
      </h2>
      <p className="hint">
        <FormattedMessage id="dataRetention.privileges.help" />
      </p>
      {privileges.status === 'failed' && privileges.error ? <ErrorNotice>{errorText(privileges.error)}</ErrorNotice> : null}
      {privileges.saving === 'failed' && privileges.saveError ? <ErrorNotice>{errorText(privileges.saveError)}</ErrorNotice> : null}
      {privileges.data ? (
        <TableScroller labelledBy="privileges-heading">
          <table className="table table--compact">
            <ColumnHeaders columns={['dataRetention.privileges.staff', 'dataRetention.privileges.mayDelete', 'dataRetention.privileges.changed', 'dataRetention.privileges.action']} />
            <tbody>
              {privileges.data.map((entry) => (
                <tr key={entry.userId}>
                  <th scope="row">
                    {entry.name} ({entry.userName})
                  </th>
                  <td>{intl.formatMessage({ id: entry.mayDelete ? 'dataRetention.yes' : 'dataRetention.no' })}</td>
                  <td>{entry.updatedBy && entry.updatedAt ? `${entry.updatedBy.name}, ${format.dateTime(entry.updatedAt)}` : intl.formatMessage({ id: 'dataRetention.none' })}</td>
                  <td>
                    {entry.userId === me ? (
                      <FormattedMessage id="dataRetention.privileges.own" />
                    ) : entry.mayDelete || entry.holdsDeletePermission ? (
                      <ReasonDialog
                        words={RETENTION_REASON_WORDS}
                        label={intl.formatMessage({ id: entry.mayDelete ? 'dataRetention.privileges.take' : 'dataRetention.privileges.give' }, { name: entry.name })}
                        text={intl.formatMessage({ id: entry.mayDelete ? 'dataRetention.privileges.takeText' : 'dataRetention.privileges.giveText' }, { name: entry.name })}
                        isDisabled={privileges.saving === 'loading'}
                        onConfirm={(reason) => dispatch(privilegeChangeRequested({ staffUserId: entry.userId, mayDelete: !entry.mayDelete, reason }))}
                      />
                    ) : (
                      <FormattedMessage id="dataRetention.privileges.noPermission" />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}

/** The staff member's own settings: their e-mail alerts, and, for staff who may delete account data, the deletion privileges. */
export function RetentionSettingsPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const identity = useAppSelector(selectIdentity);
  const alerts = useAppSelector(selectEmailAlerts);
  const mayDelete = hasAuthority(identity?.permissions, [PERMISSIONS.ACCOUNT_DATA_DELETE]);
  const title = intl.formatMessage({ id: 'dataRetention.settings.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(settingsRequested({ privileges: mayDelete }));
  }, [dispatch, mayDelete]);
  return (
    <div className="page">
      <h1>{title}</h1>
      {alerts.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {alerts.status === 'failed' && alerts.error ? <ErrorNotice>{errorText(alerts.error)}</ErrorNotice> : null}
      {alerts.status === 'succeeded' && alerts.data ? <AlertsForm chosen={alerts.data.alerts} /> : null}
      {mayDelete ? <PrivilegesPanel /> : null}
    </div>
  );
}
