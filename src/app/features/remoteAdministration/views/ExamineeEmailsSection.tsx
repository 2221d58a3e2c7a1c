import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { QuietLoadStates } from './QuietLoadStates';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectEmailHistory, selectSendableAssessments, selectSendPage } from '../examineeEmailsSelectors';
import { emailsSectionOpened } from '../examineeEmailsSlice';
import { EmailHistoryTable } from './EmailHistoryTable';
import { SessionSendForm } from './SessionSendForm';

/** The examinee page's "E-mails": every message with its delivery, and sending several forms together. */
export function ExamineeEmailsSection({ examineeRecordId }: { examineeRecordId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const canSend = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  const history = useAppSelector(selectEmailHistory);
  const page = useAppSelector(selectSendPage);
  const sendable = useAppSelector(selectSendableAssessments);
  const open = () => dispatch(emailsSectionOpened({ examineeRecordId, withSending: canSend }));
  useEffect(() => {
    dispatch(emailsSectionOpened({ examineeRecordId, withSending: canSend }));
  }, [dispatch, examineeRecordId, canSend]);
  return (
    <section className="section" aria-labelledby="emails-heading">
      <div className="page-header page-header--actions">
        <h2 id="emails-heading">
          <FormattedMessage id="emails.title" />
        </h2>
        <Button className="button button--quiet" isDisabled={history.status === 'loading'} onPress={open}>
          <FormattedMessage id="emails.refresh" />
        </Button>
      </div>
      <QuietLoadStates
        status={history.status}
        error={history.error}
        rowCount={history.items.length}
        loadingText={intl.formatMessage({ id: 'emails.loading' })}
        emptyText={intl.formatMessage({ id: 'emails.none' })}
      />
      {history.items.length > 0 ? <EmailHistoryTable messages={history.items} /> : null}
      {canSend && page.data && sendable.length >= 2 ? <SessionSendForm page={page.data} /> : null}
    </section>
  );
}
