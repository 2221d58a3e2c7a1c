import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/Notices';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectConfigChange } from '../platformConfigurationSelectors';
import { rollbackRequested } from '../platformConfigurationSlice';

/** Asks for the reason of a rollback to `version`, then saves that version's content as the new version; closes once it is saved. */
export function RollbackDialog({ version, onClose }: { version: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const change = useAppSelector(selectConfigChange);
  const reasonProblem = useReasonError();
  const [reason, setReason] = useState('');
  const [pressed, setPressed] = useState(false);
  // Whether this dialog sent its rollback: a change's state from before it opened is not its own.
  const [sent, setSent] = useState(false);
  const mine = change.kind === 'rollback' ? change : null;
  const busy = mine?.status === 'loading';
  useEffect(() => {
    if (sent && mine?.status === 'succeeded') onClose();
  }, [sent, mine?.status, onClose]);
  const confirm = () => {
    setPressed(true);
    if (busy || reasonProblem(reason)) return;
    setSent(true);
    dispatch(rollbackRequested({ version, reason: reason.trim() }));
  };
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable={!busy} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            <FormattedMessage id="platformConfiguration.rollback.title" values={{ version }} />
          </Heading>
          {sent && mine?.status === 'failed' && mine.error ? <ErrorNotice>{errorText(mine.error)}</ErrorNotice> : null}
          <p>
            <FormattedMessage id="platformConfiguration.rollback.text" values={{ version }} />
          </p>
          <TextInputField
            label={intl.formatMessage({ id: 'platformConfiguration.rollback.reason' })}
            name="rollbackReason"
            value={reason}
            onChange={setReason}
            error={pressed ? reasonProblem(reason) : undefined}
            isRequired
          />
          <div className="dialog__actions">
            <Button className="button button--primary" isDisabled={busy} onPress={confirm}>
              <FormattedMessage id="platformConfiguration.rollback.confirm" values={{ version }} />
            </Button>
            <Button className="button button--quiet" onPress={onClose}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
