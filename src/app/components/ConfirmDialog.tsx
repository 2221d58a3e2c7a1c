import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { ErrorNotice } from './Notices';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The dialog's title, also its accessible name. */
  title: ReactNode;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's label ("Delete", "Revoke"). */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside the dialog all call this. */
  onCancel: () => void;
  /** While the confirmed request runs: the confirm button is disabled and a click outside no longer closes the dialog. */
  busy?: boolean;
  /** Disables the confirm button (nothing to act on). */
  confirmDisabled?: boolean;
  /** An already translated error of the last attempt, shown above the body. */
  error?: string | null;
}

/**
 * An alert dialog that asks before an action that cannot be undone. Cancel has the focus, so
 * Enter never confirms by accident.
 */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, onConfirm, onCancel, busy = false, confirmDisabled = false, error = null }: ConfirmDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} isDismissable={!busy} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {error ? <ErrorNotice>{error}</ErrorNotice> : null}
          <p>{children}</p>
          <div className="dialog__actions">
            <Button className="button button--primary" isDisabled={busy || confirmDisabled} onPress={onConfirm}>
              {confirmLabel}
            </Button>
            <Button className="button button--quiet" autoFocus onPress={onCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
