import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssessmentTracker, TrackerStatusBody } from '../../../../contract/services/assessmentTracker';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectTrackerChange, selectTrackerDialog } from '../assessmentTrackerSelectors';
import { revealRequested, statusUpdateRequested, trackerDialogOpened } from '../assessmentTrackerSlice';
import { trackerRuleText } from './trackerText';

/** A dialog of the timeline with a form: a title, the form's fields, the submit button and Cancel. */
function FormDialog(props: { isOpen: boolean; title: ReactNode; submitLabel: ReactNode; onSubmit: () => void; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const change = useAppSelector(selectTrackerChange);
  const busy = change.status === 'loading';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };
  const close = () => dispatch(trackerDialogOpened(null));
  return (
    <ModalOverlay className="modal-overlay" isOpen={props.isOpen} isDismissable={!busy} onOpenChange={(open) => (open ? undefined : close())}>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {props.title}
          </Heading>
          {change.status === 'failed' && change.error ? <ErrorNotice>{errorText(change.error)}</ErrorNotice> : null}
          <form className="form" noValidate onSubmit={submit}>
            {props.children}
            <div className="dialog__actions">
              <Button type="submit" className="button button--primary" isDisabled={busy}>
                {props.submitLabel}
              </Button>
              <Button className="button button--quiet" onPress={close} isDisabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Asks for the reason to show the examinee's names and responses (audited on its own), then shows them. */
export function RevealDialog({ tracker }: { tracker: AssessmentTracker }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reasonError = useReasonError();
  const open = useAppSelector(selectTrackerDialog) === 'reveal';
  const [reason, setReason] = useState('');
  const [pressed, setPressed] = useState(false);
  const error = pressed ? reasonError(reason) : undefined;
  return (
    <FormDialog
      isOpen={open}
      title={<FormattedMessage id="tracker.reveal.open" />}
      submitLabel={<FormattedMessage id="tracker.reveal.submit" />}
      onSubmit={() => {
        setPressed(true);
        if (reasonError(reason)) return;
        dispatch(revealRequested({ accountId: tracker.accountId, assessmentId: tracker.assessment.id, revealReason: reason.trim() }));
      }}
    >
      <p>
        <FormattedMessage id="tracker.reveal.text" />
      </p>
      <TextInputField label={intl.formatMessage({ id: 'tracker.reveal.reason' })} name="revealReason" value={reason} onChange={setReason} error={error} isRequired />
    </FormDialog>
  );
}

/** The status updates open to the assessment, as choices of the dialog: value and words. */
function choicesOf(tracker: AssessmentTracker, intl: ReturnType<typeof useIntl>): { value: string; label: string; body: Omit<TrackerStatusBody, 'reason'> }[] {
  return [
    ...(tracker.reopenRefusal === null ? [{ value: 'reopen', label: intl.formatMessage({ id: 'tracker.update.reopen' }), body: { action: 'reopen' as const } }] : []),
    ...tracker.links
      .filter((link) => link.canExpire)
      .map((link) => ({ value: `link-${link.id}`, label: intl.formatMessage({ id: 'tracker.update.expireLink' }, { id: link.id }), body: { action: 'expireLink' as const, linkId: link.id } })),
    ...tracker.emails
      .filter((email) => email.canResolve)
      .map((email) => ({ value: `email-${email.id}`, label: intl.formatMessage({ id: 'tracker.update.resolveEmail' }, { id: email.id }), body: { action: 'resolveEmail' as const, messageId: email.id } })),
  ];
}

/** Reopens, expires a link or resolves a failed delivery, with a stated reason; says why a reopening is not open. */
export function StatusUpdateDialog({ tracker }: { tracker: AssessmentTracker }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reasonError = useReasonError();
  const open = useAppSelector(selectTrackerDialog) === 'status';
  const choices = choicesOf(tracker, intl);
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [pressed, setPressed] = useState(false);
  const chosen = choices.find((candidate) => candidate.value === choice) ?? null;
  const reasonProblem = pressed ? reasonError(reason) : undefined;
  return (
    <FormDialog
      isOpen={open}
      title={<FormattedMessage id="tracker.update.title" />}
      submitLabel={<FormattedMessage id="tracker.update.submit" />}
      onSubmit={() => {
        setPressed(true);
        if (!chosen || reasonError(reason)) return;
        dispatch(statusUpdateRequested({ accountId: tracker.accountId, assessmentId: tracker.assessment.id, body: { ...chosen.body, reason: reason.trim() } }));
      }}
    >
      {tracker.reopenRefusal ? <p className="muted">{trackerRuleText(intl, tracker.reopenRefusal)}</p> : null}
      {choices.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="tracker.update.none" />
        </p>
      ) : (
        <>
          <SelectField
            label={intl.formatMessage({ id: 'tracker.update.action' })}
            name="trackerAction"
            value={choice}
            onChange={setChoice}
            placeholder={intl.formatMessage({ id: 'tracker.update.choose' })}
            options={choices.map(({ value, label }) => ({ value, label }))}
            error={pressed && !chosen ? intl.formatMessage({ id: 'tracker.update.choose' }) : undefined}
            isRequired
          />
          <TextInputField label={intl.formatMessage({ id: 'tracker.update.reason' })} name="statusReason" value={reason} onChange={setReason} error={reasonProblem} isRequired />
        </>
      )}
    </FormDialog>
  );
}
