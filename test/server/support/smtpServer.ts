/**
 * A real SMTP server inside a test (the smtp-server package) that keeps every message it
 * receives, and a reader of the messages (mailparser).
 */
import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the server received it. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  raw: string;
}

/** A running SMTP server. */
export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/** A TCP port nothing listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts an SMTP server on `port` (127.0.0.1) that accepts any message without TLS or sign-in.
 * @param received where messages go; pass the list of a server closed earlier to keep counting.
 */
export async function startSmtpServer(port: number, received: ReceivedMail[] = []): Promise<TestSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A received message read: its headers (names lower-case), plain text and HTML. */
export interface ReadMail {
  headers: Map<string, string>;
  text: string;
  html: string;
}

/** Reads a raw message (MIME, any transfer encoding) with mailparser. */
export async function readMail(raw: string): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const addresses = (value: ParsedMail['to']) => (Array.isArray(value) ? value.map((entry) => entry.text).join(', ') : (value?.text ?? ''));
  const headers = new Map<string, string>([
    ['subject', mail.subject ?? ''],
    ['from', addresses(mail.from)],
    ['to', addresses(mail.to)],
    ['message-id', mail.messageId ?? ''],
  ]);
  return { headers, text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
}

/** The player address of a message's text, and its token (the fragment). */
export function linkOf(mail: ReadMail): { url: string; token: string } {
  const url = /https?:\/\/\S+#[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`The message holds no link:\n${mail.text}`);
  return { url, token: url.slice(url.indexOf('#') + 1) };
}
