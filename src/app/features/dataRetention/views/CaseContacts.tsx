import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { TableScroller } from '../../../components/TableScroller';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCaseAddresses, selectCaseNotices, selectNoticeDelivery } from '../dataRetentionSelectors';
import { deliveryRequested } from '../dataRetentionSlice';
import { EMAIL_MESSAGES, noticeKindMessage } from './retentionLabels';

/** The account's contact addresses: its active administrators. */
export function CaseAddresses() {
  const errorText = useErrorText();
  const addresses = useAppSelector(selectCaseAddresses);
  return (
    <section className="panel" aria-labelledby="case-addresses-heading">
      <h2 id="case-addresses-heading">
        <FormattedMessage id="dataRetention.addresses.heading" />
      </h2>
      {addresses.status === 'failed' && addresses.error ? <ErrorNotice>{errorText(addresses.error)}</ErrorNotice> : null}
      {addresses.data && addresses.data.administrators.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="dataRetention.addresses.none" />
        </p>
      ) : null}
      {addresses.data && addresses.data.administrators.length > 0 ? (
        <TableScroller labelledBy="case-addresses-heading">
          <table className="table table--compact">
            <ColumnHeaders columns={['dataRetention.addresses.name', 'dataRetention.addresses.userName', 'dataRetention.addresses.email', 'dataRetention.addresses.phone']} />
            <tbody>
              {addresses.data.administrators.map((admin) => (
                <tr key={admin.userId}>
                  <th scope="row">{admin.name}</th>
                  <td>{admin.userName}</td>
                  <td>{admin.email}</td>
                  <td>{admin.phone}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}

/** The notices sent to the account with their e-mails' states, and, for the one opened, every delivery attempt. */
export function CaseNotices({ accountId }: { accountId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const notices = useAppSelector(selectCaseNotices);
  const delivery = useAppSelector(selectNoticeDelivery);
  return (
    <section className="panel" aria-labelledby="case-notices-heading">
      <h2 id="case-notices-heading">
        <FormattedMessage id="dataRetention.notices.heading" />
      </h2>
      {notices.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {notices.status === 'failed' && notices.error ? <ErrorNotice>{errorText(notices.error)}</ErrorNotice> : null}
      {notices.data && notices.data.notices.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="dataRetention.notices.none" />
        </p>
      ) : null}
      {notices.data && notices.data.notices.length > 0 ? (
        <TableScroller labelledBy="case-notices-heading">
          <table className="table table--compact">
            <ColumnHeaders columns={['dataRetention.notices.sent', 'dataRetention.notices.kind', 'dataRetention.notices.deletionDate', 'dataRetention.notices.emails', 'dataRetention.notices.delivery']} />
            <tbody>
              {notices.data.notices.map((notice) => {
                const kind = noticeKindMessage(notice.kind);
                return (
                  <tr key={notice.id}>
                    <th scope="row">{format.dateTime(notice.createdAt)}</th>
                    <td>{intl.formatMessage({ id: kind.id }, kind.values)}</td>
                    <td>{format.date(notice.deletionDate)}</td>
                    <td>
                      {notice.emails.map((email) => `${email.recipientAddress}: ${intl.formatMessage({ id: EMAIL_MESSAGES[email.state] })}`).join('; ') ||
                        intl.formatMessage({ id: 'dataRetention.none' })}
                    </td>
                    <td>
                      <Button className="button button--quiet" onPress={() => dispatch(deliveryRequested({ accountId, noticeId: notice.id }))}>
                        <FormattedMessage id="dataRetention.notices.showDelivery" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {delivery.status === 'failed' && delivery.error ? <ErrorNotice>{errorText(delivery.error)}</ErrorNotice> : null}
      {delivery.data ? (
        <div aria-live="polite">
          <h3>
            <FormattedMessage id="dataRetention.delivery.heading" />
          </h3>
          {delivery.data.messages.length === 0 ? (
            <p className="empty">
              <FormattedMessage id="dataRetention.delivery.none" />
            </p>
          ) : null}
          {delivery.data.messages.map((message) => (
            <div key={message.messageId}>
              <p>
                <FormattedMessage
                  id="dataRetention.delivery.message"
                  values={{ address: message.recipientAddress, state: intl.formatMessage({ id: EMAIL_MESSAGES[message.state] }), attempts: message.attempts, subject: message.subject }}
                />
              </p>
              <ul>
                {message.history.map((attempt) => (
                  <li key={attempt.attempt}>
                    <FormattedMessage
                      id="dataRetention.delivery.attempt"
                      values={{ attempt: attempt.attempt, at: format.dateTime(attempt.at), outcome: intl.formatMessage({ id: attempt.outcome === 'sent' ? 'dataRetention.email.sent' : 'dataRetention.email.failed' }), error: attempt.error ?? '' }}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
