import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectRevocation } from '../remoteAdministrationSelectors';
import { revokeDialogClosed, revokeRequested } from '../remoteAdministrationSlice';

/** Asks before a link is revoked. */
export function RevokeLinkDialog() {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const revocation = useAppSelector(selectRevocation);
  const link = revocation.link;
  return (
    <ConfirmDialog
      isOpen={link !== null}
      busy={revocation.status === 'loading'}
      confirmDisabled={link === null}
      title={<FormattedMessage id="remote.revokeTitle" />}
      confirmLabel={<FormattedMessage id="remote.revoke" />}
      error={revocation.status === 'failed' && revocation.error ? errorText(revocation.error) : null}
      onConfirm={() => (link ? dispatch(revokeRequested({ linkId: link.id })) : undefined)}
      onCancel={() => dispatch(revokeDialogClosed())}
    >
      <FormattedMessage id="remote.revokeBody" />
    </ConfirmDialog>
  );
}
