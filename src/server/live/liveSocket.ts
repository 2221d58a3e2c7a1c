/**
 * One open live socket, from admission to close (issue #20):
 * - frames that arrive while the upgrade is being checked are kept and handled afterwards, in order;
 * - on open: `participant.joined` is appended (and the participant's join stamped), then `welcome`
 *   (the state folded from the log for the role, the current page's content, the ICE servers)
 *   is sent in the session's delivery queue, so the events after it follow it in order;
 * - each frame: `ping` → `pong`; `signal` → stored and relayed to the other side; a command →
 *   decided and persisted (liveCommandRun.ts); anything that does not parse → `refused invalid`;
 *   frames of one socket are handled one after another;
 * - the examiner's sign-in is re-checked every minute (closed with 4401 once it ended); a ws ping
 *   every 25 s, and a socket that did not answer the last one is dropped;
 * - when the welcome's ICE servers carry a TURN credential, fresh ones every 6 h (liveIceRefresh.ts);
 * - on close: `participant.left` is appended.
 */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { LiveCommand } from '../../domain/live/liveCommands';
import { type IceServer, LIVE_CLOSE_CODES, type LiveServerMessage, parseLiveClientMessage } from '../../domain/live/liveProtocol';
import type { LiveRole } from '../../domain/live/liveSession';
import { stateFor } from '../../domain/live/liveState';
import type { Db } from '../db/client';
import type { LiveAdmission, LiveRefusal } from './liveAdmission';
import { runLiveCommand } from './liveCommandRun';
import type { LiveContent } from './liveContent';
import { type LiveConnection, type LiveHub, sessionState } from './liveHub';
import { ICE_REFRESH_MS, startIceRefresh } from './liveIceRefresh';
import { inLiveScope } from './liveScope';

/** How often a socket is pinged; one that did not answer the previous ping is dropped. */
export const HEARTBEAT_MS = 25_000;
/** How often an examiner's sign-in is checked again. */
export const SIGN_IN_RECHECK_MS = 60_000;

/** Who a screen is, for the ICE servers it is given (TURN credentials may be per user). */
export interface LiveScreen {
  accountId: number;
  sessionId: number;
  role: LiveRole;
  userId: number | null;
  participantId: number;
}

/** What a socket needs. */
export interface LiveSocketDeps {
  db: Db;
  hub: LiveHub;
  content: LiveContent;
  clock: () => Date;
  /** The STUN and TURN servers of a screen (the lead wires the server helper's iceServersFor). */
  iceServers: (screen: LiveScreen, now: Date) => Promise<IceServer[]> | IceServer[];
  logError(error: unknown, message: string): void;
  /** Intervals of the heartbeat and of the sign-in check (tests shorten them). */
  heartbeatMs?: number;
  recheckMs?: number;
  /** Interval of the ICE servers' refresh (ICE_REFRESH_MS; tests shorten it). */
  iceRefreshMs?: number;
}

/** Serves one socket whose upgrade `admit` decides. */
export function serveLiveSocket(deps: LiveSocketDeps, socket: WebSocket, request: FastifyRequest, admit: () => Promise<LiveAdmission | LiveRefusal>): void {
  const waiting: string[] = [];
  let handle: ((text: string) => void) | null = null;
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? '' : data.toString();
    if (handle) handle(text);
    else waiting.push(text);
  });
  let closed = false;
  let afterClose: (() => void) | null = null;
  socket.on('close', () => {
    closed = true;
    afterClose?.();
  });
  socket.on('error', (error) => deps.logError(error, 'live socket error'));

  const send = (message: LiveServerMessage): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (code: number, reason: string): void => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };

  void (async () => {
    const admission = await admit();
    if (!admission.ok) return close(admission.code, admission.reason);
    if (closed) return undefined;
    const connection: LiveConnection = { accountId: admission.scope.accountId, sessionId: admission.sessionId, role: admission.role, participantId: admission.participantId, delivered: null, send, close };
    deps.hub.add(connection);
    const timers = startTimers(deps, socket, admission, close);
    let iceRefresh: { stop(): void } | null = null;
    let joined = false;
    afterClose = () => {
      timers.stop();
      iceRefresh?.stop();
      deps.hub.remove(connection);
      if (joined) void leave(deps, admission).catch((error: unknown) => deps.logError(error, 'live leave failed'));
    };
    joined = await join(deps, admission);
    if (closed) return afterClose();
    const iceServers = await welcome(deps, admission, connection);
    // Started after the welcome, so not once the socket closed meanwhile (afterClose has run then).
    if (!closed) {
      const fresh = () => deps.iceServers(screenOf(admission), deps.clock());
      iceRefresh = startIceRefresh({ servers: iceServers, fresh, send, logError: deps.logError, intervalMs: deps.iceRefreshMs ?? ICE_REFRESH_MS });
    }
    let chain = Promise.resolve();
    handle = (text) => {
      chain = chain.then(() => onFrame(deps, admission, request.ip, text, send)).catch((error: unknown) => deps.logError(error, 'live command failed'));
    };
    for (const text of waiting.splice(0)) handle(text);
    return undefined;
  })().catch((error: unknown) => {
    deps.logError(error, 'live socket failed');
    close(1011, 'Server error.');
  });
}

/** The heartbeat and the sign-in check of one socket. */
function startTimers(deps: LiveSocketDeps, socket: WebSocket, admission: LiveAdmission, close: (code: number, reason: string) => void): { stop(): void } {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
    return undefined;
  }, deps.heartbeatMs ?? HEARTBEAT_MS);
  const recheck = setInterval(() => {
    admission.stillValid().then(
      (valid) => valid || close(LIVE_CLOSE_CODES.unauthorized, 'Your sign-in has ended.'),
      (error: unknown) => deps.logError(error, 'live sign-in check failed'),
    );
  }, deps.recheckMs ?? SIGN_IN_RECHECK_MS);
  heartbeat.unref();
  recheck.unref();
  return {
    stop() {
      clearInterval(heartbeat);
      clearInterval(recheck);
    },
  };
}

/**
 * Appends `participant.joined` and stamps the participant, unless the session is over.
 * @returns whether the screen joined (a `participant.left` is then owed on close).
 */
async function join(deps: LiveSocketDeps, admission: LiveAdmission): Promise<boolean> {
  const now = deps.clock();
  return inLiveScope(deps.db, admission.scope, admission.userId, async ({ repos }) => {
    const session = await repos.liveRuntime.session(admission.sessionId, { forUpdate: true });
    if (!session || session.status === 'ended' || session.status === 'cancelled') return false;
    await repos.liveRuntime.stampJoined(admission.participantId, now);
    await repos.liveEvents.append(session.id, [{ type: 'participant.joined', participantId: admission.participantId, role: admission.role, name: admission.name }], admission.role, admission.participantId, now);
    return true;
  });
}

/** Appends `participant.left` (by the system: the screen is gone) and stamps the participant. */
async function leave(deps: LiveSocketDeps, admission: LiveAdmission): Promise<void> {
  const now = deps.clock();
  await inLiveScope(deps.db, { accountId: admission.scope.accountId, interestUserId: null }, admission.userId, async ({ repos }) => {
    await repos.liveRuntime.stampSeen(admission.participantId, now);
    await repos.liveEvents.append(admission.sessionId, [{ type: 'participant.left', participantId: admission.participantId, role: admission.role }], 'system', admission.participantId, now);
  });
}

/** Who an admitted screen is, for its ICE servers. */
const screenOf = (admission: LiveAdmission): LiveScreen => ({
  accountId: admission.scope.accountId,
  sessionId: admission.sessionId,
  role: admission.role,
  userId: admission.userId,
  participantId: admission.participantId,
});

/**
 * Sends `welcome` in the session's queue, then delivers what followed it; closes a session that is over.
 * @returns the ICE servers the welcome carried.
 */
async function welcome(deps: LiveSocketDeps, admission: LiveAdmission, connection: LiveConnection): Promise<IceServer[]> {
  const now = deps.clock();
  const iceServers = await deps.iceServers(screenOf(admission), now);
  await deps.hub.enqueue(admission.sessionId, async () => {
    const built = await inLiveScope(deps.db, admission.scope, admission.userId, async (run) => {
      const session = await run.repos.liveRuntime.session(admission.sessionId);
      if (!session) return null;
      const state = await sessionState(run.repos, session);
      const content = await deps.content.stepContent(run.tx, { accountId: session.accountId, userId: null }, { locale: session.locale, step: state.step, answers: state.answers });
      return { state, content };
    });
    if (!built) return connection.close(LIVE_CLOSE_CODES.notFound, 'No such session.');
    connection.send({ type: 'welcome', role: admission.role, participantId: admission.participantId, state: stateFor(admission.role, built.state), content: built.content, iceServers });
    connection.delivered = built.state.sequence;
    if (built.state.status === 'ended' || built.state.status === 'cancelled') connection.close(LIVE_CLOSE_CODES.ended, 'The session has ended.');
    return undefined;
  });
  await deps.hub.deliver(admission.scope.accountId, admission.sessionId);
  return iceServers;
}

/** Handles one received frame (see the module comment). */
async function onFrame(deps: LiveSocketDeps, admission: LiveAdmission, ip: string, text: string, send: (message: LiveServerMessage) => void): Promise<void> {
  const message = parseLiveClientMessage(text);
  if (!message) return send({ type: 'refused', code: 'invalid', message: 'That message is not one the session understands.' });
  if (message.type === 'ping') return send({ type: 'pong', id: message.id });
  const now = deps.clock();
  if (message.type === 'signal') {
    await inLiveScope(deps.db, admission.scope, admission.userId, ({ repos }) => repos.liveRuntime.addSignal(admission.sessionId, admission.role, message.data, now));
    return undefined;
  }
  const command: LiveCommand = message;
  const sender = { scope: admission.scope, sessionId: admission.sessionId, role: admission.role, participantId: admission.participantId, userId: admission.userId, ip };
  const refusal = await runLiveCommand(deps.db, deps.content, sender, command, now);
  if (refusal) send(refusal);
  return undefined;
}
