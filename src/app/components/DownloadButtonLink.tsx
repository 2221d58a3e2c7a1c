import type { ReactNode } from 'react';

/** Props of {@link DownloadButtonLink}. */
export interface DownloadButtonLinkProps {
  href: string;
  /** The name the browser saves the file under. */
  fileName: string;
  /** The id of the element that names the row, so "Download" is read with what it downloads. */
  describedBy: string;
  children: ReactNode;
}

/**
 * A table row's "Download" action, styled as a small button. A plain link on purpose: the server
 * accepts the token cookie on GET, so the browser downloads the file itself (no script, no blob).
 */
export function DownloadButtonLink({ href, fileName, describedBy, children }: DownloadButtonLinkProps) {
  return (
    <a className="button button--small" href={href} download={fileName} aria-describedby={describedBy}>
      {children}
    </a>
  );
}
