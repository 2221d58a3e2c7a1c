import type { ReactNode } from 'react';

/** An error the user should notice at once (announced by screen readers). */
export function ErrorNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="notice notice--error" role="alert">
      {title ? <p className="notice__title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}

/** A loading or progress message, announced politely. */
export function LoadingNotice({ children }: { children: ReactNode }) {
  return (
    <p className="notice notice--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
