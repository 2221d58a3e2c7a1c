/**
 * Live sessions for the live socket tests, made straight in the database (the session operations
 * are another part's): a live session of an examinee with assessments, a `live` link with its
 * examinee participant and its live cookie, and `ws` clients of both sockets against a listening app.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, max } from 'drizzle-orm';
import WebSocket from 'ws';
import { cookieName, LIVE_COOKIE, OAUTH_TOKEN_COOKIE } from '../../../src/contract/cookies';
import type { LiveClientMessage, LiveServerMessage } from '../../../src/domain/live/liveProtocol';
import type { LiveEventBody } from '../../../src/domain/live/liveEvents';
import { createHash, randomBytes } from 'node:crypto';
import { contextOfApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { repositories } from '../../../src/server/db/repositories';
import { administrationSessions, assessments, examinees, liveSessionParticipants, productVersions, remoteLinks, users } from '../../../src/server/db/schema';
import { liveCookie } from '../../../src/server/services/liveSessions/liveCookie';
import type { TestSession } from './session';

/** A live session made for a test. */
export interface LiveWorld {
  accountId: number;
  sessionId: number;
  examinerId: number;
  examineeRecordId: number;
  /** Assessment ids by product id. */
  assessments: Record<string, number>;
  linkId: number;
  /** The examinee's live cookie value. */
  cookie: string;
  participantId: number;
}

/** What {@link makeLiveWorld} makes. */
export interface LiveWorldOptions {
  examinerUserName?: string;
  products?: string[];
  /** Append `session.started` (the session operations' launch). Default true. */
  started?: boolean;
  linkStartsAt?: Date;
  linkExpiresAt?: Date;
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error('No row.');
  return row;
}

/**
 * The live cookie of a link, as prosa.liveOpen sets it: signed with the app's cookie key, or with
 * `key` itself (a server in another process, whose keys come from a known JWT_SECRET).
 */
export function liveCookieValue(app: FastifyInstance | Buffer, link: { id: number; tokenHash: string; expiresAt: Date }, now: Date): string {
  const key = Buffer.isBuffer(app) ? app : contextOfApp(app)?.keys.cookie;
  if (!key) throw new Error('Not an app of buildApp.');
  let value = '';
  const reply = { setCookie: (_name: string, cookie: string) => (value = cookie) } as unknown as FastifyReply;
  liveCookie.set({ servedOverHttps: false } as FastifyRequest, reply, key, link, now);
  return value;
}

/** Makes a live session in the examiner's account (see {@link LiveWorldOptions}); `app` as {@link liveCookieValue}'s. */
export async function makeLiveWorld(app: FastifyInstance | Buffer, db: Db, now: Date, options: LiveWorldOptions = {}): Promise<LiveWorld> {
  const examiner = await one(db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.username, options.examinerUserName ?? 'examiner')));
  const examinee = await one(
    db
      .insert(examinees)
      .values({ accountId: examiner.accountId, examineeId: `LIVE-${randomBytes(4).toString('hex')}`, firstName: 'Ava', lastName: 'Live', birthDate: '2015-04-02', sex: 'female', createdBy: examiner.id })
      .returning({ id: examinees.id }),
  );
  const session = await one(
    db
      .insert(administrationSessions)
      .values({
        accountId: examiner.accountId,
        examineeRecordId: examinee.id,
        delivery: 'live',
        status: options.started === false ? 'scheduled' : 'inProgress',
        scheduledAt: now,
        durationMinutes: 45,
        locale: 'en_us',
        examinerId: examiner.id,
        videoMode: 'builtIn',
        createdBy: examiner.id,
      })
      .returning({ id: administrationSessions.id }),
  );
  const ids: Record<string, number> = {};
  for (const productId of options.products ?? ['phq9', 'orf']) {
    const version = await one(db.select({ version: max(productVersions.version) }).from(productVersions).where(eq(productVersions.productId, productId)));
    if (version.version === null) throw new Error(`No product ${productId}.`);
    const row = await one(
      db
        .insert(assessments)
        .values({ accountId: examiner.accountId, examineeRecordId: examinee.id, productId, productVersion: version.version, administrationDate: '2026-11-26', examinerId: examiner.id, status: 'draft', responses: {}, administration: productId === 'orf' ? { grade: 1, season: 'spring' } : {}, sessionId: session.id, createdBy: examiner.id })
        .returning({ id: assessments.id }),
    );
    ids[productId] = row.id;
  }
  const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  const expiresAt = options.linkExpiresAt ?? new Date(now.getTime() + 24 * 3_600_000);
  const link = await one(
    db
      .insert(remoteLinks)
      .values({ accountId: examiner.accountId, sessionId: session.id, kind: 'live', tokenHash, respondent: 'examinee', locale: 'en_us', state: 'opened', startsAt: options.linkStartsAt ?? new Date(now.getTime() - 60_000), expiresAt, createdBy: examiner.id })
      .returning({ id: remoteLinks.id }),
  );
  const participant = await one(
    db.insert(liveSessionParticipants).values({ accountId: examiner.accountId, sessionId: session.id, role: 'examinee', remoteLinkId: link.id, name: 'Ava' }).returning({ id: liveSessionParticipants.id }),
  );
  if (options.started !== false) await appendAs(db, examiner.accountId, session.id, [{ type: 'session.started' }], now);
  return {
    accountId: examiner.accountId,
    sessionId: session.id,
    examinerId: examiner.id,
    examineeRecordId: examinee.id,
    assessments: ids,
    linkId: link.id,
    cookie: liveCookieValue(app, { id: link.id, tokenHash, expiresAt }, now),
    participantId: participant.id,
  };
}

/** Appends events as the session operations do (in a transaction, notified on commit). */
export async function appendAs(db: Db, accountId: number, sessionId: number, bodies: LiveEventBody[], now: Date): Promise<void> {
  await db.transaction((tx) => repositories(tx, { accountId, userId: null }).liveEvents.append(sessionId, bodies, 'system', null, now).then(() => undefined));
}

/** A `ws` client that keeps every message it receives and waits for the ones a test expects. */
export interface LiveClient {
  socket: WebSocket;
  received: LiveServerMessage[];
  send(message: LiveClientMessage | string): void;
  /** The first received message (from `from` on) that matches; waits for it. */
  next<T extends LiveServerMessage>(match: (message: LiveServerMessage) => message is T, from?: number): Promise<T>;
  /** The close code, once closed. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** Opens a socket with these headers. */
export function openLive(url: string, headers: Record<string, string>): LiveClient {
  const socket = new WebSocket(url, { headers });
  const received: LiveServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as LiveServerMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  return {
    socket,
    received,
    send(message) {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
      else socket.once('open', () => socket.send(text));
    },
    next<T extends LiveServerMessage>(match: (message: LiveServerMessage) => message is T, from = 0): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const look = (): void => {
          const found = received.slice(from).find(match);
          if (found) return resolve(found);
          if (socket.readyState === WebSocket.CLOSED) return reject(new Error(`Closed before the message came; received ${JSON.stringify(received.map((m) => m.type))}`));
          waiters.push(look);
          return undefined;
        };
        void closed.then(() => waiters.push(look) && waiters.splice(0).forEach((wake) => wake()));
        look();
      });
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
}

/** The examiner's socket URL and headers of a signed-in browser. */
export function examinerSocket(base: string, sessionId: number | string, session: TestSession, origin = base.replace(/^ws/, 'http')): LiveClient {
  return openLive(`${base}/qg-services/prosa-facade/sessions/${sessionId}/socket`, { cookie: `${cookieName(OAUTH_TOKEN_COOKIE, false)}=${session.token}`, origin });
}

/** The examinee's socket with a live cookie (or none). */
export function examineeSocket(base: string, cookie: string | null): LiveClient {
  return openLive(`${base}/qg-services/prosa-facade/live/socket`, cookie === null ? {} : { cookie: `${cookieName(LIVE_COOKIE, false)}=${cookie}` });
}

/** Type guards of the server's messages. */
export const is = {
  welcome: (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: 'welcome' }> => message.type === 'welcome',
  event:
    <K extends LiveEventBody['type']>(type: K) =>
    (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: 'event' }> =>
      message.type === 'event' && message.event.type === type,
  refused: (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: 'refused' }> => message.type === 'refused',
  signal: (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: 'signal' }> => message.type === 'signal',
  pong: (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: 'pong' }> => message.type === 'pong',
};
