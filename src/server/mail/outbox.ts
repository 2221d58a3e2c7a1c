/**
 * The local outbox: without an SMTP server every message is written as an .eml file (RFC 5322,
 * what a mail program opens) under one directory, named by the time it was written so that a
 * directory listing sorts oldest first.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailTransport';

/**
 * The file name of a message written at `at`: `20261122T155200123Z-<message id>.eml` (UTC,
 * milliseconds; the Message-ID keeps two messages of one millisecond apart).
 */
export function outboxFileName(at: Date, messageId: string): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  const id = messageId.replace(/[^A-Za-z0-9@._-]/g, '');
  return `${stamp}-${id}.eml`;
}

/** A transport that writes each message into `directory` (created when missing). */
export function outboxTransport(directory: string, from: string, clock: () => Date): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(mail);
      if (!Buffer.isBuffer(info.message)) throw new Error('The outbox transport answered a stream instead of the message.');
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, outboxFileName(clock(), info.messageId)), info.message, { flag: 'wx' });
      return { messageId: info.messageId };
    },
  };
}
