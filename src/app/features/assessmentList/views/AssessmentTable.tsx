import { useEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountTerms } from '../../../core/i18n/accountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { isRowSelected, selectAllMatching, selectAssessmentList, selectPageSelectionState, selectPickedIds } from '../assessmentListSelectors';
import { pageToggled, rowToggled } from '../assessmentListSlice';
import { STATUS_MESSAGES } from './AssessmentFilters';
import { TableScroller } from '../../../components/TableScroller';

/** The header checkbox: ticked, unticked, or mixed when some rows of the page are picked. */
function PageCheckbox() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const pageState = useAppSelector(selectPageSelectionState);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = pageState === 'some';
  }, [pageState]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="row-check"
      aria-label={intl.formatMessage({ id: 'assessmentList.selectPage' })}
      checked={pageState === 'all'}
      onChange={() => dispatch(pageToggled({ select: pageState !== 'all' }))}
    />
  );
}

/** The page of assessments: a checkbox per row, the examinee, the form, the date, status and examiner. */
export function AssessmentTable({ terms }: { terms: AccountTerms }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  const list = useAppSelector(selectAssessmentList);
  const picked = useAppSelector(selectPickedIds);
  const allMatching = useAppSelector(selectAllMatching);
  return (
    <TableScroller labelledBy="assessment-list-caption">
      <table className="table assessment-table" aria-busy={list.status === 'loading' || undefined}>
        <caption className="visually-hidden" id="assessment-list-caption">
          <FormattedMessage id="assessmentList.caption" />
        </caption>
        {/* Not ColumnHeaders: the first header cell holds the page's checkbox. */}
        <thead>
          <tr>
            <th scope="col" className="col-check">
              <PageCheckbox />
            </th>
            <th scope="col">{terms.examinee}</th>
            <th scope="col">{intl.formatMessage({ id: 'assessmentList.examineeId' }, terms)}</th>
            <th scope="col">{intl.formatMessage({ id: 'assessmentList.form' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'assessmentList.administered' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'assessmentList.status' })}</th>
            <th scope="col">{terms.examiner}</th>
            <th scope="col">{terms.customField1}</th>
            <th scope="col">{intl.formatMessage({ id: 'assessmentList.lastReport' })}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => {
            const selected = isRowSelected(allMatching, picked, row.id);
            const label = `${row.examineeName}, ${row.productCode}, ${format.date(row.administrationDate)}`;
            return (
              <tr key={row.id} className={selected ? "row--selected" : undefined}>
                <td className="col-check">
                  <input
                    type="checkbox"
                    className="row-check"
                    aria-label={intl.formatMessage({ id: 'assessmentList.selectRow' }, { label })}
                    checked={selected}
                    onChange={() => dispatch(rowToggled({ id: row.id, productId: row.productId }))}
                  />
                </td>
                <th scope="row">
                  <Link href={`/examinees/${row.examineeRecordId}`}>{row.examineeName}</Link>
                </th>
                <td>{row.examineeId}</td>
                <td className="nowrap">
                  <Link href={`/assessments/${row.id}`}>{row.productCode}</Link>
                </td>
                <td className="nowrap">{format.date(row.administrationDate)}</td>
                <td className="nowrap">{intl.formatMessage({ id: STATUS_MESSAGES[row.status] })}</td>
                <td>{row.examinerName}</td>
                <td>{row.customField1}</td>
                <td>{row.latestReportAt ? format.dateTime(row.latestReportAt) : <FormattedMessage id="assessmentList.noReport" />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
