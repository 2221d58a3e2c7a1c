import { Link } from 'react-aria-components';
import type { Examinee } from '../../../../domain/examinee';
import type { AccountLabels } from '../../../../domain/identity';
import { formatDateTime } from '../../../components/format';
import { SEX_LABELS } from './sexLabels';

/** One row of the list. */
type Row = Examinee & { displayName: string };

/** The table of a page of examinees; names link to their pages. */
export function ExamineeTable({ rows, labels, busy }: { rows: Row[]; labels: AccountLabels; busy: boolean }) {
  return (
    <div className="table-wrap">
      <table className="table" aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{labels.examinee} ID</th>
            <th scope="col">Date of birth</th>
            <th scope="col">Sex</th>
            <th scope="col">Last updated</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={`/examinees/${row.id}`}>{row.displayName}</Link>
              </th>
              <td>{row.examineeId}</td>
              <td>{row.birthDate}</td>
              <td>{SEX_LABELS[row.sex]}</td>
              <td>{formatDateTime(row.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
