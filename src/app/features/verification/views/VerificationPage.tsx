import { useEffect } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ErrorNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { AssessmentUnavailable } from '../../assessments/views/AssessmentUnavailable';
import {
  selectIsBusy,
  selectVerificationLoad,
  selectVerificationRequest,
  selectVerificationServerState,
  selectVerificationStep,
  selectVerificationSubject,
} from '../verificationSelectors';
import { verificationCommandRequested, verificationOpened } from '../verificationSlice';
import { DiscrepancyList } from './DiscrepancyList';
import { SecondEntry } from './SecondEntry';

/** Item entry verification of an assessment: the blind second entry, the discrepancies and their resolution. */
export function VerificationPage({ assessmentId }: { assessmentId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const load = useAppSelector(selectVerificationLoad);
  const subject = useAppSelector(selectVerificationSubject);
  const server = useAppSelector(selectVerificationServerState);
  const step = useAppSelector(selectVerificationStep);
  const request = useAppSelector(selectVerificationRequest);
  const busy = useAppSelector(selectIsBusy);
  const canEdit = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  const title = intl.formatMessage({ id: 'verification.title' });
  useScreenName(subject ? `${title} — ${subject.productCode}` : title);
  useEffect(() => {
    dispatch(verificationOpened({ assessmentId }));
  }, [dispatch, assessmentId]);

  if (!subject || !server || subject.assessmentId !== assessmentId) {
    return <AssessmentUnavailable error={load.status === 'failed' ? load.error : null} />;
  }
  return (
    <div className="page page--wide">
      <p className="breadcrumb">
        <Link href={`/assessments/${assessmentId}`}>
          <FormattedMessage id="verification.backToAssessment" values={{ product: subject.productCode, name: subject.examineeName }} />
        </Link>
      </p>
      <div className="page-header">
        <h1>
          {title} — {subject.productCode} — {subject.examineeName}
        </h1>
        <p className="page-header__meta">
          <span className={server.verified ? 'status status--scored' : 'status'} role="status">
            {server.verified
              ? intl.formatMessage({ id: 'verification.verifiedBy' }, { name: server.verified.byName, when: format.dateTime(server.verified.at) })
              : intl.formatMessage({ id: 'verification.notVerified' })}
          </span>
          {server.required ? (
            <span>
              <FormattedMessage id="verification.requiredByAccount" />
            </span>
          ) : null}
        </p>
      </div>
      {request.status === 'failed' && request.error ? <ErrorNotice>{errorText(request.error)}</ErrorNotice> : null}
      {step === 'notStarted' || step === 'verified' ? (
        <section className="panel" aria-labelledby="verification-start-heading">
          <h2 id="verification-start-heading">
            <FormattedMessage id="verification.startTitle" />
          </h2>
          <p>
            <FormattedMessage id="verification.startHelp" />
          </p>
          {canEdit ? (
            <Button className="button button--primary" isDisabled={busy} onPress={() => dispatch(verificationCommandRequested({ command: 'begin' }))}>
              <FormattedMessage id={step === 'verified' ? 'verification.beginAgain' : 'verification.begin'} />
            </Button>
          ) : null}
        </section>
      ) : null}
      {step === 'secondEntry' && canEdit ? <SecondEntry /> : null}
      {step === 'discrepancies' && canEdit ? <DiscrepancyList /> : null}
    </div>
  );
}
