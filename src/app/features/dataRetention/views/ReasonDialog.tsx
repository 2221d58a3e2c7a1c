import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { STAFF_REASON_LIMITS } from '../../../../domain/staffReason';
import { TextInputField } from '../../../components/TextInputField';
import { reasonProblem } from './retentionLabels';

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  /** The button's words, also the dialog's title ("Extend the grace period"). */
  label: string;
  /** What confirming does. */
  text: string;
  /** Called with the trimmed reason once it meets the domain's rule. */
  onConfirm: (reason: string) => void;
  isDisabled?: boolean;
  primary?: boolean;
}

/** A button that asks why in a dialog before a change of a case (every change of a case keeps its reason in the audit log). */
export function ReasonDialog({ label, text, onConfirm, isDisabled = false, primary = false }: ReasonDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const rule = submitted ? reasonProblem(reason) : undefined;
  return (
    <DialogTrigger>
      <Button className={primary ? 'button button--primary' : 'button'} isDisabled={isDisabled}>
        {label}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            {({ close }) => (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  setSubmitted(true);
                  if (reasonProblem(reason)) return;
                  onConfirm(reason.trim());
                  setReason('');
                  setSubmitted(false);
                  close();
                }}
              >
                <Heading slot="title" className="dialog__title">
                  {label}
                </Heading>
                <p>{text}</p>
                <TextInputField
                  label={intl.formatMessage({ id: 'dataRetention.reason.label' })}
                  name="reason"
                  value={reason}
                  onChange={setReason}
                  description={intl.formatMessage({ id: 'dataRetention.reason.help' })}
                  error={rule ? intl.formatMessage({ id: rule }, STAFF_REASON_LIMITS) : undefined}
                  isRequired
                />
                <div className="dialog__actions">
                  <Button type="submit" className="button button--primary">
                    <FormattedMessage id="dataRetention.confirm" />
                  </Button>
                  <Button className="button button--quiet" onPress={close}>
                    <FormattedMessage id="common.cancel" />
                  </Button>
                </div>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
