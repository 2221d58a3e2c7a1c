import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { FEATURE_LICENSE_STATUSES } from '../../../../domain/licenseStatus';
import { FEATURE_LICENSE_TYPES } from '../../../../domain/licenseTerms';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { Pager } from '../../../components/Pager';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectLicenseSearch, selectWorkReason } from '../backOfficeSelectors';
import { type LicenseCriteria, licenseSearchRequested } from '../backOfficeSlice';
import { LicenseTable } from './LicenseTable';
import { STATUS_MESSAGES, TYPE_MESSAGES } from './licenseLabels';
import { WorkReasonForm } from './WorkReasonForm';

/** The feature licenses of every customer account: the stated reason, a search by account, type and status, and a page of results. */
export function LicenseSearchPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const reason = useAppSelector(selectWorkReason);
  const search = useAppSelector(selectLicenseSearch);
  const title = intl.formatMessage({ id: 'backOffice.licenses.title' });
  useScreenName(title);
  const formik = useFormik<LicenseCriteria>({
    initialValues: search.criteria,
    onSubmit: (criteria) => {
      dispatch(licenseSearchRequested({ criteria, page: 1 }));
    },
  });
  useEffect(() => {
    // Once the reason is stated, the search shown is the last one asked for (all licenses at first).
    if (reason !== '') dispatch(licenseSearchRequested({ criteria: search.criteria, page: search.page }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new reason only; the criteria come along from the state
  }, [dispatch, reason]);
  return (
    <div className="page">
      <h1>{title}</h1>
      <WorkReasonForm />
      {reason !== '' ? (
        <>
          <form className="panel form" role="search" noValidate onSubmit={formik.handleSubmit} aria-labelledby="license-search-heading">
            <h2 id="license-search-heading">
              <FormattedMessage id="backOffice.licenses.search" />
            </h2>
            <div className="form-grid">
              <TextInputField
                label={intl.formatMessage({ id: 'backOffice.licenses.account' })}
                name="account"
                type="search"
                value={formik.values.account}
                onChange={(value) => void formik.setFieldValue('account', value)}
              />
              <SelectField
                label={intl.formatMessage({ id: 'backOffice.licenses.type' })}
                name="type"
                value={formik.values.type}
                placeholder={intl.formatMessage({ id: 'backOffice.licenses.anyType' })}
                options={FEATURE_LICENSE_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: TYPE_MESSAGES[type] }) }))}
                onChange={(value) => void formik.setFieldValue('type', value)}
              />
              <SelectField
                label={intl.formatMessage({ id: 'backOffice.licenses.status' })}
                name="status"
                value={formik.values.status}
                placeholder={intl.formatMessage({ id: 'backOffice.licenses.anyStatus' })}
                options={FEATURE_LICENSE_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: STATUS_MESSAGES[status] }) }))}
                onChange={(value) => void formik.setFieldValue('status', value)}
              />
            </div>
            <div className="form-actions">
              <Button type="submit" className="button button--primary">
                <FormattedMessage id="backOffice.licenses.find" />
              </Button>
              <Link href="/back-office/licenses/new" className="button">
                <FormattedMessage id="backOffice.licenses.new" />
              </Link>
            </div>
          </form>
          <section className="panel" aria-labelledby="license-results-heading">
            <h2 id="license-results-heading">
              <FormattedMessage id="backOffice.licenses.results" />
            </h2>
            {search.status === 'loading' && search.items.length === 0 ? (
              <LoadingNotice>
                <FormattedMessage id="common.loading" />
              </LoadingNotice>
            ) : null}
            {search.status === 'failed' && search.error ? <ErrorNotice>{errorText(search.error)}</ErrorNotice> : null}
            {search.status === 'succeeded' && search.total === 0 ? (
              <p className="empty">
                <FormattedMessage id="backOffice.licenses.none" />
              </p>
            ) : null}
            {search.items.length > 0 ? <LicenseTable licenses={search.items} /> : null}
            {search.total > 0 ? (
              <Pager
                label={intl.formatMessage({ id: 'backOffice.licenses.pages' })}
                status={intl.formatMessage(
                  { id: 'backOffice.licenses.pageStatus' },
                  { page: format.number(search.page), pageCount: format.number(search.pageCount), total: search.total, totalText: format.number(search.total) },
                )}
                page={search.page}
                pageCount={search.pageCount}
                busy={search.status === 'loading'}
                onPage={(page) => dispatch(licenseSearchRequested({ criteria: search.criteria, page }))}
              />
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
