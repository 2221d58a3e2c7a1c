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
 * Delivery states: `queued` (waiting for its first attempt), `retrying` (an attempt failed and
 * another is scheduled; the reason is kept), `sent` (the SMTP server or the outbox accepted it),
 * `failed` (every attempt failed; the last reason is kept).
 */
export const EMAIL_STATES = ['queued', 'retrying', 'sent', 'failed'] as const;
/** One value of {@link EMAIL_STATES}. */
export type EmailState = (typeof EMAIL_STATES)[number];
