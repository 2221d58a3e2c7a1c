import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { copyRequested, emailRequested, inviteClosed, linkRequested } from '../livePlanSlice';
import { selectLivePlan } from '../liveSessionsSelectors';

/** Invite to a session: a link for the examinee or a parent, its address shown once with Copy, or the invitation by e-mail. */
export function InvitePanel() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const { invite, link, email } = useAppSelector(selectLivePlan);
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  if (!invite) return null;
  return (
    <section className="panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">
        <FormattedMessage id="liveSessions.inviteTitle" values={{ examinee: invite.examineeName }} />
      </h2>
      <h3>
        <FormattedMessage id="liveSessions.inviteLink" />
      </h3>
      <div className="button-row">
        <Button className="button" isDisabled={link.status === 'loading'} onPress={() => dispatch(linkRequested({ respondent: 'examinee' }))}>
          <FormattedMessage id="liveSessions.inviteLinkExaminee" />
        </Button>
        <Button className="button" isDisabled={link.status === 'loading'} onPress={() => dispatch(linkRequested({ respondent: 'parent' }))}>
          <FormattedMessage id="liveSessions.inviteLinkParent" />
        </Button>
      </div>
      {link.status === 'succeeded' && link.url ? (
        <div className="notice" role="status">
          <p>
            <FormattedMessage id="liveSessions.inviteLinkOnce" />
          </p>
          <p>
            <code aria-label={intl.formatMessage({ id: 'liveSessions.inviteAddress' })}>{link.url}</code>{' '}
            <Button className="button button--small" onPress={() => dispatch(copyRequested({ url: link.url ?? '' }))}>
              <FormattedMessage id="liveSessions.inviteCopy" />
            </Button>
          </p>
          {link.copied === 'copied' ? <FormattedMessage id="liveSessions.inviteCopied" /> : null}
          {link.copied === 'failed' ? <FormattedMessage id="liveSessions.inviteCopyFailed" /> : null}
        </div>
      ) : null}
      {link.status === 'failed' && link.error ? <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.inviteLinkFailed' })}>{errorText(link.error)}</ErrorNotice> : null}
      <h3>
        <FormattedMessage id="liveSessions.inviteEmail" />
      </h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (address.trim() !== '') dispatch(emailRequested({ recipientAddress: address.trim(), recipientName: name.trim() }));
        }}
      >
        <div className="form-grid">
          <TextInputField type="email" label={intl.formatMessage({ id: 'liveSessions.inviteAddressTo' })} name="recipientAddress" value={address} onChange={setAddress} isRequired />
          <TextInputField label={intl.formatMessage({ id: 'liveSessions.inviteName' })} name="recipientName" value={name} onChange={setName} />
        </div>
        <div className="form-actions">
          <Button type="submit" className="button button--primary" isDisabled={email.status === 'loading' || address.trim() === ''}>
            <FormattedMessage id="liveSessions.inviteSend" />
          </Button>
          <Button className="button" onPress={() => dispatch(inviteClosed())}>
            <FormattedMessage id="liveSessions.inviteClose" />
          </Button>
          <SubmitStatus
            busy={email.status === 'loading'}
            busyText={intl.formatMessage({ id: 'liveSessions.inviteSending' })}
            doneText={email.status === 'succeeded' ? intl.formatMessage({ id: 'liveSessions.inviteSent' }, { address: email.sentTo ?? '' }) : null}
          />
        </div>
        {email.status === 'failed' && email.error ? <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.inviteEmailFailed' })}>{errorText(email.error)}</ErrorNotice> : null}
      </form>
    </section>
  );
}
