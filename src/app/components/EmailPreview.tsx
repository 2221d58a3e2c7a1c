import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Props of {@link EmailPreview}. */
export interface EmailPreviewProps {
  /** The id its heading gets (the section is labelled by it). */
  id: string;
  heading: ReactNode;
  /** A line under the heading (what the preview shows), if any. */
  help?: ReactNode;
  subject: string;
  body: string;
  /** The heading's level where the preview sits (h3 in a page section, h4 in a panel's form). */
  level?: 3 | 4;
}

/** A rendered e-mail as the recipient reads it: the subject, then the plain-text body with its line breaks. */
export function EmailPreview({ id, heading, help, subject, body, level = 4 }: EmailPreviewProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="email-preview" aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {help ? <p className="muted">{help}</p> : null}
      <p>
        <strong>
          <FormattedMessage id="remote.previewSubject" />
        </strong>{' '}
        {subject}
      </p>
      <pre className="email-preview__body">{body}</pre>
    </section>
  );
}
