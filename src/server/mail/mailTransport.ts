/**
 * Where e-mail goes (DESIGN §7): a real SMTP server when SMTP_URL is set, otherwise the local
 * outbox (one .eml file per message under DATA_DIR/outbox). Both go through nodemailer, so the
 * outbox holds exactly the bytes an SMTP server would have received.
 */
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import { outboxTransport } from './outbox';

/** A message ready to send: the body's link already in place. */
export interface OutgoingMail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

/** What the SMTP server (or the outbox) answered for an accepted message. */
export interface MailReceipt {
  /** The Message-ID header of the message. */
  messageId: string;
}

/** Sends mail. */
export interface MailTransport {
  /**
   * Sends one message.
   * @throws Error when the server cannot be reached or refuses the message (the message is the reason).
   */
  send(mail: OutgoingMail): Promise<MailReceipt>;
}

/**
 * How long to wait for an SMTP server at each step before an attempt counts as failed, in
 * milliseconds. Delivery holds no transaction meanwhile, but the message stays `sending` and its
 * worker busy; a slow server is retried later instead. Start-up takes a message `sending` for
 * minutes (SENDING_STALE_MINUTES) for a dead attempt, so this stays far below that.
 */
const SMTP_TIMEOUT_MS = 15_000;

/** A transport to the SMTP server of `smtpUrl` (`smtp://user:password@host:587`, `smtps://...`). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS },
    { from },
  );
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId };
    },
  };
}

/**
 * The transport the settings name: SMTP when `smtpUrl` is set, else the outbox directory.
 * @param clock names outbox files by time.
 */
export function createMailTransport(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'outboxDir'>, clock: () => Date): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(config.outboxDir, config.mailFrom, clock);
}
