import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCurrentExaminee, selectCurrentExamineeName, selectExamineeDetailState } from '../examineesSelectors';
import { examineePageRequested } from '../examineesSlice';
import { AssessmentHistoryTable } from './AssessmentHistoryTable';
import { ExamineeFacts } from './ExamineeFacts';
import { NewAssessmentForm } from './NewAssessmentForm';

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
            {canAssess && !creating ? (
              <Button className="button button--primary" aria-expanded={false} aria-controls="new-assessment" onPress={() => setCreating(true)}>
                <FormattedMessage id="examinee.newAssessment" />
              </Button>
            ) : null}
          </div>
          <ExamineeFacts examinee={examinee} terms={terms} />
          {creating ? <NewAssessmentForm examineeRecordId={examinee.id} onCancel={() => setCreating(false)} /> : null}
          <section className="section" aria-labelledby="history-heading">
            <h2 id="history-heading">
              <FormattedMessage id="examinee.history" />
            </h2>
            <AssessmentHistoryTable history={detail.history} terms={terms} />
          </section>
        </>
      ) : null}
    </div>
  );
}
