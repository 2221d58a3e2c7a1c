/** A stored message made ready to send: the link put in place of `{link}`, plain text and HTML. */
import { bodyHtml, LINK_PLACEHOLDER } from '../../domain/email';
import { bcp47, type Locale } from '../../domain/locale';
import type { OutgoingMail } from './mailTransport';

/** What a stored message holds: its body still has `{link}`. */
export interface StoredMail {
  recipientAddress: string;
  recipientName: string;
  locale: Locale;
  subject: string;
  body: string;
}

/**
 * The message with `url` as its link, in plain text and in HTML (everything escaped); `url` null
 * for a message that carries no link, whose body goes as written.
 */
export function composeMail(message: StoredMail, url: string | null): OutgoingMail {
  return {
    to: { name: message.recipientName, address: message.recipientAddress },
    subject: message.subject,
    text: url === null ? message.body : message.body.split(LINK_PLACEHOLDER).join(url),
    html: bodyHtml(message.body, url, bcp47(message.locale)),
  };
}
