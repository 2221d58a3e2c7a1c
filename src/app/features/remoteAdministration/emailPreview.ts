/**
 * The preview of a message before it is sent: the account's template for the kind and language,
 * rendered with the domain's own placeholder rules (the server renders the same way), with a
 * stand-in where the link goes: the address exists only once the message is sent.
 */
import type { EmailTemplate } from '../../../contract/services/email';
import { type EmailKind, formatInstant, type PlaceholderValues, render } from '../../../domain/email';
import { isIsoDate } from '../../../domain/dates';
import { bcp47, type Locale } from '../../../domain/locale';
import { linkExpiryFrom } from '../../../domain/remoteLink';

/** A rendered subject and body. */
export interface EmailPreview {
  subject: string;
  body: string;
}

/** The template of `kind` in `locale`, else its US English one (the server falls back the same way). */
export function templateFor(templates: readonly EmailTemplate[], kind: EmailKind, locale: Locale): EmailTemplate | null {
  return templates.find((template) => template.kind === kind && template.locale === locale) ?? templates.find((template) => template.kind === kind && template.locale === 'en_us') ?? null;
}

/**
 * The expiry a link sent on `today` for `days` days shows, as the message writes it: the server
 * sets it by the same rule (`linkExpiry`: the end of the last day in the sender's time zone), so
 * the preview and the message agree.
 * @param today `YYYY-MM-DD` in `timeZone`, the sender's IANA zone.
 */
export function previewExpiry(today: string, days: number, locale: Locale, timeZone: string): string {
  if (!isIsoDate(today) || !Number.isInteger(days)) return '';
  return formatInstant(linkExpiryFrom(today, days, timeZone), bcp47(locale), timeZone);
}

/** Renders a template with the values of the message; `values.link` is the stand-in for the address. */
export function renderPreview(template: EmailTemplate, values: PlaceholderValues): EmailPreview {
  return { subject: render(template.subject, values), body: render(template.body, values) };
}
