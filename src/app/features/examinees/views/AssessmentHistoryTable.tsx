import { Button, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssessmentSummary } from '../../../../contract/types';
import type { AccountTerms } from '../../../core/i18n/accountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { HeadlineScores } from './HeadlineScores';
import { STATUS_MESSAGES } from '../../assessments/views/statusLabels';
import { PERMISSIONS } from '../../../../domain/permissions';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAppDispatch } from '../../../hooks';
import { examineeDialogOpened } from '../examineeEditsSlice';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';

/** The examinee's assessments, newest first, each linking to its page. */
export function AssessmentHistoryTable({ history, terms }: { history: AssessmentSummary[]; terms: AccountTerms }) {
  const intl = useIntl();
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const canCopy = useAuthority(PERMISSIONS.ASSESSMENT_EDIT);
  const canDelete = useAuthority(PERMISSIONS.ASSESSMENT_DELETE);
  if (history.length === 0)
    return (
      <p className="empty">
        <FormattedMessage id="history.none" />
      </p>
    );
  return (
    <TableScroller labelledBy="history-heading">
      <table className="table">
        <ColumnHeaders
          columns={['history.instrument', 'history.administered', 'history.status', { text: terms.examiner }, 'history.score', (canCopy || canDelete) && 'history.actions']}
        />
        <tbody>
          {history.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={`/assessments/${row.id}`}>{row.productCode}</Link>
              </th>
              <td>{format.date(row.administrationDate)}</td>
              <td>
                <span className={`status status--${row.status}`}>{intl.formatMessage({ id: STATUS_MESSAGES[row.status] })}</span>
              </td>
              <td>{row.examinerName}</td>
              <td>
                {row.headlineScores.length === 0 ? (
                  '—'
                ) : (
                  <HeadlineScores scores={row.headlineScores} format={format} />
                )}
                {row.criticalFlags > 0 ? (
                  <span className="badge badge--critical">
                    <FormattedMessage id="history.criticalFlags" values={{ count: row.criticalFlags, countText: format.number(row.criticalFlags) }} />
                  </span>
                ) : null}
              </td>
              {canCopy || canDelete ? (
                <td className="table__actions">
                  {canCopy ? (
                    <Button
                      className="button button--quiet"
                      aria-label={intl.formatMessage({ id: 'history.copyOf' }, { label: `${row.productCode} ${format.date(row.administrationDate)}` })}
                      onPress={() => dispatch(examineeDialogOpened({ kind: 'cloneAssessment', assessmentId: row.id, label: `${row.productCode} ${format.date(row.administrationDate)}` }))}
                    >
                      <FormattedMessage id="history.copy" />
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button
                      className="button button--quiet"
                      aria-label={intl.formatMessage({ id: 'history.deleteOf' }, { label: `${row.productCode} ${format.date(row.administrationDate)}` })}
                      onPress={() => dispatch(examineeDialogOpened({ kind: 'deleteAssessment', assessmentId: row.id, label: `${row.productCode} ${format.date(row.administrationDate)}` }))}
                    >
                      <FormattedMessage id="common.delete" />
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
