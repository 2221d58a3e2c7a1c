import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Examinee } from '../../../../domain/examinee';
import type { AccountTerms } from '../../../core/i18n/accountTerms';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { SEX_MESSAGES } from './sexLabels';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { SelectableHeader, SelectCell } from '../../groups/views/ExamineeSelection';

/** One row of the list. */
type Row = Examinee & { displayName: string };

/**
 * The table of a page of examinees; names link to their pages. With `selectable`, each row has a
 * checkbox for "Add to group" (the groups feature's selection).
 */
export function ExamineeTable({ rows, terms, busy, selectable = false }: { rows: Row[]; terms: AccountTerms; busy: boolean; selectable?: boolean }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="examinee-list-heading">
      <table className="table" aria-busy={busy || undefined}>
        {selectable ? (
          <SelectableHeader
            pageIds={rows.map((row) => row.id)}
            columns={['examinees.name', { id: 'examinee.id', values: terms }, 'examinee.birthDate', 'examinee.sex', 'examinees.lastUpdated']}
          />
        ) : (
          <ColumnHeaders columns={['examinees.name', { id: 'examinee.id', values: terms }, 'examinee.birthDate', 'examinee.sex', 'examinees.lastUpdated']} />
        )}
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {selectable ? <SelectCell examineeRecordId={row.id} name={row.displayName} /> : null}
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
