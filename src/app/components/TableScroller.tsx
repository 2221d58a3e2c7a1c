import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';

/**
 * The container of a data table. A table wider than the screen (a phone, a zoomed window) scrolls
 * sideways inside it while the page does not (WCAG 1.4.10 allows data tables to scroll in two
 * dimensions); as a named region in the tab order it can be scrolled with the arrow keys even
 * when the table holds no link or button. Its name is the heading of the table's section followed
 * by "Scrollable table", so that a page with several tables has regions a screen reader can tell apart.
 * @param labelledBy the id of the heading (or caption) that names the table.
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const intl = useIntl();
  const hint = useId();
  return (
    <div className="table-wrap" role="region" aria-labelledby={`${labelledBy} ${hint}`} tabIndex={0}>
      <span id={hint} hidden>
        {intl.formatMessage({ id: 'layout.scrollableTable' })}
      </span>
      {children}
    </div>
  );
}
