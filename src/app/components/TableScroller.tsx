import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * The container of a data table. A table wider than the screen (a phone, a zoomed window) scrolls
 * sideways inside it while the page does not (WCAG 1.4.10 allows data tables to scroll in two
 * dimensions); as a named region in the tab order it can be scrolled with the arrow keys even
 * when the table holds no link or button.
 */
export function TableScroller({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="table-wrap" role="region" aria-label={intl.formatMessage({ id: 'layout.scrollableTable' })} tabIndex={0}>
      {children}
    </div>
  );
}
