/**
 * The error summary of the resource library's pages: the shared one's markup with its heading in
 * the user's language (the shared ErrorSummary of formParts.tsx has its heading in US English only).
 */
import type { ReactElement } from 'react';
import type { FieldError } from '../formParts';

/** The list of a post's errors under `title`; a field's message links to the field, an expired form's names none. */
export function ResourceErrorSummary({ title, fields }: { title: string; fields: readonly FieldError[] }): ReactElement {
  return (
    <div className="error" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {fields.map((error) => (
          <li key={`${error.field}:${error.message}`}>{error.field === '' || error.field === 'formToken' ? error.message : <a href={`#${error.field}`}>{error.message}</a>}</li>
        ))}
      </ul>
    </div>
  );
}
