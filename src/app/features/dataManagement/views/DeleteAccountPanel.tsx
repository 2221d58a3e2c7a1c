/**
 * The staff's panel of a customer account's deletion (dataManagement.accountDeletion,
 * deleteAccount, recoverAccount): with a stated reason, its deletion state (deleted or not, purge
 * date, what blocks deletion, the latest export), Delete (asked about first) and Recover, and the
 * refusals the server gives. The lead mounts it on the staff's account page with the account's id.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountDeletionState } from '../../../../contract/services/dataManagement';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDeletionPanel } from '../dataManagementSelectors';
import { type DeletionAction, deletionChangeRequested, deletionStateRequested } from '../dataManagementSlice';

/** The state's facts in words. */
function StateFacts({ state }: { state: AccountDeletionState }) {
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(iso.length === 10 ? `${iso}T00:00:00Z` : iso, { dateStyle: 'long', timeZone: 'UTC' });
  const jobCause = state.deletionReason === 'dormant' || state.deletionReason === 'selfDeletion' ? state.deletionReason : null;
  return (
    <dl className="facts">
      <dt>
        <FormattedMessage id="dataManagement.stateLabel" />
      </dt>
      <dd>
        <FormattedMessage id={`dataManagement.state.${state.state}`} />
      </dd>
      {state.deletedAt ? (
        <dd>
          <FormattedMessage id="dataManagement.deletedOn" values={{ date: day(state.deletedAt) }} />{' '}
          {!state.deletedByStaff && jobCause ? (
            <FormattedMessage id={`dataManagement.deletedByJob.${jobCause}`} />
          ) : (
            <FormattedMessage id="dataManagement.deletedFor" values={{ reason: state.deletionReason ?? '' }} />
          )}
        </dd>
      ) : null}
      {state.purgeDate ? (
        <dd>
          <FormattedMessage id="dataManagement.purgeOn" values={{ date: day(state.purgeDate) }} />
        </dd>
      ) : null}
      <dd>{state.latestExportAt ? <FormattedMessage id="dataManagement.latestExport" values={{ date: day(state.latestExportAt) }} /> : <FormattedMessage id="dataManagement.noExport" />}</dd>
    </dl>
  );
}

/** Why Delete is not open now, in words, or nothing. */
function Refusal({ state }: { state: AccountDeletionState }) {
  if (state.deleteRefusal === null || state.deleteRefusal === 'deleted') return null;
  if (state.deleteRefusal === 'noRecentExport') {
    return (
      <p className="notice">
        <FormattedMessage id="dataManagement.refusal.noRecentExport" values={{ hours: state.exportHours }} />
      </p>
    );
  }
  return (
    <p className="notice">
      {state.blockKind === 'legalHold' ? (
        <FormattedMessage id="dataManagement.block.legalHold" values={{ reason: state.holdReason ?? '' }} />
      ) : (
        <FormattedMessage id="dataManagement.block.openAccessRequest" values={{ count: state.openAccessRequests }} />
      )}
    </p>
  );
}

/**
 * The panel of account `accountId`.
 * @param statedReason the reason the page was opened with (the account case's), offered as this
 *   panel's until the staff member writes another.
 */
export function DeleteAccountPanel({ accountId, statedReason = '' }: { accountId: number; statedReason?: string }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const panel = useAppSelector((state) => selectDeletionPanel(state, accountId));
  const [reason, setReason] = useState(statedReason);
  const [pressed, setPressed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reasonError = useReasonError();
  const error = pressed ? reasonError(reason) : undefined;
  const busy = panel.load.status === 'loading' || panel.change.status === 'loading';
  const state = panel.state;

  const withReason = (run: (stated: string) => void) => {
    setPressed(true);
    if (reasonError(reason) || busy) return;
    run(reason.trim());
  };
  const show = () => withReason((stated) => dispatch(deletionStateRequested({ accountId, reason: stated })));
  const change = (action: DeletionAction) => withReason((stated) => dispatch(deletionChangeRequested({ accountId, reason: stated, action })));
  const doneText =
    panel.change.status === 'succeeded' ? intl.formatMessage({ id: panel.change.action === 'recover' ? 'dataManagement.recovered' : 'dataManagement.deleted' }) : null;

  return (
    <section className="panel" aria-labelledby={`account-deletion-${accountId}`}>
      <h2 id={`account-deletion-${accountId}`}>
        <FormattedMessage id="dataManagement.heading" />
      </h2>
      <p>
        <FormattedMessage id="dataManagement.intro" values={{ hours: state?.exportHours ?? 24 }} />
      </p>
      <TextInputField
        label={intl.formatMessage({ id: 'dataManagement.reason' })}
        description={intl.formatMessage({ id: 'dataManagement.reasonHelp' })}
        name="deletionReason"
        value={reason}
        onChange={setReason}
        error={error}
        isRequired
      />
      <div className="form-actions">
        <Button className="button" onPress={show} isDisabled={busy}>
          <FormattedMessage id="dataManagement.show" />
        </Button>
        {state && state.deletedAt === null ? (
          <Button className="button button--danger" onPress={() => withReason(() => setConfirming(true))} isDisabled={busy || state.deleteRefusal !== null}>
            <FormattedMessage id="dataManagement.delete" />
          </Button>
        ) : null}
        {state && state.deletedAt !== null && state.recoverable ? (
          <Button className="button" onPress={() => change('recover')} isDisabled={busy}>
            <FormattedMessage id="dataManagement.recover" />
          </Button>
        ) : null}
        <SubmitStatus busy={busy} busyText={intl.formatMessage({ id: 'dataManagement.working' })} doneText={doneText} />
      </div>
      {state ? <StateFacts state={state} /> : null}
      {state ? <Refusal state={state} /> : null}
      {state && state.deletedAt !== null && !state.recoverable ? (
        <p className="notice">
          <FormattedMessage id="dataManagement.notRecoverable" />
        </p>
      ) : null}
      {panel.load.status === 'failed' && panel.load.error ? <ErrorNotice>{errorText(panel.load.error)}</ErrorNotice> : null}
      {panel.change.status === 'failed' && panel.change.error ? <ErrorNotice>{errorText(panel.change.error)}</ErrorNotice> : null}
      <ConfirmDialog
        isOpen={confirming}
        title={<FormattedMessage id="dataManagement.confirm.title" />}
        confirmLabel={<FormattedMessage id="dataManagement.delete" />}
        onConfirm={() => {
          setConfirming(false);
          change('delete');
        }}
        onCancel={() => setConfirming(false)}
      >
        <FormattedMessage id="dataManagement.confirm.text" />
      </ConfirmDialog>
    </section>
  );
}
