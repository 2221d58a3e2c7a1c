import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailMessageSummary } from '../../../../contract/services/email';
import type { EmailState } from '../../../../domain/email';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { useFormatters } from '../../../core/i18n/useFormatters';
import type { MessageId } from '../../../core/i18n/messageId';
import { LINK_STATE_MESSAGES } from './linkLabels';
import { TableScroller } from '../../../components/TableScroller';

const DELIVERY_MESSAGES: Readonly<Record<EmailState, MessageId>> = {
  queued: 'emails.state.queued',
  sending: 'emails.state.sending',
  retrying: 'emails.state.retrying',
  sent: 'emails.state.sent',
  failed: 'emails.state.failed',
};

/** How a message's delivery went, in a sentence: queued, sending, retrying (why, how many tries), sent (when), failed (why). */
function Delivery({ message }: { message: EmailMessageSummary }) {
  const intl = useIntl();
  const format = useFormatters();
  const label = intl.formatMessage({ id: DELIVERY_MESSAGES[message.state] });
  const attempts = message.attempts.length;
  return (
    <>
      <span className={`status status--email-${message.state}`}>{label}</span>{' '}
      {message.state === 'sent' && message.sentAt ? <span className="muted">{format.dateTime(message.sentAt)}</span> : null}
      {message.state === 'retrying' ? (
        <span className="muted">
          <FormattedMessage id="emails.retrying" values={{ count: attempts, countText: format.number(attempts), reason: message.lastError ?? '' }} />
        </span>
      ) : null}
      {message.state === 'failed' ? (
        <span className="muted">
          <FormattedMessage id="emails.failed" values={{ count: attempts, countText: format.number(attempts), reason: message.lastError ?? '' }} />
        </span>
      ) : null}
    </>
  );
}

/** Every e-mail sent for the examinee, newest first: when and by whom, to whom, subject, delivery and the link's state. */
export function EmailHistoryTable({ messages }: { messages: EmailMessageSummary[] }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="emails-heading">
      <table className="table table--compact">
        <ColumnHeaders columns={['emails.col.created', 'emails.col.recipient', 'emails.col.subject', 'emails.col.delivery', 'emails.col.link']} />
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <th scope="row">
                <FormattedMessage id="remote.createdBy" values={{ time: format.dateTime(message.createdAt), name: message.createdByName }} />
              </th>
              <td>
                {message.recipientName ? <div>{message.recipientName}</div> : null}
                <div>{message.recipientAddress}</div>
              </td>
              <td>{message.subject}</td>
              <td>
                <Delivery message={message} />
              </td>
              <td>{message.linkState ? intl.formatMessage({ id: LINK_STATE_MESSAGES[message.linkState] }) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
