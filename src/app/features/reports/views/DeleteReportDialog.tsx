import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDeletion } from '../reportsSelectors';
import { deleteDialogClosed, deleteRequested } from '../reportsSlice';
import { REPORT_TYPE_MESSAGES } from './reportLabels';

/** Asks before a report leaves the history; Cancel has the focus, so Enter never deletes by accident. */
export function DeleteReportDialog() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const deletion = useAppSelector(selectDeletion);
  const busy = deletion.status === 'loading';
  const close = () => dispatch(deleteDialogClosed());
  const report = deletion.report;
  const label = report
    ? intl.formatMessage({ id: 'reports.rowOf' }, { type: intl.formatMessage({ id: REPORT_TYPE_MESSAGES[report.reportType] }), version: format.number(report.version) })
    : '';
  return (
    <ModalOverlay className="modal-overlay" isOpen={report !== null} isDismissable={!busy} onOpenChange={(open) => (open ? undefined : close())}>
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog__title">
            <FormattedMessage id="reports.deleteTitle" values={{ label }} />
          </Heading>
          {deletion.status === 'failed' && deletion.error ? <ErrorNotice>{errorText(deletion.error)}</ErrorNotice> : null}
          <p>
            <FormattedMessage id="reports.deleteBody" />
          </p>
          <div className="dialog__actions">
            <Button className="button button--primary" isDisabled={busy || report === null} onPress={() => (report ? dispatch(deleteRequested({ reportId: report.id })) : undefined)}>
              <FormattedMessage id="common.delete" />
            </Button>
            <Button className="button button--quiet" autoFocus onPress={close}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
