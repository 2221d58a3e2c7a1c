import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxFeedback } from '../../../../contract/services/feedbackInbox';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { CATEGORY_MESSAGES, STATUS_MESSAGES } from './feedbackLabels';

/** The longest part of a message the table shows; the feedback's screen shows it whole. */
const EXCERPT_LENGTH = 120;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

/** A page of the inbox, each piece of feedback linking to its screen. */
export function FeedbackTable({ items }: { items: InboxFeedback[] }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="feedback-results-heading">
      <table className="table table--compact">
        <ColumnHeaders
          columns={[
            'feedbackInbox.column.sent',
            'feedbackInbox.column.account',
            'feedbackInbox.column.sender',
            'feedbackInbox.category',
            'feedbackInbox.column.message',
            'feedbackInbox.status',
            'feedbackInbox.assignee',
          ]}
        />
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link href={`/back-office/accounts/${item.accountId}/feedback/${item.id}`}>{format.dateTime(item.createdAt)}</Link>
              </th>
              <td>{item.accountName}</td>
              <td>{item.senderName}</td>
              <td>
                <FormattedMessage id={CATEGORY_MESSAGES[item.category]} />
              </td>
              <td>{excerpt(item.message)}</td>
              <td>
                <span className={item.status === 'new' ? 'status status--scored' : 'status'}>
                  <FormattedMessage id={STATUS_MESSAGES[item.status]} />
                </span>
              </td>
              <td>{item.assignee?.name ?? intl.formatMessage({ id: 'feedbackInbox.nobody' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
