import { useIntl } from 'react-intl';
import type { MessageId } from '../core/i18n/messageId';

/**
 * One column header: a message id, or a message with arguments, or text already in the user's
 * words (an account label). `numeric` right-aligns it over a column of numbers; `hidden` keeps
 * it for screen readers only (a column of buttons).
 */
export type ColumnHeader =
  | MessageId
  | { id: MessageId; values?: Record<string, string>; numeric?: boolean; hidden?: boolean }
  | { text: string; numeric?: boolean };

/** The header row of a data table; `false` and `null` entries are columns not shown. */
export function ColumnHeaders({ columns }: { columns: ReadonlyArray<ColumnHeader | false | null> }) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          if (column === false || column === null) return null;
          const spec = typeof column === 'string' ? { id: column } : column;
          const label = 'text' in spec ? spec.text : intl.formatMessage({ id: spec.id }, spec.values);
          return (
            <th key={index} scope="col" className={spec.numeric ? 'num' : undefined}>
              {'hidden' in spec && spec.hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
