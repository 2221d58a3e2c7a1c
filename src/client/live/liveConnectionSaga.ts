/**
 * One live session's socket as a saga (issue #20, DESIGN.md section 7): the socket is an
 * `eventChannel`; every frame received becomes a plain action, every action of `sendType` is sent,
 * and a socket that drops reconnects with backoff until the saga is cancelled (the screen is left)
 * or the server closes it for good. Shared by the platform SPA (the examiner) and the examinee
 * player; each passes its own action creators and the socket opener from its saga context.
 */
import { buffers, type EventChannel, eventChannel } from 'redux-saga';
import { call, cancelled, delay, put, race, take } from 'typed-redux-saga';
import type { LiveSocket, LiveSocketEvent, LiveSocketOpener } from '../../browser/liveSocket';
import { type LiveClientMessage, type LiveServerMessage, reconnectDelayMs, shouldReconnect } from '../../domain/live/liveProtocol';

/** A plain Redux action. */
interface PlainAction {
  type: string;
}

/** The action creators the connection reports through, and the action type it sends. */
export interface LiveConnectionActions {
  /** Attempt `attempt` (1-based) to connect is under way. */
  connecting: (attempt: number) => PlainAction;
  connected: () => PlainAction;
  received: (message: LiveServerMessage) => PlainAction;
  /** The socket closed; `retryInMs` is null when it will not reconnect (the server closed it for good). */
  disconnected: (closed: { code: number; reason: string; retryInMs: number | null }) => PlainAction;
  /** The type of the action whose `payload` is a {@link LiveClientMessage} to send. */
  sendType: string;
}

/** An action asking to send a message. */
interface SendAction extends PlainAction {
  payload: LiveClientMessage;
}

/** A socket and the channel of its events. */
export interface LiveChannel {
  channel: EventChannel<LiveSocketEvent>;
  socket: LiveSocket;
}

/** Opens a socket with its events as a channel (kept in order while the saga is busy). */
export function openLiveChannel(opener: LiveSocketOpener, url: string): LiveChannel {
  let socket: LiveSocket | null = null;
  const channel = eventChannel<LiveSocketEvent>((emit) => {
    socket = opener.open(url, emit);
    return () => socket?.close();
  }, buffers.expanding(16));
  if (!socket) throw new Error('The socket did not open.');
  return { channel, socket };
}

/** Every type of server message, so that a type added to the protocol and not here fails to compile. */
const SERVER_TYPES: Record<LiveServerMessage['type'], true> = { welcome: true, event: true, signal: true, iceServers: true, refused: true, pong: true };

/** A received frame as a server message; `null` for anything else (dropped). */
export function parseServerMessage(text: string): LiveServerMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string' && Object.prototype.hasOwnProperty.call(SERVER_TYPES, value.type)) return value as LiveServerMessage;
  } catch {
    // not JSON: dropped
  }
  return null;
}

/** Messages worth sending after a reconnect: commands and answers, not signalling or pings (stale by then). */
const keptWhileAway = (message: LiveClientMessage): boolean => message.type !== 'signal' && message.type !== 'ping';

/** How a socket ended: its close code and reason, and whether it had opened. */
interface Closed {
  code: number;
  reason: string;
  opened: boolean;
}

/** Holds the socket until it closes; answers how it closed. Sends, and queues what could not be sent. */
function* whileOpen(live: LiveChannel, actions: LiveConnectionActions, queue: LiveClientMessage[]) {
  let opened = false;
  for (;;) {
    const { event, send } = yield* race({ event: take(live.channel), send: take<SendAction>(actions.sendType) });
    if (send) {
      if (!live.socket.send(JSON.stringify(send.payload)) && keptWhileAway(send.payload)) queue.push(send.payload);
    } else if (event?.kind === 'open') {
      opened = true;
      yield* put(actions.connected());
      for (const message of queue.splice(0)) live.socket.send(JSON.stringify(message));
    } else if (event?.kind === 'text') {
      const message = parseServerMessage(event.text);
      if (message) yield* put(actions.received(message));
    } else if (event?.kind === 'close') {
      return { code: event.code, reason: event.reason, opened } satisfies Closed;
    }
  }
}

/** Queues the commands sent while there is no socket, until cancelled. */
function* queueSends(actions: LiveConnectionActions, queue: LiveClientMessage[]) {
  for (;;) {
    const send = yield* take<SendAction>(actions.sendType);
    if (keptWhileAway(send.payload)) queue.push(send.payload);
  }
}

/**
 * Connects to `url` and keeps connected until cancelled, or until the server closes the socket
 * with a code of LIVE_CLOSE_CODES. A screen that reconnects receives a fresh `welcome` with the
 * state so far, so nothing received while away is lost.
 */
export function* liveConnection(opener: LiveSocketOpener, url: string, actions: LiveConnectionActions) {
  const queue: LiveClientMessage[] = [];
  let attempt = 0;
  for (;;) {
    attempt += 1;
    yield* put(actions.connecting(attempt));
    const live = yield* call(openLiveChannel, opener, url);
    let closed: Closed;
    try {
      closed = yield* whileOpen(live, actions, queue);
    } finally {
      live.channel.close();
      if (yield* cancelled()) live.socket.close();
    }
    // A connection that had opened resets the backoff: the next drop retries fast again.
    if (closed.opened) attempt = 0;
    const retryInMs = shouldReconnect(closed.code) ? reconnectDelayMs(attempt + 1) : null;
    yield* put(actions.disconnected({ code: closed.code, reason: closed.reason, retryInMs }));
    if (retryInMs === null) return;
    yield* race({ waited: delay(retryInMs), queued: call(queueSends, actions, queue) });
  }
}
