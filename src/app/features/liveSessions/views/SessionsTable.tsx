import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LiveSessionSummary } from '../../../../contract/services/liveSessions';
import { liveScreenPath } from '../../../../contract/services/liveSessionScreens';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch } from '../../../hooks';
import { cancelAsked, launchRequested, type RowAction } from '../liveDashboardSlice';
import { inviteOpened } from '../livePlanSlice';

/** The words of who is connected now: both sides, one, or nobody. */
export function connectedText(connected: LiveSessionSummary['connected']): 'liveSessions.connected.both' | 'liveSessions.connected.examiner' | 'liveSessions.connected.examinee' | 'liveSessions.connected.none' {
  if (connected.examiner && connected.examinee) return 'liveSessions.connected.both';
  if (connected.examiner) return 'liveSessions.connected.examiner';
  if (connected.examinee) return 'liveSessions.connected.examinee';
  return 'liveSessions.connected.none';
}

/** The sessions of the page: when (in the user's time zone and format), examinee, forms, video, status, who is connected, and the row's actions. */
export function SessionsTable({ sessions, busy, canEdit, launching }: { sessions: LiveSessionSummary[]; busy: boolean; canEdit: boolean; launching: RowAction }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="live-sessions-heading">
      <table className="table" aria-busy={busy || undefined}>
        <ColumnHeaders
          columns={[
            'liveSessions.column.when',
            'liveSessions.column.examinee',
            'liveSessions.column.forms',
            'liveSessions.column.video',
            'liveSessions.column.status',
            'liveSessions.column.connected',
            { id: 'liveSessions.column.actions', hidden: true },
          ]}
        />
        <tbody>
          {sessions.map((session) => {
            const open = session.status === 'scheduled' || session.status === 'inProgress';
            return (
              <tr key={session.id}>
                <td>
                  {format.dateTime(session.scheduledAt)}{' '}
                  <span className="muted">
                    <FormattedMessage id="liveSessions.minutes" values={{ minutes: session.durationMinutes }} />
                  </span>
                </td>
                <th scope="row">
                  <Link href={`/examinees/${session.examineeRecordId}`}>{session.examineeName}</Link> <span className="muted">{session.examineeId}</span>
                </th>
                <td>{session.assessments.map((assessment) => assessment.productCode).join(', ')}</td>
                <td>
                  {intl.formatMessage({ id: `liveSessions.video.${session.video.mode}` })}
                  {session.video.mode === 'external' && session.video.url ? (
                    <>
                      {' '}
                      <a href={session.video.url} target="_blank" rel="noreferrer noopener">
                        <FormattedMessage id="liveSessions.video.open" />
                      </a>
                    </>
                  ) : null}
                </td>
                <td>{intl.formatMessage({ id: `liveSessions.status.${session.status}` })}</td>
                <td>{intl.formatMessage({ id: connectedText(session.connected) })}</td>
                <td className="actions">
                  {session.status === 'inProgress' ? (
                    <Link className="button" href={liveScreenPath(session.id)}>
                      <FormattedMessage id="liveSessions.open" />
                    </Link>
                  ) : null}
                  {canEdit && session.status === 'scheduled' ? (
                    <Button
                      className="button button--primary"
                      isDisabled={launching.status === 'loading'}
                      aria-label={intl.formatMessage({ id: 'liveSessions.startFor' }, { examinee: session.examineeName })}
                      onPress={() => dispatch(launchRequested({ sessionId: session.id }))}
                    >
                      <FormattedMessage id="liveSessions.start" />
                    </Button>
                  ) : null}
                  {canEdit && open ? (
                    <Button
                      className="button"
                      aria-label={intl.formatMessage({ id: 'liveSessions.inviteFor' }, { examinee: session.examineeName })}
                      onPress={() => dispatch(inviteOpened({ sessionId: session.id, examineeRecordId: session.examineeRecordId, examineeName: session.examineeName, locale: session.locale }))}
                    >
                      <FormattedMessage id="liveSessions.invite" />
                    </Button>
                  ) : null}
                  {canEdit && session.status === 'scheduled' ? (
                    <Button
                      className="button button--danger"
                      aria-label={intl.formatMessage({ id: 'liveSessions.cancelFor' }, { examinee: session.examineeName })}
                      onPress={() => dispatch(cancelAsked({ sessionId: session.id }))}
                    >
                      <FormattedMessage id="liveSessions.cancel" />
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
