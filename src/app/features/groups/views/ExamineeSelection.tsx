import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ColumnHeader } from '../../../components/ColumnHeaders';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeSelection } from '../groupsSelectors';
import { examineePageSelectionSet, examineeSelectionToggled } from '../groupsSlice';

/** The header row of the examinee list with the page's checkbox first (ticked, unticked, or mixed). */
export function SelectableHeader({ pageIds, columns }: { pageIds: number[]; columns: readonly ColumnHeader[] }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const selection = useAppSelector(selectExamineeSelection);
  const ref = useRef<HTMLInputElement>(null);
  const picked = pageIds.filter((id) => selection.includes(id)).length;
  const state = picked === 0 ? 'none' : picked === pageIds.length ? 'all' : 'some';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <thead>
      <tr>
        <th scope="col" className="col-check">
          <input
            ref={ref}
            type="checkbox"
            className="row-check"
            aria-label={intl.formatMessage({ id: 'groups.selectPage' })}
            checked={state === 'all'}
            onChange={() => dispatch(examineePageSelectionSet({ examineeRecordIds: pageIds, select: state !== 'all' }))}
          />
        </th>
        {columns.map((column, index) => {
          const spec = typeof column === 'string' ? { id: column } : column;
          return (
            <th key={index} scope="col">
              {'text' in spec ? spec.text : intl.formatMessage({ id: spec.id }, spec.values)}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A row's checkbox of the examinee list. */
export function SelectCell({ examineeRecordId, name }: { examineeRecordId: number; name: string }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const selected = useAppSelector(selectExamineeSelection).includes(examineeRecordId);
  return (
    <td className="col-check">
      <input
        type="checkbox"
        className="row-check"
        aria-label={intl.formatMessage({ id: 'groups.selectRow' }, { name })}
        checked={selected}
        onChange={() => dispatch(examineeSelectionToggled({ examineeRecordId }))}
      />
    </td>
  );
}
