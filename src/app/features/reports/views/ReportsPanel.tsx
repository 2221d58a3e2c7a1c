import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { PERMISSIONS } from '../../../../domain/permissions';
import { byteSize } from '../../../components/format';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectGenerateState, selectReportHistoryLoad, selectReportRows } from '../reportsSelectors';
import { generateRequested } from '../reportsSlice';
import { ColumnHeaders } from '../../../components/ColumnHeaders';

/** "Generate score report" (scored assessments only) and the report history with download links. */
export function ReportsPanel({ assessmentId, scored }: { assessmentId: number; scored: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const canGenerate = useAuthority(PERMISSIONS.REPORT_GENERATE);
  const canView = useAuthority(PERMISSIONS.REPORT_VIEW);
  const generate = useAppSelector(selectGenerateState);
  const history = useAppSelector(selectReportHistoryLoad);
  const rows = useAppSelector(selectReportRows);
  if (!canView && !canGenerate) return null;
  // One decimal for kB and MB, so sizes read alike down the column.
  const size = (bytes: number) => {
    const { unit, value } = byteSize(bytes);
    const digits = unit === 'bytes' ? {} : { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    return intl.formatMessage({ id: `size.${unit}` }, { size: format.number(value, digits) });
  };
  return (
    <div className="reports">
      {canGenerate && scored ? (
        <div className="reports__generate">
          <Button className="button button--primary" isDisabled={generate.status === 'loading'} onPress={() => dispatch(generateRequested({ assessmentId }))}>
            <FormattedMessage id="reports.generate" />
          </Button>
          <span role="status">{generate.status === 'loading' ? intl.formatMessage({ id: 'reports.generating' }) : ''}</span>
          {generate.status === 'failed' && generate.error ? <ErrorNotice title={intl.formatMessage({ id: 'reports.notGenerated' })}>{errorText(generate.error)}</ErrorNotice> : null}
        </div>
      ) : null}
      {canView ? (
        <section className="panel" aria-labelledby="report-history-heading">
          <h2 id="report-history-heading">
            <FormattedMessage id="reports.history" />
          </h2>
          {history.status === 'loading' && rows.length === 0 ? (
            <LoadingNotice>
              <FormattedMessage id="reports.loading" />
            </LoadingNotice>
          ) : null}
          {history.status === 'failed' && history.error ? <ErrorNotice>{errorText(history.error)}</ErrorNotice> : null}
          {history.status === 'succeeded' && rows.length === 0 ? (
            <p className="empty">{intl.formatMessage({ id: scored ? 'reports.none' : 'reports.notScored' })}</p>
          ) : null}
          {rows.length > 0 ? (
            <div className="table-wrap">
              <table className="table table--compact">
                <ColumnHeaders columns={['reports.version', 'reports.created', 'reports.by', { id: 'reports.size', numeric: true }, { id: 'reports.file', hidden: true }]} />
                <tbody>
                  {rows.map((report) => (
                    <tr key={report.id}>
                      <th scope="row" id={`report-${report.id}`}>
                        <FormattedMessage id="reports.row" values={{ version: format.number(report.version) }} />
                      </th>
                      <td>{format.dateTime(report.createdAt)}</td>
                      <td>{report.createdByName}</td>
                      <td className="num">{size(report.byteSize)}</td>
                      <td>
                        {/* A plain link: the server accepts the token cookie on GET, so the browser downloads the PDF. */}
                        <a className="button button--small" href={report.downloadUrl} download={report.fileName} aria-describedby={`report-${report.id}`}>
                          <FormattedMessage id="reports.download" />
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
