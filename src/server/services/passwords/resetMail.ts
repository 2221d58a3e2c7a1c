/** The password-reset message in its recipient's language, and sending it after the request has answered. */
import { LINK_PLACEHOLDER } from '../../../domain/email';
import { DEFAULT_LOCALE, type Locale, localeForLanguage } from '../../../domain/locale';
import { composeMail } from '../../mail/composeMail';
import type { MailTransport } from '../../mail/mailTransport';
import { RESET_TOKEN_MINUTES, type ResetMailing } from './passwordReset';
import { RESET_MAIL_TEXT } from './resetMailText';

/** The subject of the message in US English: it names the platform only. */
export const RESET_MAIL_SUBJECT = RESET_MAIL_TEXT[DEFAULT_LOCALE].subject;

/** The body in `locale`, with `{link}` where the reset address goes. */
const body = (locale: Locale, userName: string): string => RESET_MAIL_TEXT[locale].paragraphs(userName, RESET_TOKEN_MINUTES, LINK_PLACEHOLDER).join('\n\n');

/**
 * The language of a user's reset message: the one they chose in the platform, else the one the
 * request page was read in (the person asking is most likely that user).
 */
export const resetMailLocale = (mailing: ResetMailing, pageLocale: Locale): Locale =>
  mailing.languageCode ? localeForLanguage(mailing.languageCode) : pageLocale;

/**
 * The address of the reset page with a token: `?token=` so that the page works without script;
 * the page itself moves the token into a form that posts it and sends no Referer. `lang` opens the
 * page in the message's language.
 */
export const resetLink = (publicBaseUrl: string, resetPath: string, token: string, locale: Locale = DEFAULT_LOCALE): string =>
  `${publicBaseUrl}${resetPath}?token=${encodeURIComponent(token)}&lang=${locale}`;

/**
 * Sends the reset messages one after the other, each in its recipient's language (see {@link resetMailLocale}); a failure is reported to `onError` and does not
 * stop the others (the page the person saw answered the same whatever happens here).
 */
export async function sendResetMail(
  transport: MailTransport,
  mailings: readonly ResetMailing[],
  linkOf: (token: string, locale: Locale) => string,
  onError: (error: unknown, userId: number) => void,
  pageLocale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  for (const mailing of mailings) {
    const locale = resetMailLocale(mailing, pageLocale);
    try {
      await transport.send(
        composeMail(
          { recipientAddress: mailing.address, recipientName: mailing.name, locale, subject: RESET_MAIL_TEXT[locale].subject, body: body(locale, mailing.userName) },
          linkOf(mailing.token, locale),
        ),
      );
    } catch (error) {
      onError(error, mailing.userId);
    }
  }
}
