/**
 * The session-timeout warning: a modal alert dialog shown before the idle limit (when the user's
 * showWarningPopup is on) with the time left and one button, "Stay signed in". The keep-alive saga
 * opens it and signs out at the limit; this view only reads state and dispatches.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { secondsLeft, selectSessionEndsAt, selectSessionWarningVisible } from '../session/keepAliveSelectors';
import { staySignedInRequested } from '../session/keepAliveSlice';

/** "1:05", "0:09": minutes and seconds. */
const minutesAndSeconds = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The seconds until `endsAt`, ticking each second while `endsAt` is set (display only: the saga decides). */
function useSecondsLeft(endsAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return secondsLeft(endsAt, now);
}

/** The warning before the idle limit, with "Stay signed in". */
export function SessionTimeoutDialog() {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectSessionWarningVisible);
  const endsAt = useAppSelector(selectSessionEndsAt);
  const left = useSecondsLeft(visible ? endsAt : null);
  return (
    // Not dismissable by Escape or a click outside: closing it must be the deliberate "Stay signed in".
    <ModalOverlay className="modal-overlay" isOpen={visible} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog__title">
            <FormattedMessage id="session.timeoutTitle" />
          </Heading>
          <p>
            <FormattedMessage
              id="session.timeoutText"
              values={{
                timeLeft: minutesAndSeconds(left),
                timer: (chunks) => (
                  <span role="timer" className="dialog__timer">
                    {chunks}
                  </span>
                ),
              }}
            />
          </p>
          <div className="dialog__actions">
            <Button className="button button--primary" autoFocus onPress={() => dispatch(staySignedInRequested())}>
              <FormattedMessage id="session.staySignedIn" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
