import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_NAMES } from '../../../../domain/locale';
import { PERMISSIONS } from '../../../../domain/permissions';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { DownloadButtonLink } from '../../../components/DownloadButtonLink';
import { byteSize } from '../../../components/format';
import { ErrorNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectReportRows, selectReportsPage, selectResubmitState } from '../reportsSelectors';
import { deleteDialogOpened, resubmitRequested } from '../reportsSlice';
import { CHARGE_MESSAGES, REPORT_TYPE_MESSAGES } from './reportLabels';
import { TableScroller } from '../../../components/TableScroller';

/** The stored reports, newest first: options used, cost, Download, "Generate again" and Delete. */
export function ReportHistoryTable() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const canGenerate = useAuthority(PERMISSIONS.REPORT_GENERATE);
  const canDelete = useAuthority(PERMISSIONS.REPORT_DELETE);
  const rows = useAppSelector(selectReportRows);
  const resubmit = useAppSelector(selectResubmitState);
  // A form without norms has no comparison groups: saying "none" on every row would be noise.
  const productHasGroups = (useAppSelector(selectReportsPage)?.comparisonGroups.length ?? 0) > 0;
  // One decimal for kB and MB, so sizes read alike down the column.
  const size = (bytes: number) => {
    const { unit, value } = byteSize(bytes);
    const digits = unit === 'bytes' ? {} : { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    return intl.formatMessage({ id: `size.${unit}` }, { size: format.number(value, digits) });
  };
  return (
    <>
      <p role="status" className="reports__progress">
        {resubmit.status === 'loading' ? intl.formatMessage({ id: 'reports.regenerating' }) : ''}
      </p>
      {resubmit.status === 'failed' && resubmit.error ? <ErrorNotice title={intl.formatMessage({ id: 'reports.notRegenerated' })}>{errorText(resubmit.error)}</ErrorNotice> : null}
      <TableScroller labelledBy="report-history-heading">
        <table className="table table--compact">
          <ColumnHeaders
            columns={[
              'reports.report',
              'reports.created',
              'reports.by',
              'reports.options',
              'reports.cost',
              { id: 'reports.size', numeric: true },
              { id: 'reports.actions', hidden: true },
            ]}
          />
          <tbody>
            {rows.map((report) => (
              <tr key={report.id}>
                <th scope="row" id={`report-${report.id}`}>
                  <FormattedMessage id="reports.rowOf" values={{ type: intl.formatMessage({ id: REPORT_TYPE_MESSAGES[report.reportType] }), version: format.number(report.version) }} />
                </th>
                <td>{format.dateTime(report.createdAt)}</td>
                <td>{report.createdByName}</td>
                <td>
                  {report.comparisonGroupLabel !== null ? (
                    <div className="reports__option">{report.comparisonGroupLabel}</div>
                  ) : productHasGroups ? (
                    <div className="reports__option">
                      <FormattedMessage id="reports.noComparisonGroup" />
                    </div>
                  ) : null}
                  {report.options.locale ? <div className="reports__option">{LOCALE_NAMES[report.options.locale]}</div> : null}
                  {report.reportType === 'score' ? (
                    <div className="reports__option">
                      <FormattedMessage id={report.options.includeItemResponses ? 'reports.withItems' : 'reports.withoutItems'} />
                    </div>
                  ) : null}
                </td>
                <td>
                  <FormattedMessage id={CHARGE_MESSAGES[report.charge]} />
                </td>
                <td className="num">{size(report.byteSize)}</td>
                <td className="reports__actions">
                  <DownloadButtonLink href={report.downloadUrl} fileName={report.fileName} describedBy={`report-${report.id}`}>
                    <FormattedMessage id="reports.download" />
                  </DownloadButtonLink>
                  {canGenerate ? (
                    <Button
                      className="button button--small"
                      aria-describedby={`report-${report.id}`}
                      isDisabled={resubmit.status === 'loading'}
                      onPress={() => dispatch(resubmitRequested({ reportId: report.id }))}
                    >
                      <FormattedMessage id="reports.generateAgain" />
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button className="button button--small button--quiet" aria-describedby={`report-${report.id}`} onPress={() => dispatch(deleteDialogOpened({ reportId: report.id }))}>
                      <FormattedMessage id="common.delete" />
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  );
}
