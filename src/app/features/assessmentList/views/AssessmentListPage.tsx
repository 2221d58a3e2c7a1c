import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { Pager } from '../../../components/Pager';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { batchPageEntered, batchPageLeft } from '../../batchReports/batchReportsSlice';
import { BatchProgress } from '../../batchReports/views/BatchProgress';
import { BatchRequestForm } from '../../batchReports/views/BatchRequestForm';
import { RecentBatches } from '../../batchReports/views/RecentBatches';
import { GroupReportForm } from '../../groupReports/views/GroupReportForm';
import { GroupReportList } from '../../groupReports/views/GroupReportList';
import {
  selectAssessmentList,
  selectAssessmentPageCount,
  selectAssessmentSelection,
  selectFormCode,
  selectGroupProductId,
  selectSelectedCount,
} from '../assessmentListSelectors';
import { actionChosen, listOpened, pageChanged } from '../assessmentListSlice';
import { AssessmentFilters } from './AssessmentFilters';
import { AssessmentTable } from './AssessmentTable';
import { ExportCsvButton } from './ExportCsvButton';
import { SelectionBar } from './SelectionBar';

/**
 * The account's assessments: filters, a page with checkboxes, "select all matching", and the
 * report actions on the selection (a batch of reports, a group report); below, the batch on
 * screen with its progress, the recent batches and the group reports. "Export CSV" in the header
 * saves the assessments matching the filters for research.
 */
export function AssessmentListPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const terms = useAccountTerms();
  const list = useAppSelector(selectAssessmentList);
  const pageCount = useAppSelector(selectAssessmentPageCount);
  const selection = useAppSelector(selectAssessmentSelection);
  const count = useAppSelector(selectSelectedCount);
  const groupProductId = useAppSelector(selectGroupProductId);
  const groupProductCode = useAppSelector((state) => (groupProductId ? selectFormCode(state, groupProductId) : ''));
  const canSeeReports = useAuthority(PERMISSIONS.REPORT_VIEW);
  const title = intl.formatMessage({ id: 'assessmentList.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(listOpened());
  }, [dispatch]);
  // Batch progress is polled while this page is shown; the batch itself goes on on the server.
  useEffect(() => {
    dispatch(batchPageEntered());
    return () => {
      dispatch(batchPageLeft());
    };
  }, [dispatch]);
  const close = () => dispatch(actionChosen('none'));
  return (
    <div className="page">
      <div className="page-header page-header--actions">
        <h1>{title}</h1>
        <ExportCsvButton />
      </div>
      <AssessmentFilters terms={terms} />
      <SelectionBar />
      {list.action === 'batch' && selection ? <BatchRequestForm selection={selection} count={count} onClose={close} /> : null}
      {list.action === 'group' && selection && groupProductId ? (
        <GroupReportForm productId={groupProductId} productCode={groupProductCode} selection={selection} count={count} onClose={close} />
      ) : null}
      {canSeeReports ? <BatchProgress /> : null}

      {list.status === 'failed' && list.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'assessmentList.failed' })}>{errorText(list.error)}</ErrorNotice>
      ) : null}
      {list.status === 'loading' && list.rows.length === 0 ? (
        <LoadingNotice>
          <FormattedMessage id="assessmentList.loading" />
        </LoadingNotice>
      ) : null}
      {list.status === 'succeeded' && list.rows.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="assessmentList.none" />
        </p>
      ) : null}
      {list.rows.length > 0 ? <AssessmentTable terms={terms} /> : null}
      {list.total > 0 ? (
        <Pager
          label={intl.formatMessage({ id: 'assessmentList.pages' })}
          status={intl.formatMessage(
            { id: 'assessmentList.pageStatus' },
            { page: format.number(list.page), pageCount: format.number(pageCount), total: list.total, totalText: format.number(list.total) },
          )}
          page={list.page}
          pageCount={pageCount}
          onPage={(page) => dispatch(pageChanged({ page }))}
        />
      ) : null}
      {canSeeReports ? (
        <>
          <RecentBatches />
          <GroupReportList />
        </>
      ) : null}
    </div>
  );
}
