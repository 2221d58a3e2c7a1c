import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { leaveCancelled, leaveConfirmed, selectLeaveAttempt } from './leaveGuardSlice';

/** Asks before a navigation that would leave unsaved work behind; Cancel (the default) stays. */
export function LeaveDialog() {
  const dispatch = useAppDispatch();
  const attempt = useAppSelector(selectLeaveAttempt);
  return (
    <ConfirmDialog
      isOpen={attempt !== null}
      title={<FormattedMessage id="leave.title" />}
      confirmLabel={<FormattedMessage id="leave.confirm" />}
      onConfirm={() => dispatch(leaveConfirmed())}
      onCancel={() => dispatch(leaveCancelled())}
    >
      <FormattedMessage id="leave.body" />
    </ConfirmDialog>
  );
}
