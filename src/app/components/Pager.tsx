import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

/**
 * The previous/next navigation under a paged list, with its status ("Page 2 of 5 · 83 examinees")
 * read out when it changes. The buttons are off at the ends and while a page loads.
 * @param page the page shown (1-based); `pageCount` pages in all.
 * @param onPage asked for another page's number.
 */
export function Pager({ label, status, page, pageCount, busy = false, onPage }: { label: string; status: ReactNode; page: number; pageCount: number; busy?: boolean; onPage: (page: number) => void }) {
  return (
    <nav className="pager" aria-label={label}>
      <Button className="button" isDisabled={page <= 1 || busy} onPress={() => onPage(page - 1)}>
        <FormattedMessage id="common.previous" />
      </Button>
      <p className="pager__status" aria-live="polite">
        {status}
      </p>
      <Button className="button" isDisabled={page >= pageCount || busy} onPress={() => onPage(page + 1)}>
        <FormattedMessage id="common.next" />
      </Button>
    </nav>
  );
}
