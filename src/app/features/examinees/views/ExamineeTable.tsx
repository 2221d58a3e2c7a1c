import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Examinee } from '../../../../domain/examinee';
import type { AccountTerms } from '../../../core/i18n/accountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { SEX_MESSAGES } from './sexLabels';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';

/** One row of the list. */
type Row = Examinee & { displayName: string };

/** The table of a page of examinees; names link to their pages. */
export function ExamineeTable({ rows, terms, busy }: { rows: Row[]; terms: AccountTerms; busy: boolean }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="examinee-list-heading">
      <table className="table" aria-busy={busy || undefined}>
        <ColumnHeaders columns={['examinees.name', { id: 'examinee.id', values: terms }, 'examinee.birthDate', 'examinee.sex', 'examinees.lastUpdated']} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={`/examinees/${row.id}`}>{row.displayName}</Link>
              </th>
              <td>{row.examineeId}</td>
              <td>{row.birthDate === null ? intl.formatMessage({ id: 'examinee.birthDateMissing' }) : format.date(row.birthDate)}</td>
              <td>{intl.formatMessage({ id: SEX_MESSAGES[row.sex] })}</td>
              <td>{format.dateTime(row.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
