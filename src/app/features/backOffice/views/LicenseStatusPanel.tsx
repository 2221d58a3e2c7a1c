import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffLicenseDetail } from '../../../../contract/services/backOffice';
import type { LicenseStatusAction } from '../../../../domain/licenseStatus';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectLicenseChange } from '../backOfficeSelectors';
import { licenseStatusRequested } from '../backOfficeSlice';
import { ACTION_MESSAGES, STATUS_MESSAGES } from './licenseLabels';

/** A license's status and the actions open to it (suspend, resume, end), each with a stated reason. */
export function LicenseStatusPanel({ license }: { license: StaffLicenseDetail }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const change = useAppSelector(selectLicenseChange);
  const [reason, setReason] = useState('');
  const [pressed, setPressed] = useState(false);
  // Ending is final: it is asked about first.
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const mine = change.kind === 'status' ? change : null;
  const reasonError = useReasonError();
  const error = pressed ? reasonError(reason) : undefined;
  const act = (action: LicenseStatusAction, confirmed = false) => {
    setPressed(true);
    if (reasonError(reason) || mine?.status === 'loading') return;
    if (action === 'end' && !confirmed) {
      setConfirmingEnd(true);
      return;
    }
    setConfirmingEnd(false);
    dispatch(licenseStatusRequested({ accountId: license.accountId, licenseId: license.id, body: { action, reason: reason.trim() } }));
    setReason('');
    setPressed(false);
  };
  return (
    <section className="panel" aria-labelledby="license-status-heading">
      <h2 id="license-status-heading">
        <FormattedMessage id="backOffice.detail.statusHeading" />
        {': '}
        <FormattedMessage id={STATUS_MESSAGES[license.status]} />
      </h2>
      <p>
        <FormattedMessage id="backOffice.detail.statusHelp" />
      </p>
      {license.actions.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="backOffice.detail.noActions" />
        </p>
      ) : (
        <>
          <TextInputField
            label={intl.formatMessage({ id: 'backOffice.detail.statusReason' })}
            name="statusReason"
            value={reason}
            onChange={setReason}
            error={error}
            isRequired
          />
          <div className="form-actions">
            {license.actions.map((action) => (
              <Button key={action} className={action === 'end' ? 'button button--danger' : 'button'} onPress={() => act(action)} isDisabled={mine?.status === 'loading'}>
                <FormattedMessage id={ACTION_MESSAGES[action]} />
              </Button>
            ))}
            <SubmitStatus
              busy={mine?.status === 'loading'}
              busyText={intl.formatMessage({ id: 'backOffice.form.saving' })}
              doneText={mine?.status === 'succeeded' ? intl.formatMessage({ id: 'backOffice.detail.statusChanged' }) : null}
            />
          </div>
        </>
      )}
      {mine?.status === 'failed' && mine.error ? <ErrorNotice>{errorText(mine.error)}</ErrorNotice> : null}
      <ConfirmDialog
        isOpen={confirmingEnd}
        title={<FormattedMessage id="backOffice.end.title" />}
        confirmLabel={<FormattedMessage id="backOffice.action.end" />}
        onConfirm={() => act('end', true)}
        onCancel={() => setConfirmingEnd(false)}
      >
        <FormattedMessage id="backOffice.end.text" />
      </ConfirmDialog>
    </section>
  );
}
