/**
 * The live sessions' real-time part of the app (issue #20): @fastify/websocket with a message
 * limit of MAX_LIVE_MESSAGE_BYTES, the two socket endpoints, this process's hub and its bus.
 * - Examiner: `GET {contextRoot}/prosa-facade/sessions/{sessionId}/socket`
 * - Examinee: `GET {contextRoot}/prosa-facade/live/socket`
 * The bus starts with the app and stops when it closes (before the database), after the open
 * sockets are closed (1001, going away: the screens reconnect to another process or after a restart).
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTEXT_ROOT, SERVICE_PREFIXES } from '../../contract/operation';
import { LIVE_CLOSE_CODES, MAX_LIVE_MESSAGE_BYTES } from '../../domain/live/liveProtocol';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { admitExaminee, admitExaminer } from './liveAdmission';
import { startLiveBus, type LiveBusOptions } from './liveBus';
import type { LiveContent } from './liveContent';
import { createLiveHub, type LiveHub } from './liveHub';
import { type LiveSocketDeps, serveLiveSocket } from './liveSocket';

/** The live part's settings. */
export interface LiveOptions {
  content: LiveContent;
  iceServers: LiveSocketDeps['iceServers'];
  /** Heartbeat and sign-in check intervals, and the bus's reconnect wait (tests shorten them). */
  heartbeatMs?: number;
  recheckMs?: number;
  bus?: LiveBusOptions;
}

/** The examiner's socket path, after the context root. */
export const EXAMINER_SOCKET_PATH = `${SERVICE_PREFIXES.prosa}/sessions/:sessionId/socket`;
/** The examinee's socket path, after the context root. */
export const EXAMINEE_SOCKET_PATH = `${SERVICE_PREFIXES.prosa}/live/socket`;

/** The hub of each app, for tests and the bench. */
const hubs = new WeakMap<FastifyInstance, LiveHub>();

/** The live hub of an app registered here. */
export const hubOfApp = (app: FastifyInstance): LiveHub | undefined => hubs.get(app);

/** Registers @fastify/websocket. Call before the routes that need it. */
export async function registerWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_LIVE_MESSAGE_BYTES } });
}

/**
 * Registers the socket routes and starts this process's bus.
 * @returns the bus's stop, begun when the app starts closing; await it before the database closes.
 * @throws Error when the bus cannot listen.
 */
export async function registerLive(app: FastifyInstance, context: AppContext, database: Database, options: LiveOptions): Promise<() => Promise<void>> {
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const hub = createLiveHub({ db: context.db, content: options.content, logError });
  hubs.set(app, hub);
  const deps: LiveSocketDeps = {
    db: context.db,
    hub,
    content: options.content,
    clock: context.clock,
    iceServers: options.iceServers,
    logError,
    ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.recheckMs !== undefined ? { recheckMs: options.recheckMs } : {}),
  };
  app.get<{ Params: { sessionId: string } }>(`${DEFAULT_CONTEXT_ROOT}${EXAMINER_SOCKET_PATH}`, { websocket: true }, (socket, request) => {
    const sessionId = /^[1-9]\d{0,9}$/.test(request.params.sessionId) ? Number(request.params.sessionId) : null;
    serveLiveSocket(deps, socket, request, async () =>
      sessionId === null || sessionId > 2_147_483_647 ? { ok: false, code: LIVE_CLOSE_CODES.notFound, reason: 'No such session.' } : admitExaminer(context, request, sessionId),
    );
  });
  app.get(`${DEFAULT_CONTEXT_ROOT}${EXAMINEE_SOCKET_PATH}`, { websocket: true }, (socket, request) => {
    serveLiveSocket(deps, socket, request, () => admitExaminee(context, request));
  });
  const bus = await startLiveBus(
    database,
    {
      onNotice: (notice) => hub.onNotice(notice),
      onSignal: (notice) => hub.onSignal(notice),
      onResume: () => hub.onResume(),
      onError: (error) => app.log.warn({ err: error }, 'the live bus lost its connection; reconnecting'),
    },
    options.bus,
  );
  // Not awaited here: on the embedded database the bus's unlisten waits behind a request still in
  // flight, which the close lets finish first; the app awaits it in onClose, before the database goes.
  let stopped: Promise<void> | null = null;
  app.addHook('preClose', async () => {
    hub.closeAll(1001, 'The server is restarting.');
    stopped = bus.stop();
    stopped.catch(() => undefined);
  });
  return () => stopped ?? bus.stop();
}
