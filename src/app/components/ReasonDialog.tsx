/**
 * A button that asks internal staff why in a dialog before a change that keeps its reason (a
 * product decision, a change of a retention case): the reason is checked by the stated-reason rule
 * (domain staffReason.ts) in the core's words; the words around it are the feature's.
 */
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../core/i18n/messageId';
import { useReasonError } from '../core/i18n/useReasonError';
import { TextInputField } from './TextInputField';

/** The feature's words in a {@link ReasonDialog}, as message ids of its catalogue. */
export interface ReasonDialogWords {
  /** The reason field's label ("Reason for the change"). */
  reasonLabel: MessageId;
  /** The reason field's help: what a good reason says. */
  reasonHelp: MessageId;
  /** The confirm button's text. */
  confirmText: MessageId;
}

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  /** The button's words, also the dialog's title ("Publish version 2"). */
  label: string;
  /** What confirming does. */
  text: string;
  /** Called with the trimmed reason once it meets the stated-reason rule. */
  onConfirm: (reason: string) => void;
  /** The feature's words for the field and the confirm button. */
  words: ReasonDialogWords;
  isDisabled?: boolean;
  /** The id of the text saying why the button is disabled. */
  describedBy?: string;
  primary?: boolean;
}

/** A button opening a dialog that asks for a reason, then confirms with it. */
export function ReasonDialog({ label, text, onConfirm, words, isDisabled = false, describedBy, primary = false }: ReasonDialogProps) {
  const intl = useIntl();
  const reasonError = useReasonError();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  return (
    <DialogTrigger>
      <Button className={primary ? 'button button--primary' : 'button'} isDisabled={isDisabled} aria-describedby={describedBy}>
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
                  if (reasonError(reason)) return;
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
                  label={intl.formatMessage({ id: words.reasonLabel })}
                  name="reason"
                  value={reason}
                  onChange={setReason}
                  description={intl.formatMessage({ id: words.reasonHelp })}
                  error={submitted ? reasonError(reason) : undefined}
                  isRequired
                />
                <div className="dialog__actions">
                  <Button type="submit" className="button button--primary">
                    <FormattedMessage id={words.confirmText} />
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
