import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { push } from 'redux-first-history';
import { useAppDispatch } from '../../hooks';

/**
 * A link of the always-shown layout (the header, the unknown route's page) to a route of the SPA:
 * a plain `<a>` whose click navigates by dispatching `push` (STYLE 10), as react-aria's links
 * do through the app's RouterProvider. A click the browser should handle itself (another button,
 * a modifier key for a new tab or window, a download or another target) is left to it. Plain so
 * that the first scripts do not carry react-aria's press and hover machinery for a few links;
 * the screens' own links stay react-aria's.
 */
export function ShellLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const dispatch = useAppDispatch();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((props.target && props.target !== '_self') || props.download !== undefined) return;
    event.preventDefault();
    dispatch(push(href));
  };
  return <a href={href} onClick={navigate} {...props} />;
}
