import { Link } from 'react-aria-components';
import type { AssessmentSummary } from '../../../../contract/types';
import type { AccountLabels } from '../../../../domain/identity';
import { STATUS_LABELS } from '../../assessments/views/statusLabels';

/** The examinee's assessments, newest first, each linking to its page. */
export function AssessmentHistoryTable({ history, labels }: { history: AssessmentSummary[]; labels: AccountLabels }) {
  if (history.length === 0) return <p className="empty">No assessments yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Instrument</th>
            <th scope="col">Administered</th>
            <th scope="col">Status</th>
            <th scope="col">{labels.examiner}</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {history.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={`/assessments/${row.id}`}>{row.productCode}</Link>
              </th>
              <td>{row.administrationDate}</td>
              <td>
                <span className={`status status--${row.status}`}>{STATUS_LABELS[row.status]}</span>
              </td>
              <td>{row.examinerName}</td>
              <td>
                {row.primaryScore ? `${row.primaryScore.raw}${row.primaryScore.band ? ` · ${row.primaryScore.band}` : ''}` : '—'}
                {row.criticalFlags > 0 ? (
                  <span className="badge badge--critical">
                    {row.criticalFlags} critical {row.criticalFlags === 1 ? 'flag' : 'flags'}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
