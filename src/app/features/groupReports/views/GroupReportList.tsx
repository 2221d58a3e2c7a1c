import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DownloadButtonLink } from '../../../components/DownloadButtonLink';
import { ListLoadStates } from '../../../components/ListLoadStates';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectCreatedGroupReport, selectGroupReportList, selectGroupReportRows } from '../groupReportsSelectors';
import { groupListRequested } from '../groupReportsSlice';
import { TableScroller } from '../../../components/TableScroller';

/** The account's group reports, newest first, each with its download link; the one just made is announced. */
export function GroupReportList() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  const list = useAppSelector(selectGroupReportList);
  const rows = useAppSelector(selectGroupReportRows);
  const created = useAppSelector(selectCreatedGroupReport);
  const createdLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    dispatch(groupListRequested());
  }, [dispatch]);
  // The form that made the report has closed: focus goes to the new report's link, so it is not lost.
  const createdId = created?.id ?? null;
  useEffect(() => {
    if (createdId !== null) createdLink.current?.focus();
  }, [createdId]);
  return (
    <section className="panel" aria-labelledby="group-reports-heading">
      <h2 id="group-reports-heading">
        <FormattedMessage id="groupReport.listTitle" />
      </h2>
      <div role="status">
        {created ? (
          <p className="notice notice--success">
            <FormattedMessage id="groupReport.made" values={{ title: created.title }} />{' '}
            <a ref={createdLink} href={created.downloadUrl} download={created.fileName}>
              <FormattedMessage id="groupReport.downloadNamed" values={{ title: created.title }} />
            </a>
          </p>
        ) : null}
      </div>
      <ListLoadStates
        status={list.status}
        error={list.error}
        rowCount={rows.length}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        emptyText={intl.formatMessage({ id: 'groupReport.none' })}
      />
      {rows.length > 0 ? (
        <TableScroller labelledBy="group-reports-heading">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'groupReport.col.title' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'groupReport.col.form' })}</th>
                <th scope="col" className="num">
                  {intl.formatMessage({ id: 'groupReport.col.assessments' })}
                </th>
                <th scope="col">{intl.formatMessage({ id: 'groupReport.col.created' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'groupReport.col.by' })}</th>
                <th scope="col">
                  <span className="visually-hidden">{intl.formatMessage({ id: 'groupReport.col.file' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((report) => (
                <tr key={report.id}>
                  <th scope="row" id={`group-report-${report.id}`}>
                    {report.title}
                  </th>
                  <td>{report.productCode}</td>
                  <td className="num">{format.number(report.assessmentCount)}</td>
                  <td>{format.dateTime(report.createdAt)}</td>
                  <td>{report.createdByName}</td>
                  <td>
                    <DownloadButtonLink href={report.downloadUrl} fileName={report.fileName} describedBy={`group-report-${report.id}`}>
                      <FormattedMessage id="groupReport.download" />
                    </DownloadButtonLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}
