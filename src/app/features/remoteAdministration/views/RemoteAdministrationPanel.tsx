import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssessmentDetails } from '../../../../contract/types';
import { PERMISSIONS } from '../../../../domain/permissions';
import { QuietLoadStates } from './QuietLoadStates';
import { ErrorNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { remotelyAdministrable } from '../../../../domain/remoteLink';
import { selectEmailPageState, selectHasOpenLink, selectLinks, selectLinksLoad } from '../remoteAdministrationSelectors';
import { panelClosed, panelOpened } from '../remoteAdministrationSlice';
import { CreateLinkForm } from './CreateLinkForm';
import { LaunchForm } from './LaunchForm';
import { LinksTable } from './LinksTable';
import { ResendLinkDialog } from './ResendLinkDialog';
import { RevealedAddressNotice } from './RevealedAddressNotice';
import { RevokeLinkDialog } from './RevokeLinkDialog';
import { SendEmailForm } from './SendEmailForm';
import { VppInvitationForm } from './VppInvitationForm';

/** The ways of giving an assessment remotely, one form open at a time. */
type Way = 'email' | 'link' | 'launch' | 'vpp';
const WAYS: readonly { way: Way; label: 'remote.sendByEmail' | 'remote.createLink' | 'remote.launch' | 'remote.vpp' }[] = [
  { way: 'email', label: 'remote.sendByEmail' },
  { way: 'link', label: 'remote.createLink' },
  { way: 'launch', label: 'remote.launch' },
  { way: 'vpp', label: 'remote.vpp' },
];

/** The ways whose form needs the send screen's data (templates, the examinee's address). */
const NEEDS_EMAIL_PAGE: readonly Way[] = ['email', 'vpp'];

/**
 * Remote administration of an assessment whose form can be answered in the player: send it by
 * e-mail, create a link, open the player here or invite to a video session (while it is not
 * complete), and its links, kept live while one is open. Nothing for a form the player cannot show.
 */
export function RemoteAdministrationPanel({ details }: { details: AssessmentDetails }) {
  const answerable = remotelyAdministrable(details.product);
  return answerable ? <Panel details={details} /> : null;
}

function Panel({ details }: { details: AssessmentDetails }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const canEdit = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  const links = useAppSelector(selectLinks);
  const load = useAppSelector(selectLinksLoad);
  const live = useAppSelector(selectHasOpenLink);
  const emailPage = useAppSelector(selectEmailPageState);
  // Which form is unfolded is this view's own business: nothing else reads it.
  const [way, setWay] = useState<Way | null>(null);
  const { assessment, examinee } = details;
  const open = assessment.status !== 'complete' && assessment.status !== 'scored';
  const sending = canEdit && open;
  useEffect(() => {
    dispatch(panelOpened({ assessmentId: assessment.id, examineeRecordId: examinee.id, withSending: sending }));
    return () => {
      dispatch(panelClosed({ assessmentId: assessment.id }));
    };
  }, [dispatch, assessment.id, examinee.id, sending]);
  if (!open && links.length === 0) return null;
  return (
    <section className="panel remote-administration" aria-labelledby="remote-heading">
      <h2 id="remote-heading">
        <FormattedMessage id="remote.title" />
      </h2>
      {sending ? (
        <>
          <p>
            <FormattedMessage id="remote.help" values={terms} />
          </p>
          <div className="toolbar" role="group" aria-label={intl.formatMessage({ id: 'remote.ways' })}>
            {WAYS.map((entry) => (
              <Button
                key={entry.way}
                className={way === entry.way ? 'button button--primary' : 'button'}
                aria-expanded={way === entry.way}
                aria-controls="remote-form"
                onPress={() => setWay(way === entry.way ? null : entry.way)}
              >
                <FormattedMessage id={entry.label} />
              </Button>
            ))}
          </div>
          <RevealedAddressNotice />
          <div id="remote-form">
            {way !== null && NEEDS_EMAIL_PAGE.includes(way) ? (
              emailPage.data ? (
                way === 'vpp' ? (
                  <VppInvitationForm assessmentId={assessment.id} page={emailPage.data} formLanguages={details.product.languages} />
                ) : (
                  <SendEmailForm assessmentId={assessment.id} page={emailPage.data} formLanguages={details.product.languages} />
                )
              ) : emailPage.status === 'failed' && emailPage.error ? (
                <ErrorNotice title={intl.formatMessage({ id: 'remote.emailPageFailed' })}>{errorText(emailPage.error)}</ErrorNotice>
              ) : (
                <p role="status">
                  <FormattedMessage id="common.loading" />
                </p>
              )
            ) : null}
            {way === 'link' ? <CreateLinkForm assessmentId={assessment.id} formLanguages={details.product.languages} /> : null}
            {way === 'launch' ? <LaunchForm assessmentId={assessment.id} formLanguages={details.product.languages} /> : null}
          </div>
        </>
      ) : null}
      <h3 id="remote-links-heading">
        <FormattedMessage id="remote.links" />
      </h3>
      {live ? (
        <p className="muted">
          <FormattedMessage id="remote.live" />
        </p>
      ) : null}
      <QuietLoadStates
        status={load.status}
        error={load.error}
        rowCount={links.length}
        loadingText={intl.formatMessage({ id: 'remote.linksLoading' })}
        emptyText={intl.formatMessage({ id: 'remote.noLinks' })}
      />
      {links.length > 0 ? <LinksTable links={links} canEdit={canEdit} /> : null}
      {canEdit ? (
        <>
          <RevokeLinkDialog />
          <ResendLinkDialog examineeRecordId={examinee.id} examineeName={`${examinee.firstName} ${examinee.lastName}`.trim()} />
        </>
      ) : null}
    </section>
  );
}
