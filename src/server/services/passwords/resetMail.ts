/** The password-reset message, and sending it after the request has answered. */
import { LINK_PLACEHOLDER } from '../../../domain/email';
import { composeMail } from '../../mail/composeMail';
import type { MailTransport } from '../../mail/mailTransport';
import { RESET_TOKEN_MINUTES, type ResetMailing } from './passwordReset';

/** The subject of the message: it names the platform only. */
export const RESET_MAIL_SUBJECT = 'Reset your Q-global password';

/** The body, with `{link}` where the reset address goes. Legacy pages are in English, and so is this. */
const body = (userName: string): string =>
  [
    'Hello,',
    `Someone (we hope you) asked to reset the password of the Q-global user "${userName}".`,
    `To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes. It works once:\n${LINK_PLACEHOLDER}`,
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ].join('\n\n');

/**
 * The address of the reset page with a token: `?token=` so that the page works without script;
 * the page itself moves the token into a form that posts it and sends no Referer.
 */
export const resetLink = (publicBaseUrl: string, resetPath: string, token: string): string => `${publicBaseUrl}${resetPath}?token=${encodeURIComponent(token)}`;

/**
 * Sends the reset messages one after the other; a failure is reported to `onError` and does not
 * stop the others (the page the person saw answered the same whatever happens here).
 */
export async function sendResetMail(
  transport: MailTransport,
  mailings: readonly ResetMailing[],
  linkOf: (token: string) => string,
  onError: (error: unknown, userId: number) => void,
): Promise<void> {
  for (const mailing of mailings) {
    try {
      await transport.send(
        composeMail({ recipientAddress: mailing.address, recipientName: mailing.name, locale: 'en_us', subject: RESET_MAIL_SUBJECT, body: body(mailing.userName) }, linkOf(mailing.token)),
      );
    } catch (error) {
      onError(error, mailing.userId);
    }
  }
}
