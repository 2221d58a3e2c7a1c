import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Button, Link, ToggleButton } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { RETENTION_STATES, type RetentionState } from '../../../../domain/retention/accountLifecycle';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import type { MessageId } from '../../../core/i18n/messageId';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectWorkReason } from '../../backOffice/backOfficeSelectors';
import { WorkReasonForm } from '../../backOffice/views/WorkReasonForm';
import { selectRetentionFilters, selectRetentionList } from '../dataRetentionSelectors';
import { filtersRequested, listRequested, type RetentionCriteria } from '../dataRetentionSlice';
import { RetentionAccountTable } from './RetentionAccountTable';
import { STATE_MESSAGES } from './retentionLabels';

/** A state's toggle: the one shown looks pressed (besides its aria-pressed). */
const toggleClass = ({ isSelected }: { isSelected: boolean }) => (isSelected ? 'button button--primary' : 'button');

/**
 * The data-retention dashboard: the stated reason, the accounts by state (a tab per state with its
 * count, and the self-service requests), filters by assignee, deletion date and name, and a page
 * of accounts.
 */
export function RetentionDashboardPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const reason = useAppSelector(selectWorkReason);
  const list = useAppSelector(selectRetentionList);
  const filters = useAppSelector(selectRetentionFilters);
  const title = intl.formatMessage({ id: 'dataRetention.title' });
  useScreenName(title);
  const formik = useFormik<RetentionCriteria>({
    initialValues: list.criteria,
    onSubmit: (criteria) => {
      dispatch(listRequested({ criteria, page: 1 }));
    },
  });
  useEffect(() => {
    // Once the reason is stated, the counts load and the page shown is the last one asked for.
    if (reason === '') return;
    dispatch(filtersRequested());
    dispatch(listRequested({ criteria: list.criteria, page: list.page }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new reason only; the criteria come along from the state
  }, [dispatch, reason]);
  const showList = (change: Partial<RetentionCriteria>) => {
    const criteria = { ...formik.values, ...change };
    void formik.setValues(criteria);
    dispatch(listRequested({ criteria, page: 1 }));
  };
  const countOf = (state: RetentionState) => filters.data?.states.find((entry) => entry.state === state)?.count;
  const tabLabel = (id: MessageId, count: number | undefined) =>
    count === undefined ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'dataRetention.tab' }, { name: intl.formatMessage({ id }), count: format.number(count) });
  const pageTo = (page: number) => dispatch(listRequested({ criteria: list.criteria, page }));
  const staffOptions = [
    { value: '0', label: intl.formatMessage({ id: 'dataRetention.nobody' }) },
    ...(filters.data?.assignees ?? []).map((member) => ({ value: String(member.id), label: intl.formatMessage({ id: 'dataRetention.assigneeCases' }, { name: member.name, cases: member.cases }) })),
  ];
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>
        <Link href="/data-retention/settings">
          <FormattedMessage id="dataRetention.settings.link" />
        </Link>
      </p>
      <WorkReasonForm />
      {reason !== '' ? (
        <>
          {filters.status === 'failed' && filters.error ? <ErrorNotice>{errorText(filters.error)}</ErrorNotice> : null}
          <nav className="toolbar" aria-label={intl.formatMessage({ id: 'dataRetention.states' })}>
            <ToggleButton className={toggleClass} isSelected={list.criteria.list === 'accounts' && list.criteria.state === ''} onChange={() => showList({ list: 'accounts', state: '' })}>
              <FormattedMessage id="dataRetention.allStates" />
            </ToggleButton>
            {RETENTION_STATES.map((state) => (
              <ToggleButton
                key={state}
                className={toggleClass}
                isSelected={list.criteria.list === 'accounts' && list.criteria.state === state}
                onChange={() => showList({ list: 'accounts', state })}
              >
                {tabLabel(STATE_MESSAGES[state], countOf(state))}
              </ToggleButton>
            ))}
            <ToggleButton className={toggleClass} isSelected={list.criteria.list === 'selfService'} onChange={() => showList({ list: 'selfService', state: '' })}>
              {tabLabel('dataRetention.selfService', filters.data?.selfServiceRequests)}
            </ToggleButton>
          </nav>
          <form className="panel form" role="search" noValidate onSubmit={formik.handleSubmit} aria-labelledby="retention-filter-heading">
            <h2 id="retention-filter-heading">
              <FormattedMessage id="dataRetention.filter" />
            </h2>
            <div className="form-grid">
              <SelectField
                label={intl.formatMessage({ id: 'dataRetention.column.assignee' })}
                name="assigneeId"
                value={formik.values.assigneeId}
                placeholder={intl.formatMessage({ id: 'dataRetention.anyone' })}
                options={staffOptions}
                onChange={(value) => void formik.setFieldValue('assigneeId', value)}
              />
              <TextInputField
                label={intl.formatMessage({ id: 'dataRetention.deletionFrom' })}
                name="deletionFrom"
                type="date"
                value={formik.values.deletionFrom}
                onChange={(value) => void formik.setFieldValue('deletionFrom', value)}
              />
              <TextInputField
                label={intl.formatMessage({ id: 'dataRetention.deletionTo' })}
                name="deletionTo"
                type="date"
                value={formik.values.deletionTo}
                onChange={(value) => void formik.setFieldValue('deletionTo', value)}
              />
              <TextInputField
                label={intl.formatMessage({ id: 'dataRetention.search' })}
                name="search"
                type="search"
                value={formik.values.search}
                onChange={(value) => void formik.setFieldValue('search', value)}
              />
            </div>
            <div className="form-actions">
              <Button type="submit" className="button button--primary">
                <FormattedMessage id="dataRetention.show" />
              </Button>
            </div>
          </form>
          <section className="panel" aria-labelledby="retention-results-heading">
            <h2 id="retention-results-heading">
              <FormattedMessage id={list.criteria.list === 'selfService' ? 'dataRetention.selfService' : list.criteria.state ? STATE_MESSAGES[list.criteria.state] : 'dataRetention.allStates'} />
            </h2>
            {list.status === 'loading' && list.items.length === 0 ? (
              <LoadingNotice>
                <FormattedMessage id="common.loading" />
              </LoadingNotice>
            ) : null}
            {list.status === 'failed' && list.error ? <ErrorNotice>{errorText(list.error)}</ErrorNotice> : null}
            {list.status === 'succeeded' && list.total === 0 ? (
              <p className="empty">
                <FormattedMessage id="dataRetention.noAccounts" />
              </p>
            ) : null}
            {list.items.length > 0 ? <RetentionAccountTable items={list.items} /> : null}
            {list.total > 0 ? (
              <nav className="pager" aria-label={intl.formatMessage({ id: 'dataRetention.pages' })}>
                <Button className="button" isDisabled={list.page <= 1 || list.status === 'loading'} onPress={() => pageTo(list.page - 1)}>
                  <FormattedMessage id="dataRetention.previous" />
                </Button>
                <p className="pager__status" aria-live="polite">
                  <FormattedMessage
                    id="dataRetention.pageStatus"
                    values={{ page: format.number(list.page), pageCount: format.number(list.pageCount), total: list.total, totalText: format.number(list.total) }}
                  />
                </p>
                <Button className="button" isDisabled={list.page >= list.pageCount || list.status === 'loading'} onPress={() => pageTo(list.page + 1)}>
                  <FormattedMessage id="dataRetention.next" />
                </Button>
              </nav>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
