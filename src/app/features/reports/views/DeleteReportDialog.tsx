import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDeletion } from '../reportsSelectors';
import { deleteDialogClosed, deleteRequested } from '../reportsSlice';
import { REPORT_TYPE_MESSAGES } from './reportLabels';

/** Asks before a report leaves the history. */
export function DeleteReportDialog() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const deletion = useAppSelector(selectDeletion);
  const report = deletion.report;
  const label = report
    ? intl.formatMessage({ id: 'reports.rowOf' }, { type: intl.formatMessage({ id: REPORT_TYPE_MESSAGES[report.reportType] }), version: format.number(report.version) })
    : '';
  return (
    <ConfirmDialog
      isOpen={report !== null}
      busy={deletion.status === 'loading'}
      confirmDisabled={report === null}
      title={<FormattedMessage id="reports.deleteTitle" values={{ label }} />}
      confirmLabel={<FormattedMessage id="common.delete" />}
      error={deletion.status === 'failed' && deletion.error ? errorText(deletion.error) : null}
      onConfirm={() => (report ? dispatch(deleteRequested({ reportId: report.id })) : undefined)}
      onCancel={() => dispatch(deleteDialogClosed())}
    >
      <FormattedMessage id="reports.deleteBody" />
    </ConfirmDialog>
  );
}
