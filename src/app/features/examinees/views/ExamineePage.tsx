import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { PERMISSIONS } from '../../../../domain/permissions';
import { plural } from '../../../components/format';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useScreenName } from '../../../core/layout/useScreenName';
import { selectAccountLabels } from '../../../core/session/sessionSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCurrentExaminee, selectCurrentExamineeName, selectExamineeDetailState } from '../examineesSelectors';
import { examineePageRequested } from '../examineesSlice';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { ExamineeFacts } from './ExamineeFacts';
import { NewAssessmentForm } from './NewAssessmentForm';

/** An examinee: their record, assessment history and the "New assessment" form. */
export function ExamineePage({ examineeRecordId }: { examineeRecordId: number }) {
  const dispatch = useAppDispatch();
  const labels = useAppSelector(selectAccountLabels);
  const detail = useAppSelector(selectExamineeDetailState);
  const examinee = useAppSelector(selectCurrentExaminee);
  const name = useAppSelector(selectCurrentExamineeName);
  const canAssess = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  const [creating, setCreating] = useState(false);
  useScreenName(name ?? labels.examinee);
  useEffect(() => {
    dispatch(examineePageRequested({ examineeRecordId }));
  }, [dispatch, examineeRecordId]);

  const loaded = detail.status === 'succeeded' && examinee !== null;
  return (
    <div className="page">
      <p className="breadcrumb">
        <Link href="/examinees">{plural(labels.examinee)}</Link>
      </p>
      {detail.status === 'loading' ? <LoadingNotice>Loading…</LoadingNotice> : null}
      {detail.status === 'failed' && detail.error ? (
        <>
          <h1>{labels.examinee} not available</h1>
          <ErrorNotice>{detail.error.status === 404 ? `This ${labels.examinee.toLowerCase()} does not exist in your account.` : detail.error.message}</ErrorNotice>
        </>
      ) : null}
      {loaded ? (
        <>
          <div className="page-header page-header--actions">
            <h1>{name}</h1>
            {canAssess && !creating ? (
              <Button className="button button--primary" aria-expanded={false} aria-controls="new-assessment" onPress={() => setCreating(true)}>
                New assessment
              </Button>
            ) : null}
          </div>
          <ExamineeFacts examinee={examinee} labels={labels} />
          {creating ? <NewAssessmentForm examineeRecordId={examinee.id} onCancel={() => setCreating(false)} /> : null}
          <section className="section" aria-labelledby="history-heading">
            <h2 id="history-heading">Assessment history</h2>
            <AssessmentHistoryTable history={detail.history} labels={labels} />
          </section>
        </>
      ) : null}
    </div>
  );
}
