import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { Pager } from '../../../components/Pager';
import { useAuthority } from '../../../core/authority/useAuthority';
import { selectLocale } from '../../../core/i18n/i18nSelectors';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { selectLocation } from '../../../core/router/routerSelectors';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { cancelDismissed, cancelRequested, dashboardOpened, filterChanged, filterReset } from '../liveDashboardSlice';
import { planOpened } from '../livePlanSlice';
import { selectLiveDashboard, selectLivePlan } from '../liveSessionsSelectors';
import { DashboardFilters } from './DashboardFilters';
import { InvitePanel } from './InvitePanel';
import { PlanSessionForm } from './PlanSessionForm';
import { SessionsTable } from './SessionsTable';

/** The examinee of `?examinee=ID` (the examinee page's "Plan a live session"), or null. */
export const examineeParam = (search: string): number | null => {
  const value = new URLSearchParams(search).get('examinee');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
};

/**
 * "Live sessions": upcoming, past or all sessions with filters and paging, "Plan a session", and
 * each row's Start, Invite and Cancel.
 */
export function LiveDashboardPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const dashboard = useAppSelector(selectLiveDashboard);
  const plan = useAppSelector(selectLivePlan);
  const locale = useAppSelector(selectLocale);
  const search = useAppSelector(selectLocation)?.search ?? '';
  const canEdit = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  useScreenName(intl.formatMessage({ id: 'liveSessions.title' }));
  const prefill = examineeParam(search);
  useEffect(() => {
    dispatch(dashboardOpened());
  }, [dispatch]);
  useEffect(() => {
    if (prefill !== null && canEdit) dispatch(planOpened({ examineeRecordId: prefill, locale }));
  }, [dispatch, prefill, canEdit, locale]);

  const { filter, total } = dashboard;
  const pageCount = Math.max(1, Math.ceil(total / filter.pageSize));
  const confirming = dashboard.sessions.find((session) => session.id === dashboard.confirmingCancel) ?? null;
  return (
    <div className="page">
      <div className="page-header page-header--actions">
        <h1 id="live-sessions-heading">
          <FormattedMessage id="liveSessions.title" />
        </h1>
        {canEdit && !plan.open ? (
          <Button className="button button--primary" onPress={() => dispatch(planOpened({ examineeRecordId: null, locale }))}>
            <FormattedMessage id="liveSessions.plan" />
          </Button>
        ) : null}
      </div>
      <p>
        <FormattedMessage id="liveSessions.intro" />
      </p>
      {plan.open ? <PlanSessionForm setup={dashboard.setup} /> : null}
      {plan.invite ? <InvitePanel /> : null}
      <DashboardFilters filter={filter} values={dashboard.filterValues} onChange={(change) => dispatch(filterChanged(change))} onReset={() => dispatch(filterReset())} />
      {dashboard.status === 'failed' && dashboard.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.loadFailed' })}>{errorText(dashboard.error)}</ErrorNotice>
      ) : null}
      {dashboard.launch.status === 'failed' && dashboard.launch.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.startFailed' })}>{errorText(dashboard.launch.error)}</ErrorNotice>
      ) : null}
      {dashboard.status === 'loading' && dashboard.sessions.length === 0 ? (
        <LoadingNotice>
          <FormattedMessage id="liveSessions.loading" />
        </LoadingNotice>
      ) : null}
      {dashboard.status === 'succeeded' && dashboard.sessions.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="liveSessions.none" />
        </p>
      ) : null}
      {dashboard.sessions.length > 0 ? <SessionsTable sessions={dashboard.sessions} busy={dashboard.status === 'loading'} canEdit={canEdit} launching={dashboard.launch} /> : null}
      {total > filter.pageSize ? (
        <Pager
          label={intl.formatMessage({ id: 'liveSessions.pages' })}
          status={<FormattedMessage id="liveSessions.pageStatus" values={{ page: filter.page, pageCount, total }} />}
          page={filter.page}
          pageCount={pageCount}
          busy={dashboard.status === 'loading'}
          onPage={(page) => dispatch(filterChanged({ page }))}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={<FormattedMessage id="liveSessions.cancel.title" />}
        confirmLabel={<FormattedMessage id="liveSessions.cancel.confirm" />}
        busy={dashboard.cancel.status === 'loading'}
        error={dashboard.cancel.status === 'failed' && dashboard.cancel.error ? errorText(dashboard.cancel.error) : null}
        onConfirm={() => confirming && dispatch(cancelRequested({ sessionId: confirming.id }))}
        onCancel={() => dispatch(cancelDismissed())}
      >
        <FormattedMessage id="liveSessions.cancel.text" values={{ examinee: confirming?.examineeName ?? '' }} />
      </ConfirmDialog>
    </div>
  );
}
