import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ListLoadStates } from '../../../components/ListLoadStates';
import { ErrorNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppSelector } from '../../../hooks';
import { selectReportHistoryLoad, selectReportRows, selectReportsPage, selectReportsPageLoad } from '../reportsSelectors';
import { DeleteReportDialog } from './DeleteReportDialog';
import { GenerateReportForm } from './GenerateReportForm';
import { ReportHistoryTable } from './ReportHistoryTable';

/** The reports of an assessment: the new-report form (scored assessments only) and the report history. */
export function ReportsPanel({ scored }: { assessmentId: number; scored: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const canGenerate = useAuthority(PERMISSIONS.REPORT_GENERATE);
  const canView = useAuthority(PERMISSIONS.REPORT_VIEW);
  const page = useAppSelector(selectReportsPage);
  const pageLoad = useAppSelector(selectReportsPageLoad);
  const history = useAppSelector(selectReportHistoryLoad);
  const rows = useAppSelector(selectReportRows);
  if (!canView && !canGenerate) return null;
  return (
    <div className="reports">
      {canGenerate && scored ? (
        <>
          {pageLoad.status === 'failed' && pageLoad.error ? (
            <ErrorNotice title={intl.formatMessage({ id: 'reports.pageFailed' })}>{errorText(pageLoad.error)}</ErrorNotice>
          ) : null}
          {page && page.scored ? <GenerateReportForm page={page} /> : null}
        </>
      ) : null}
      {canView ? (
        <section className="panel" aria-labelledby="report-history-heading">
          <h2 id="report-history-heading">
            <FormattedMessage id="reports.history" />
          </h2>
          <ListLoadStates
            status={history.status}
            error={history.error}
            rowCount={rows.length}
            loadingText={intl.formatMessage({ id: 'reports.loading' })}
            emptyText={intl.formatMessage({ id: scored ? 'reports.none' : 'reports.notScored' })}
          />
          {rows.length > 0 ? <ReportHistoryTable /> : null}
        </section>
      ) : null}
      <DeleteReportDialog />
    </div>
  );
}
