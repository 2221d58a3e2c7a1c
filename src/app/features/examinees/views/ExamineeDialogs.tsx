import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Examinee } from '../../../../domain/examinee';
import { ErrorNotice } from '../../../components/Notices';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeDialog, selectExamineeDialogRequest } from '../examineeEditsSelectors';
import { assessmentDeleteRequested, examineeDeleteRequested, examineeDialogClosed } from '../examineeEditsSlice';
import { CloneForm } from './CloneForm';

/** The examinee page's confirmation dialogs: delete the examinee, delete an assessment, copy an assessment. */
export function ExamineeDialogs({ examinee, name }: { examinee: Examinee; name: string }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const dialog = useAppSelector(selectExamineeDialog);
  const request = useAppSelector(selectExamineeDialogRequest);
  const busy = request.status === 'loading';
  const close = () => dispatch(examineeDialogClosed());
  const title =
    dialog?.kind === 'deleteExaminee'
      ? intl.formatMessage({ id: 'examineeDelete.title' }, { ...terms, name })
      : dialog?.kind === 'deleteAssessment'
        ? intl.formatMessage({ id: 'assessmentDelete.title' }, { label: dialog.label })
        : dialog?.kind === 'cloneAssessment'
          ? intl.formatMessage({ id: 'clone.title' }, { label: dialog.label })
          : '';
  return (
    <ModalOverlay className="modal-overlay" isOpen={dialog !== null} isDismissable={!busy} onOpenChange={(open) => (open ? undefined : close())}>
      <Modal className="modal">
        <Dialog role={dialog?.kind === 'cloneAssessment' ? 'dialog' : 'alertdialog'} className="dialog">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {request.status === 'failed' && request.error ? <ErrorNotice>{errorText(request.error)}</ErrorNotice> : null}
          {dialog?.kind === 'cloneAssessment' ? <CloneForm assessmentId={dialog.assessmentId} busy={busy} /> : null}
          {dialog?.kind === 'deleteExaminee' || dialog?.kind === 'deleteAssessment' ? (
            <>
              <p>
                {dialog.kind === 'deleteExaminee' ? (
                  <FormattedMessage id="examineeDelete.body" values={terms} />
                ) : (
                  <FormattedMessage id="assessmentDelete.body" />
                )}
              </p>
              <div className="dialog__actions">
                <Button
                  className="button button--primary"
                  isDisabled={busy}
                  onPress={() =>
                    dispatch(
                      dialog.kind === 'deleteExaminee'
                        ? examineeDeleteRequested({ examineeRecordId: examinee.id })
                        : assessmentDeleteRequested({ examineeRecordId: examinee.id, assessmentId: dialog.assessmentId }),
                    )
                  }
                >
                  <FormattedMessage id="common.delete" />
                </Button>
                <Button className="button button--quiet" autoFocus onPress={close}>
                  <FormattedMessage id="common.cancel" />
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
