import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { termsChangeable } from '../../../../domain/licenseStatus';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectLicenseChange, selectLicenseDetail, selectLicenseReference, selectWorkReason } from '../backOfficeSelectors';
import { licenseRequested, licenseUpdateRequested, referenceRequested } from '../backOfficeSlice';
import { licenseValues, termsBody } from './licenseForm';
import { LicenseHistory } from './LicenseHistory';
import { TYPE_MESSAGES } from './licenseLabels';
import { LicenseStatusPanel } from './LicenseStatusPanel';
import { LicenseTermsForm } from './LicenseTermsForm';
import { LicenseUsage, LicenseValidity } from './LicenseUsage';
import { WorkReasonForm } from './WorkReasonForm';

/** One license of a customer account: what it is, its terms to change, its status actions and its history. */
export function LicenseDetailPage({ accountId, licenseId }: { accountId: number; licenseId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const reason = useAppSelector(selectWorkReason);
  const detail = useAppSelector(selectLicenseDetail);
  const reference = useAppSelector(selectLicenseReference);
  const change = useAppSelector(selectLicenseChange);
  const license = detail.license && detail.license.id === licenseId && detail.license.accountId === accountId ? detail.license : null;
  const title = license ? license.name : intl.formatMessage({ id: 'backOffice.detail.summary' });
  useScreenName(title);
  useEffect(() => {
    dispatch(referenceRequested());
  }, [dispatch]);
  useEffect(() => {
    if (reason !== '') dispatch(licenseRequested({ accountId, licenseId }));
  }, [dispatch, reason, accountId, licenseId]);
  const updating = change.kind === 'update' ? change : null;
  return (
    <div className="page">
      <p>
        <Link href="/back-office/licenses">
          <FormattedMessage id="backOffice.detail.back" />
        </Link>
      </p>
      <h1>{title}</h1>
      <WorkReasonForm />
      {reason !== '' && detail.status === 'loading' ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {detail.status === 'failed' && detail.error ? <ErrorNotice>{errorText(detail.error)}</ErrorNotice> : null}
      {reason !== '' && license ? (
        <>
          <section className="panel" aria-labelledby="license-summary-heading">
            <h2 id="license-summary-heading">
              <FormattedMessage id="backOffice.detail.summary" />
            </h2>
            <dl className="details">
              <dt>
                <FormattedMessage id="backOffice.licenses.accountName" />
              </dt>
              <dd>{`${license.accountName} (${license.accountId})`}</dd>
              <dt>
                <FormattedMessage id="backOffice.licenses.type" />
              </dt>
              <dd>
                <FormattedMessage id={TYPE_MESSAGES[license.type]} />
              </dd>
              <dt>
                <FormattedMessage id="backOffice.licenses.used" />
              </dt>
              <dd>
                <LicenseUsage license={license} />
                {license.usagesRemaining !== null ? (
                  <>
                    {' · '}
                    <FormattedMessage id="backOffice.detail.remaining" values={{ count: license.usagesRemaining }} />
                  </>
                ) : null}
              </dd>
              <dt>
                <FormattedMessage id="backOffice.licenses.valid" />
              </dt>
              <dd>
                <LicenseValidity license={license} />
              </dd>
            </dl>
          </section>
          <LicenseStatusPanel license={license} />
          {termsChangeable(license.status === 'expired' ? 'active' : license.status) && reference.data ? (
            <LicenseTermsForm
              initialValues={licenseValues(license)}
              reference={reference.data}
              usagesUsed={license.usagesUsed}
              typeChoice={false}
              submitLabel={intl.formatMessage({ id: 'backOffice.form.save' })}
              busyText={intl.formatMessage({ id: 'backOffice.form.saving' })}
              doneText={updating?.status === 'succeeded' ? intl.formatMessage({ id: 'backOffice.form.saved' }) : null}
              busy={updating?.status === 'loading'}
              error={updating?.status === 'failed' ? updating.error : null}
              onSubmit={(values) => dispatch(licenseUpdateRequested({ accountId, licenseId, body: termsBody(values) }))}
            />
          ) : null}
          <LicenseHistory events={license.history} />
        </>
      ) : null}
    </div>
  );
}
