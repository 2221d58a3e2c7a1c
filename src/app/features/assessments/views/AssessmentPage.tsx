import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useScreenName } from '../../../core/layout/useScreenName';
import { selectAccountLabels } from '../../../core/session/sessionSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { ReportsPanel } from '../../reports/views/ReportsPanel';
import { selectAssessmentDetails, selectAssessmentHeading, selectAssessmentLoad } from '../assessmentsSelectors';
import { detailsRequested } from '../assessmentsSlice';
import { examineeDisplayName } from '../../../../domain/examinee';
import { ItemEntry } from './ItemEntry';
import { SaveBar } from './SaveBar';
import { ScoreOfRecord } from './ScoreOfRecord';
import { ScoresPanel } from './ScoresPanel';
import { STATUS_LABELS } from './statusLabels';

/** An assessment: keyboard item entry with running scores, save and score, the score of record and reports. */
export function AssessmentPage({ assessmentId }: { assessmentId: number }) {
  const dispatch = useAppDispatch();
  const labels = useAppSelector(selectAccountLabels);
  const load = useAppSelector(selectAssessmentLoad);
  const details = useAppSelector(selectAssessmentDetails);
  const heading = useAppSelector(selectAssessmentHeading);
  const canEdit = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  useScreenName(heading ?? 'Assessment');
  useEffect(() => {
    dispatch(detailsRequested({ assessmentId }));
  }, [dispatch, assessmentId]);

  const shown = details && details.assessment.id === assessmentId ? details : null;
  if (!shown) {
    return (
      <div className="page">
        {load.status === 'failed' && load.error ? (
          <>
            <h1>Assessment not available</h1>
            <ErrorNotice>{load.error.status === 404 ? 'This assessment does not exist in your account.' : load.error.message}</ErrorNotice>
          </>
        ) : (
          <LoadingNotice>Loading the assessment…</LoadingNotice>
        )}
      </div>
    );
  }
  const { assessment, examinee, product, examinerName } = shown;
  return (
    <div className="page page--wide">
      <p className="breadcrumb">
        <Link href={`/examinees/${examinee.id}`}>{examineeDisplayName(examinee)}</Link>
      </p>
      <div className="page-header">
        <h1>{heading}</h1>
        <p className="page-header__meta">
          <span>{product.name}</span>
          <span>Administered {assessment.administrationDate}</span>
          <span>
            {labels.examiner}: {examinerName}
          </span>
          <span className={`status status--${assessment.status}`}>{STATUS_LABELS[assessment.status]}</span>
        </p>
      </div>
      {load.status === 'loading' ? <LoadingNotice>Reloading…</LoadingNotice> : null}
      <div className="assessment-layout">
        <ItemEntry readOnly={!canEdit} />
        <div className="assessment-layout__side">
          <ScoresPanel />
          {canEdit ? <SaveBar assessmentId={assessment.id} /> : null}
        </div>
      </div>
      <ScoreOfRecord />
      <ReportsPanel assessmentId={assessment.id} scored={assessment.status === 'scored'} />
      <p className="attribution attribution--page">{product.attribution}</p>
    </div>
  );
}
