/**
 * The previous/next links of a paged list on a legacy page (no script: each page is its own
 * address), shown only when there is more than one page.
 */
import type { ReactElement } from 'react';

/** What a pager says, in the page's language. */
export interface PagerText {
  /** The navigation's accessible name ("Pages"). */
  pages: string;
  previous: string;
  next: string;
}

/**
 * @param page the page shown, from 1.
 * @param pages how many pages there are.
 * @param pageAddress the address of page `n` (the list's filters kept).
 */
export function Pager({ page, pages, pageAddress, text }: { page: number; pages: number; pageAddress: (n: number) => string; text: PagerText }): ReactElement | null {
  if (pages <= 1) return null;
  return (
    <nav aria-label={text.pages}>
      {page > 1 ? <a href={pageAddress(page - 1)}>{text.previous}</a> : null}
      {page > 1 && page < pages ? ' · ' : null}
      {page < pages ? <a href={pageAddress(page + 1)}>{text.next}</a> : null}
    </nav>
  );
}
