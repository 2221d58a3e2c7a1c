import { useDeferredValue, useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { AssessmentUnavailable } from './AssessmentUnavailable';
import { RemoteAdministrationPanel } from '../../remoteAdministration/views/RemoteAdministrationPanel';
import { ReportsPanel } from '../../reports/views/ReportsPanel';
import { selectAssessmentDetails, selectAssessmentHeading, selectAssessmentLoad } from '../assessmentsSelectors';
import { detailsRequested } from '../assessmentsSlice';
import { examineeDisplayName } from '../../../../domain/examinee';
import { AdministrationPanel } from './AdministrationPanel';
import { DraftNote } from './DraftNote';
import { EssayRubricPanel } from './EssayRubricPanel';
import { ItemEntry } from './ItemEntry';
import { PassagePanel } from './PassagePanel';
import { SaveBar } from './SaveBar';
import { ScoreOfRecord } from './ScoreOfRecord';
import { NormNeeds } from './NormNeeds';
import { ScoresPanel } from './ScoresPanel';
import { STATUS_MESSAGES } from './statusLabels';

/** An assessment: keyboard item entry with running scores, save and score, the score of record and reports. */
export function AssessmentPage({ assessmentId }: { assessmentId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  const terms = useAccountTerms();
  const load = useAppSelector(selectAssessmentLoad);
  const details = useAppSelector(selectAssessmentDetails);
  const heading = useAppSelector(selectAssessmentHeading);
  const canEdit = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  useScreenName(heading ?? intl.formatMessage({ id: 'assessment.title' }));
  useEffect(() => {
    dispatch(detailsRequested({ assessmentId }));
  }, [dispatch, assessmentId]);

  const current = details && details.assessment.id === assessmentId ? details : null;
  // The panels are most of the page's rendering: they first mount through a deferred value, which
  // React renders as a transition, in slices with the browser free between (a long task would
  // block input); from then on they follow the state at once, and go at once when it goes.
  const deferred = useDeferredValue(current);
  const shown = current && deferred ? current : null;
  if (!shown) {
    return <AssessmentUnavailable error={load.status === 'failed' ? load.error : null} />;
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
          <span>
            <FormattedMessage id="assessment.administered" values={{ date: format.date(assessment.administrationDate) }} />
          </span>
          <span>
            <FormattedMessage id="assessment.examiner" values={{ examiner: terms.examiner, name: examinerName }} />
          </span>
          <span className={`status status--${assessment.status}`}>{intl.formatMessage({ id: STATUS_MESSAGES[assessment.status] })}</span>
          {canEdit ? (
            <Link href={`/assessments/${assessment.id}/verify`}>
              <FormattedMessage id="verification.link" />
            </Link>
          ) : null}
        </p>
      </div>
      {load.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="assessment.reloading" />
        </LoadingNotice>
      ) : null}
      <div className="assessment-layout">
        <div className="assessment-layout__main">
          <DraftNote readOnly={!canEdit} />
          <AdministrationPanel readOnly={!canEdit} />
          <PassagePanel />
          <ItemEntry readOnly={!canEdit} />
          {canEdit ? <EssayRubricPanel /> : null}
        </div>
        <div className="assessment-layout__side">
          <NormNeeds examineeRecordId={examinee.id} />
          <ScoresPanel />
          {canEdit ? <SaveBar assessmentId={assessment.id} /> : null}
        </div>
      </div>
      <ScoreOfRecord />
      <RemoteAdministrationPanel details={shown} />
      <ReportsPanel assessmentId={assessment.id} scored={assessment.status === 'scored'} />
      <p className="attribution attribution--page">{product.attribution}</p>
    </div>
  );
}
