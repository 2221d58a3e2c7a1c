import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { PERMISSIONS } from '../../../../domain/permissions';
import { LIVE_DASHBOARD_PATH } from '../../../../contract/services/liveSessionScreens';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCurrentExaminee, selectCurrentExamineeName, selectExamineeDetailState } from '../examineesSelectors';
import { examineePageRequested } from '../examineesSlice';
import { selectEditingExamineeId } from '../examineeEditsSelectors';
import { examineeDialogOpened, examineeEditOpened } from '../examineeEditsSlice';
import { ExamineeDialogs } from './ExamineeDialogs';
import { ExamineeForm } from './ExamineeForm';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { ExamineeFacts } from './ExamineeFacts';
import { NewAssessmentForm } from './NewAssessmentForm';
import { ProgressSection } from './ProgressSection';
import { ExamineeEmailsSection } from '../../remoteAdministration/views/ExamineeEmailsSection';
import { ExamineeGroupsSection } from '../../groups/views/ExamineeGroupsSection';

/** An examinee: their record, assessment history and the "New assessment" form. */
export function ExamineePage({ examineeRecordId }: { examineeRecordId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const terms = useAccountTerms();
  const detail = useAppSelector(selectExamineeDetailState);
  const examinee = useAppSelector(selectCurrentExaminee);
  const name = useAppSelector(selectCurrentExamineeName);
  const canAssess = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  const canEditExaminee = useAuthority(PERMISSIONS.EXAMINEE_EDIT);
  const editingId = useAppSelector(selectEditingExamineeId);
  const [creating, setCreating] = useState(false);
  useScreenName(name ?? terms.examinee);
  useEffect(() => {
    dispatch(examineePageRequested({ examineeRecordId }));
  }, [dispatch, examineeRecordId]);

  const loaded = detail.status === 'succeeded' && examinee !== null;
  return (
    <div className="page">
      <p className="breadcrumb">
        <Link href="/examinees">{terms.examinees}</Link>
      </p>
      {detail.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {detail.status === 'failed' && detail.error ? (
        <>
          <h1>
            <FormattedMessage id="examinee.notAvailable" values={terms} />
          </h1>
          <ErrorNotice>{detail.error.status === 404 ? intl.formatMessage({ id: 'examinee.notInAccount' }, terms) : errorText(detail.error)}</ErrorNotice>
        </>
      ) : null}
      {loaded ? (
        <>
          <div className="page-header page-header--actions">
            <h1>{name}</h1>
            <div className="form-actions">
              {canAssess && !creating ? (
                <Button className="button button--primary" aria-expanded={false} aria-controls="new-assessment" onPress={() => setCreating(true)}>
                  <FormattedMessage id="examinee.newAssessment" />
                </Button>
              ) : null}
              {canAssess ? (
                <Link className="button" href={`${LIVE_DASHBOARD_PATH}?examinee=${examinee.id}`}>
                  <FormattedMessage id="liveSessions.planForExaminee" />
                </Link>
              ) : null}
              {canEditExaminee && editingId !== examinee.id ? (
                <Button className="button" onPress={() => dispatch(examineeEditOpened({ examineeRecordId: examinee.id }))}>
                  <FormattedMessage id="examinee.edit" values={terms} />
                </Button>
              ) : null}
              {canEditExaminee ? (
                <Button className="button button--quiet" onPress={() => dispatch(examineeDialogOpened({ kind: 'deleteExaminee' }))}>
                  <FormattedMessage id="examinee.delete" values={terms} />
                </Button>
              ) : null}
            </div>
          </div>
          {editingId === examinee.id ? (
            <section className="panel panel--form" aria-labelledby="edit-examinee-heading">
              <h2 id="edit-examinee-heading">
                <FormattedMessage id="examinee.edit" values={terms} />
              </h2>
              <ExamineeForm editing={examinee} />
            </section>
          ) : (
            <ExamineeFacts examinee={examinee} terms={terms} />
          )}
          <ExamineeDialogs examinee={examinee} name={name ?? ''} />
          <ExamineeGroupsSection examineeRecordId={examinee.id} />
          {creating ? <NewAssessmentForm examineeRecordId={examinee.id} onCancel={() => setCreating(false)} /> : null}
          <section className="section" aria-labelledby="history-heading">
            <h2 id="history-heading">
              <FormattedMessage id="examinee.history" />
            </h2>
            <AssessmentHistoryTable history={detail.history} terms={terms} />
          </section>
          <ProgressSection examineeRecordId={examinee.id} />
          <ExamineeEmailsSection examineeRecordId={examinee.id} />
        </>
      ) : null}
    </div>
  );
}
