/**
 * The hub of a server process (issue #20): the open sockets of this process by session, and the
 * delivery of each session's persisted events to them. A notice from the bus says a session has
 * new events; the hub reads the log after the last sequence it delivered to the session's sockets
 * (in the session's account scope) and sends each event, in order, to every socket whose role
 * receives it, with the page's content for `step.shown`. Each socket remembers the last sequence
 * it was sent, so an event is never sent twice, and the log (not the notice) is what is read, so
 * none is lost when notices are merged, late or missed. All work on one session runs one after
 * another (a per-session queue), so a welcome and the events after it cannot interleave.
 *
 * The only state in process memory is the open sockets of this process (and the database's cache
 * of published product versions, liveScope.ts, which a miss reads again).
 */
import { type LiveEvent, receives } from '../../domain/live/liveEvents';
import { LIVE_CLOSE_CODES, type LiveServerMessage } from '../../domain/live/liveProtocol';
import type { LiveRole, StepContent } from '../../domain/live/liveSession';
import { foldLiveEvents, initialLiveState, type LiveSessionState } from '../../domain/live/liveState';
import type { Db } from '../db/client';
import type { LiveNotice } from '../db/repositories/liveEvents';
import type { LiveSessionRow, LiveSignalNotice } from '../db/repositories/liveSessionRuntime';
import type { Repositories } from '../db/repositories';
import type { LiveContent, StepContentRequest } from './liveContent';
import { inLiveScope, type LiveTransaction } from './liveScope';

/** Events read from the log at a time. */
const PAGE = 500;

/** One open socket of this process. */
export interface LiveConnection {
  accountId: number;
  sessionId: number;
  role: LiveRole;
  participantId: number;
  /** The last sequence sent to this socket; `null` until its welcome is sent. */
  delivered: number | null;
  send(message: LiveServerMessage): void;
  close(code: number, reason: string): void;
}

/**
 * The session's state now: its log folded from the snapshot the last command kept with the session
 * (`session.state`, see liveEvents.append), or from the planned state when there is none; only the
 * events after the snapshot are read (none when it is the head). The same as folding the whole log:
 * the snapshot is that fold up to its sequence, and every change of the planned status or video is
 * an event of the log too.
 */
export async function sessionState(repos: Repositories, session: LiveSessionRow): Promise<LiveSessionState> {
  const snapshot = session.state !== null && session.state.sequence <= session.lastSequence ? session.state : null;
  let state = snapshot ?? initialLiveState(session.status === 'ended' || session.status === 'cancelled' ? session.status : 'scheduled', { mode: session.videoMode, url: session.videoUrl });
  if (state.sequence === session.lastSequence) return state;
  for (;;) {
    const events = await repos.liveEvents.list(session.id, state.sequence, PAGE);
    state = foldLiveEvents(state, events);
    if (events.length < PAGE) return state;
  }
}

/** The process's hub. */
export interface LiveHub {
  /** Registers a socket (before its welcome: it receives nothing until `delivered` is set). */
  add(connection: LiveConnection): void;
  /** Forgets a socket. */
  remove(connection: LiveConnection): void;
  /** Runs `work` in the session's queue, after what is queued before it. */
  enqueue<T>(sessionId: number, work: () => Promise<T>): Promise<T>;
  /** Delivers the session's events after what its sockets were sent (queued). */
  deliver(accountId: number, sessionId: number): Promise<void>;
  /** The bus's notice of new events. */
  onNotice(notice: LiveNotice): void;
  /** The bus's notice of a signal. */
  onSignal(notice: LiveSignalNotice): void;
  /** After the bus reconnected: every open session is read again. */
  onResume(): void;
  /** The sockets of a session, for tests and the bench. */
  connections(sessionId: number): readonly LiveConnection[];
  /** Closes every socket (the app is stopping). */
  closeAll(code: number, reason: string): void;
}

/** What the hub needs. */
export interface LiveHubOptions {
  db: Db;
  content: LiveContent;
  /** Logs a failed delivery (the next notice retries it). */
  logError(error: unknown, message: string): void;
}

/** Whether an event ends the session for every screen. */
const ends = (type: string): boolean => type === 'session.ended' || type === 'session.cancelled';

/** Makes the hub of this process. */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const sessions = new Map<number, Set<LiveConnection>>();
  const queues = new Map<number, Promise<unknown>>();

  const enqueue = <T>(sessionId: number, work: () => Promise<T>): Promise<T> => {
    const before = queues.get(sessionId) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    queues.set(sessionId, tail);
    void tail.then(() => {
      if (queues.get(sessionId) === tail) queues.delete(sessionId);
    });
    return run;
  };

  const ready = (sessionId: number): LiveConnection[] => [...(sessions.get(sessionId) ?? [])].filter((connection) => connection.delivered !== null);

  /**
   * The content sent with a `step.shown`: an item's shows its answer as of that event, the last
   * `item.answered` of that item before it (what the log folded up to it holds), read in one
   * index probe instead of folding the log.
   */
  async function contentAt(run: LiveTransaction, session: LiveSessionRow, event: Extract<LiveEvent, { type: 'step.shown' }>): Promise<StepContent> {
    const { step } = event;
    let answers: StepContentRequest['answers'] = {};
    if (step.kind === 'item') {
      const answer = await run.repos.liveEvents.answerBefore(session.id, step.assessmentId, step.itemId, event.sequence);
      if (answer !== undefined) answers = { [String(step.assessmentId)]: { [step.itemId]: answer } };
    }
    return options.content.stepContent(run.tx, { accountId: session.accountId, userId: null }, { locale: session.locale, step, answers, productOf: run.productOf });
  }

  async function drain(accountId: number, sessionId: number): Promise<void> {
    for (;;) {
      const open = ready(sessionId);
      if (open.length === 0) return;
      const after = Math.min(...open.map((connection) => connection.delivered ?? 0));
      const page = await inLiveScope(options.db, { accountId, interestUserId: null }, null, async (run) => {
        const session = await run.repos.liveRuntime.session(sessionId);
        if (!session) return null;
        const events = await run.repos.liveEvents.list(sessionId, after, PAGE);
        const contents = new Map<number, StepContent>();
        for (const event of events) {
          if (event.type === 'step.shown') contents.set(event.sequence, await contentAt(run, session, event));
        }
        return { events, contents };
      });
      if (!page) return;
      let ended = false;
      for (const event of page.events) {
        const content = page.contents.get(event.sequence);
        for (const connection of ready(sessionId)) {
          if ((connection.delivered ?? 0) >= event.sequence) continue;
          connection.delivered = event.sequence;
          if (receives(connection.role, event.type)) connection.send(content ? { type: 'event', event, content } : { type: 'event', event });
        }
        ended ||= ends(event.type);
      }
      if (ended) for (const connection of ready(sessionId)) connection.close(LIVE_CLOSE_CODES.ended, 'The session has ended.');
      if (page.events.length < PAGE) return;
    }
  }

  const deliver = (accountId: number, sessionId: number): Promise<void> =>
    enqueue(sessionId, () => drain(accountId, sessionId)).catch((error: unknown) => options.logError(error, 'live event delivery failed'));

  return {
    add(connection) {
      const set = sessions.get(connection.sessionId) ?? new Set<LiveConnection>();
      set.add(connection);
      sessions.set(connection.sessionId, set);
    },
    remove(connection) {
      const set = sessions.get(connection.sessionId);
      set?.delete(connection);
      if (set?.size === 0) sessions.delete(connection.sessionId);
    },
    enqueue,
    deliver,
    onNotice(notice) {
      if (sessions.has(notice.sessionId)) void deliver(notice.accountId, notice.sessionId);
    },
    onSignal(notice) {
      if (!sessions.has(notice.sessionId)) return;
      void enqueue(notice.sessionId, async () => {
        const row = await inLiveScope(options.db, { accountId: notice.accountId, interestUserId: null }, null, ({ repos }) => repos.liveRuntime.signal(notice.id));
        if (!row || row.sessionId !== notice.sessionId) return;
        for (const connection of ready(notice.sessionId)) {
          if (connection.accountId === notice.accountId && connection.role !== row.fromRole) connection.send({ type: 'signal', from: row.fromRole, data: row.data });
        }
      }).catch((error: unknown) => options.logError(error, 'live signal relay failed'));
    },
    onResume() {
      for (const [sessionId, set] of sessions) {
        const first = [...set][0];
        if (first) void deliver(first.accountId, sessionId);
      }
    },
    connections: (sessionId) => [...(sessions.get(sessionId) ?? [])],
    closeAll(code, reason) {
      for (const set of sessions.values()) for (const connection of set) connection.close(code, reason);
      sessions.clear();
    },
  };
}
