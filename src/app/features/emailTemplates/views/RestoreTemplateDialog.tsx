import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { TemplateKey } from '../emailTemplatesSlice';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectConfirmingReset } from '../emailTemplatesSelectors';
import { templateResetCancelled, templateResetRequested } from '../emailTemplatesSlice';

/** Asks before the account's own text is replaced by the built-in one. */
export function RestoreTemplateDialog({ template }: { template: TemplateKey }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectConfirmingReset);
  return (
    <ConfirmDialog
      isOpen={open}
      title={<FormattedMessage id="emailTemplates.restoreTitle" />}
      confirmLabel={<FormattedMessage id="emailTemplates.restore" />}
      onConfirm={() => dispatch(templateResetRequested({ kind: template.kind, locale: template.locale }))}
      onCancel={() => dispatch(templateResetCancelled())}
    >
      <FormattedMessage id="emailTemplates.restoreBody" />
    </ConfirmDialog>
  );
}
