/**
 * E-mail to examinees and raters (DESIGN §7): the kinds of message, their delivery states and the
 * placeholders a template may use. Rendering and template rules live here once; the server's
 * mail service and the SPA's template editor both use them.
 */

/** `qosaInvitation`: a remote on-screen administration link; `vppInvitation`: an invitation to a video-proctored session. */
export const EMAIL_KINDS = ['qosaInvitation', 'vppInvitation'] as const;
/** One value of {@link EMAIL_KINDS}. */
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Messages to a user of the platform rather than an examinee, written by the platform (no
 * account template, no link token): `feedbackAnswer`, the back office's answer to feedback the
 * user sent (domain/feedbackInbox.ts); `accountExport`, the download link of the account's data
 * export (issue #18), whose token its delivery issues like a remote link's; `retentionNotice`, the
 * notice to an account's administrator that the account is dormant and will be deleted;
 * `retentionAlert`, an alert to data-retention staff who chose it (domain/retention/retentionAlerts.ts).
 */
export const USER_EMAIL_KINDS = ['feedbackAnswer', 'accountExport', 'retentionNotice', 'retentionAlert'] as const;
/** One value of {@link USER_EMAIL_KINDS}. */
export type UserEmailKind = (typeof USER_EMAIL_KINDS)[number];
/** Every kind a stored message may be: an examinee's ({@link EmailKind}) or a user's ({@link UserEmailKind}). */
export type StoredEmailKind = EmailKind | UserEmailKind;

/** Whether a stored message's kind is an examinee's ({@link EMAIL_KINDS}): such a message carries a link whose token its delivery issues. */
export const isEmailKind = (kind: string): kind is EmailKind => (EMAIL_KINDS as readonly string[]).includes(kind);

/**
 * Delivery states: `queued` (waiting for its first attempt), `sending` (an attempt is talking to
 * the SMTP server or the outbox now), `retrying` (an attempt failed and another is scheduled; the
 * reason is kept), `sent` (the SMTP server or the outbox accepted it), `failed` (every attempt
 * failed, its link closed, or the server stopped while sending; the last reason is kept).
 */
export const EMAIL_STATES = ['queued', 'sending', 'retrying', 'sent', 'failed'] as const;
/** One value of {@link EMAIL_STATES}. */
export type EmailState = (typeof EMAIL_STATES)[number];

/**
 * The placeholders a template of each kind may use, written `{name}` in its text:
 * `examineeName` (the examinee's full name), `recipientName` (who receives the message: the
 * examinee, or the parent or teacher who rates), `link` (the player's address with the token),
 * `expiresAt` (when the link stops working), `examinerName` (who sends), `accountName` (the
 * clinic or school); an invitation to a video-proctored session adds `startsAt` (the
 * appointment) and `videoLink` (the video service's address, or a sentence that it will follow).
 */
export const PLACEHOLDERS = {
  qosaInvitation: ['examineeName', 'recipientName', 'link', 'expiresAt', 'examinerName', 'accountName'],
  vppInvitation: ['examineeName', 'recipientName', 'link', 'expiresAt', 'examinerName', 'accountName', 'startsAt', 'videoLink'],
} as const satisfies Record<EmailKind, readonly string[]>;

/** Any placeholder name. */
export type Placeholder = (typeof PLACEHOLDERS)[EmailKind][number];

/**
 * The placeholders a subject may use. Subjects are read by everyone who sees a mailbox's list
 * (and kept in mail-server logs), so they name who sends and nothing about the examinee or the
 * form: no name, no product, no health information.
 */
export const SUBJECT_PLACEHOLDERS: readonly Placeholder[] = ['accountName', 'examinerName'];

/** Values of placeholders; a placeholder without a value stays in the text as it is. */
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** The placeholder the body must hold: the message exists to carry the link. */
export const LINK_PLACEHOLDER = '{link}';

const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholder names a text uses, in order of first use (`{name}` with a letter first). */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? ''))];
}

/**
 * Fills the placeholders of `template` that have a value in `values`, in one pass (a value that
 * itself looks like a placeholder is not filled again). Placeholders without a value, and any
 * other braces, stay as they are: the server renders `{link}` only when it sends.
 */
export function render(template: string, values: PlaceholderValues): string {
  return template.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? whole : value;
  });
}

/** A template field's problem, as the template editor and the server's 400 name it. */
export interface TemplateError {
  field: 'subject' | 'body';
  message: string;
}

/**
 * What is wrong with a template of `kind`: a placeholder the kind does not have (in the subject
 * or the body), a placeholder other than the account's or the examiner's name in the subject, a
 * body without `{link}`, an empty subject or body. Empty when the template is fine.
 */
export function templateErrors(kind: EmailKind, subject: string, body: string): TemplateError[] {
  const known: readonly string[] = PLACEHOLDERS[kind];
  const errors: TemplateError[] = [];
  const unknown = (text: string) => placeholdersIn(text).filter((name) => !known.includes(name));
  if (subject.trim() === '') errors.push({ field: 'subject', message: 'Enter a subject.' });
  const subjectUnknown = unknown(subject);
  if (subjectUnknown.length > 0) {
    errors.push({ field: 'subject', message: `The subject uses placeholders that do not exist: ${subjectUnknown.map((name) => `{${name}}`).join(', ')}.` });
  }
  const private_ = placeholdersIn(subject).filter((name) => known.includes(name) && !(SUBJECT_PLACEHOLDERS as readonly string[]).includes(name));
  if (private_.length > 0) {
    errors.push({
      field: 'subject',
      message: `A subject may name only the account and the examiner ({accountName}, {examinerName}); it cannot use ${private_.map((name) => `{${name}}`).join(', ')}.`,
    });
  }
  if (body.trim() === '') errors.push({ field: 'body', message: 'Enter the message.' });
  const bodyUnknown = unknown(body);
  if (bodyUnknown.length > 0) {
    errors.push({ field: 'body', message: `The message uses placeholders that do not exist: ${bodyUnknown.map((name) => `{${name}}`).join(', ')}.` });
  }
  if (body.trim() !== '' && !body.includes(LINK_PLACEHOLDER)) errors.push({ field: 'body', message: 'The message must hold {link}, the address the recipient opens.' });
  return errors;
}

/**
 * An instant as a recipient reads it in a message: date and time in the message's language, in
 * `timeZone` (an IANA zone such as `Europe/Berlin`) when it is one `Intl` knows, else in UTC;
 * the zone is always named, since the recipient may live elsewhere.
 * @param iso an ISO 8601 instant.
 * @param language a BCP 47 tag (`de-DE`).
 */
export function formatInstant(iso: string, language: string, timeZone: string | null): string {
  const zone = timeZone !== null && isKnownZone(timeZone) ? timeZone : 'UTC';
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Hours before a video-proctored appointment from which its link opens. */
export const VPP_OPENS_HOURS_BEFORE = 1;
/** Hours after a video-proctored appointment at which its link expires. */
export const VPP_EXPIRES_HOURS_AFTER = 24;

/** When a video-proctored appointment's link opens and expires: an hour before it, a day after it. */
export function vppLinkWindow(startsAt: Date): { opensAt: Date; expiresAt: Date } {
  return {
    opensAt: new Date(startsAt.getTime() - VPP_OPENS_HOURS_BEFORE * 3_600_000),
    expiresAt: new Date(startsAt.getTime() + VPP_EXPIRES_HOURS_AFTER * 3_600_000),
  };
}

/**
 * The attempts a message gets before it is `failed`: the first and `retryLimit` retries.
 * @param attempts the attempts made so far, the last one failed.
 */
export function stateAfterFailure(attempts: number, retryLimit: number): Extract<EmailState, 'retrying' | 'failed'> {
  return attempts <= retryLimit ? 'retrying' : 'failed';
}

/**
 * Minutes after which a message still `sending` is taken for one whose server stopped mid-send.
 * Far above the SMTP timeouts of one attempt (15 s per step), so that no live attempt is taken
 * for a dead one.
 */
export const SENDING_STALE_MINUTES = 5;

/**
 * The instant before which a message that went `sending` is stale at `now`: its attempt has run
 * longer than {@link SENDING_STALE_MINUTES}.
 */
export function staleSendingCutoff(now: Date): Date {
  return new Date(now.getTime() - SENDING_STALE_MINUTES * 60_000);
}

/** Characters HTML gives meaning to, and their escapes. */
const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text with every HTML-significant character escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * The HTML alternative of a plain-text body: everything escaped, paragraphs at blank lines, line
 * breaks kept, and `{link}` (still unrendered) made a link to `url`.
 * @param url the link's address; null for a message that carries no link (a user's message,
 *   {@link USER_EMAIL_KINDS}), whose text is shown as written, a `{link}` in it included.
 * @param language the message's BCP 47 tag, so that screen readers read it in its language.
 */
export function bodyHtml(body: string, url: string | null, language: string): string {
  const anchor = url === null ? LINK_PLACEHOLDER : `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).split(LINK_PLACEHOLDER).join(anchor).replace(/\n/g, '<br>\n')}</p>`);
  return `<!DOCTYPE html>\n<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"></head><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
}
