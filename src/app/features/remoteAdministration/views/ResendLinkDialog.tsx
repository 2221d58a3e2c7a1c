import { FormattedMessage } from 'react-intl';
import type { SendEmailInput } from '../../../../contract/services/email';
import type { RemoteLinkSummary } from '../../../../contract/services/remoteLinks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectResending, selectSendState } from '../remoteAdministrationSelectors';
import { resendDialogClosed, resendRequested, sendRequested } from '../remoteAdministrationSlice';

/** Whole days from `from` until `until`, at least 1: a link e-mailed again keeps the validity it was given. */
const daysBetween = (from: string, until: string): number => Math.max(1, Math.ceil((Date.parse(until) - Date.parse(from)) / 86_400_000));

/**
 * Asks before a link is resent. An e-mailed link gets a new e-mail (queued; the new address goes
 * in it); any other gets a new address shown once. Either way the old address stops working.
 */
export function ResendLinkDialog({ examineeRecordId, examineeName }: { examineeRecordId: number; examineeName: string }) {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const resending = useAppSelector(selectResending);
  const send = useAppSelector(selectSendState);
  const link = resending.link;
  const busy = resending.status === 'loading' || (Boolean(link?.emailedTo) && send.status === 'loading');
  const emailAgain = (emailed: RemoteLinkSummary & { emailedTo: string }): SendEmailInput => ({
    examineeRecordId,
    assessmentId: null,
    sessionId: null,
    linkId: emailed.id,
    recipientAddress: emailed.emailedTo,
    // The greeting names the examinee when they answer; a parent's or teacher's name is not kept with the link.
    recipientName: emailed.respondent === 'examinee' ? examineeName : '',
    respondent: emailed.respondent,
    locale: emailed.locale,
    validForDays: daysBetween(emailed.createdAt, emailed.expiresAt),
    subject: null,
    body: null,
  });
  const confirm = () => {
    if (!link) return;
    if (link.emailedTo !== null) dispatch(sendRequested(emailAgain({ ...link, emailedTo: link.emailedTo })));
    else dispatch(resendRequested({ linkId: link.id }));
  };
  return (
    <ConfirmDialog
      isOpen={link !== null}
      busy={busy}
      confirmDisabled={link === null}
      title={<FormattedMessage id="remote.resendTitle" />}
      confirmLabel={<FormattedMessage id="remote.resend" />}
      error={resending.status === 'failed' && resending.error ? errorText(resending.error) : null}
      onConfirm={confirm}
      onCancel={() => dispatch(resendDialogClosed())}
    >
      {link?.emailedTo ? <FormattedMessage id="remote.resendEmailBody" values={{ address: link.emailedTo }} /> : <FormattedMessage id="remote.resendBody" />}
    </ConfirmDialog>
  );
}
