import { Button } from 'react-aria-components';
import { PERMISSIONS } from '../../../../domain/permissions';
import { formatBytes, formatDateTime } from '../../../components/format';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectGenerateState, selectReportHistoryLoad, selectReportRows } from '../reportsSelectors';
import { generateRequested } from '../reportsSlice';

/** "Generate score report" (scored assessments only) and the report history with download links. */
export function ReportsPanel({ assessmentId, scored }: { assessmentId: number; scored: boolean }) {
  const dispatch = useAppDispatch();
  const canGenerate = useAuthority(PERMISSIONS.REPORT_GENERATE);
  const canView = useAuthority(PERMISSIONS.REPORT_VIEW);
  const generate = useAppSelector(selectGenerateState);
  const history = useAppSelector(selectReportHistoryLoad);
  const rows = useAppSelector(selectReportRows);
  if (!canView && !canGenerate) return null;
  return (
    <div className="reports">
      {canGenerate && scored ? (
        <div className="reports__generate">
          <Button className="button button--primary" isDisabled={generate.status === 'loading'} onPress={() => dispatch(generateRequested({ assessmentId }))}>
            Generate score report
          </Button>
          <span role="status">{generate.status === 'loading' ? 'Generating the report…' : ''}</span>
          {generate.status === 'failed' && generate.error ? <ErrorNotice title="The report was not generated.">{generate.error.message}</ErrorNotice> : null}
        </div>
      ) : null}
      {canView ? (
        <section className="panel" aria-labelledby="report-history-heading">
          <h2 id="report-history-heading">Report history</h2>
          {history.status === 'loading' && rows.length === 0 ? <LoadingNotice>Loading reports…</LoadingNotice> : null}
          {history.status === 'failed' && history.error ? <ErrorNotice>{history.error.message}</ErrorNotice> : null}
          {history.status === 'succeeded' && rows.length === 0 ? (
            <p className="empty">{scored ? 'No reports yet.' : 'Reports can be generated once the assessment is scored.'}</p>
          ) : null}
          {rows.length > 0 ? (
            <div className="table-wrap">
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">Version</th>
                    <th scope="col">Created</th>
                    <th scope="col">By</th>
                    <th scope="col" className="num">
                      Size
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">File</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((report) => (
                    <tr key={report.id}>
                      <th scope="row" id={`report-${report.id}`}>
                        Score report, version {report.version}
                      </th>
                      <td>{formatDateTime(report.createdAt)}</td>
                      <td>{report.createdByName}</td>
                      <td className="num">{formatBytes(report.byteSize)}</td>
                      <td>
                        {/* A plain link: the server accepts the token cookie on GET, so the browser downloads the PDF. */}
                        <a className="button button--small" href={report.downloadUrl} download={report.fileName} aria-describedby={`report-${report.id}`}>
                          Download
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
