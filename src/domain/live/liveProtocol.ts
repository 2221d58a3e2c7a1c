/**
 * The messages of a live session's WebSocket (one channel per session, DESIGN.md section 7): what
 * a screen sends ({@link LiveClientMessage}, validated by {@link parseLiveClientMessage}) and what
 * the server sends back ({@link LiveServerMessage}). All plain JSON, so the SPA turns each received
 * message into a serializable action as it is.
 */
import * as yup from 'yup';
import { GRADE_RANGE, type Season, SEASONS } from '../assessment';
import type { LiveEvent } from './liveEvents';
import type { LiveRole, LiveStep, StepContent } from './liveSession';
import type { LiveSessionState } from './liveState';

/**
 * WebRTC signalling, relayed to the other side as is and never stored: a session description
 * (offer or answer), an ICE candidate, the sender's devices (`media`), or `hangup`.
 */
export type SignalData =
  | { kind: 'offer' | 'answer'; sdp: string }
  | { kind: 'candidate'; candidate: string; sdpMid: string | null; sdpMLineIndex: number | null }
  | { kind: 'media'; audio: boolean; video: boolean }
  | { kind: 'hangup' };

/** What a screen sends. Which role may send which is {@link decideLiveCommand}'s rule. */
export type LiveClientMessage =
  /** Examiner: show this page on the examinee's screen. */
  | { type: 'show'; step: LiveStep }
  /** Examinee (the item shown) or examiner (a spoken answer): answer an item of an assessment. */
  | { type: 'answer'; assessmentId: number; itemId: string; value: number | null }
  /** Examiner: start the 60-second timer on the passage shown. */
  | { type: 'orf.start'; assessmentId: number }
  /** Examiner: mark a word in error, or take the mark back. */
  | { type: 'orf.mark'; assessmentId: number; wordIndex: number; error: boolean }
  /** Examiner: mark the last word the child reached. */
  | { type: 'orf.last'; assessmentId: number; wordIndex: number }
  /** Examiner: stop the timer (at the minute, or early). */
  | { type: 'orf.stop'; assessmentId: number }
  /**
   * Examiner: save the probe's result as the assessment's responses and score it; `grade` and
   * `season` set the administration's (the norms need them) when it has none yet.
   */
  | { type: 'orf.record'; assessmentId: number; grade?: number; season?: Season }
  /** Examiner: end the session for both screens. */
  | { type: 'end' }
  /** Either side: WebRTC signalling for the other side. */
  | { type: 'signal'; data: SignalData }
  /** Either side: a round trip check; answered with `pong` and the same id. */
  | { type: 'ping'; id: string };

/** An ICE server for RTCPeerConnection, from config.json's `externalHosts` (STUN and TURN). */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** What the server sends. */
export type LiveServerMessage =
  /** On (re)connecting: who this screen is, the state so far (for its role) and the current step's content. */
  | { type: 'welcome'; role: LiveRole; participantId: number; state: LiveSessionState; content: StepContent; iceServers: IceServer[] }
  /** A persisted event, to every screen that receives it; `content` comes with `step.shown`. */
  | { type: 'event'; event: LiveEvent; content?: StepContent }
  /** Signalling from the other side. */
  | { type: 'signal'; from: LiveRole; data: SignalData }
  /**
   * Fresh ICE servers for the open socket (a new TURN credential before the last one expires):
   * they replace the welcome's, for the connection made next and for the next ICE restart of the
   * open one. Sent only when the servers carry a credential.
   */
  | { type: 'iceServers'; iceServers: IceServer[] }
  /** A message this screen sent was refused; nothing changed. */
  | { type: 'refused'; code: LiveRefusal; message: string }
  | { type: 'pong'; id: string };

/** Why a command was refused. */
export type LiveRefusal = 'invalid' | 'notAllowed' | 'notInProgress' | 'unknownStep' | 'notShown' | 'noProbe' | 'ended';

/** Most bytes of one message a screen may send (a session description is a few kilobytes). */
export const MAX_LIVE_MESSAGE_BYTES = 64 * 1024;

const id = yup.number().integer().positive().required();
const itemId = yup.string().max(100).required();
const wordIndex = yup.number().integer().min(0).max(10_000).required();

const stepSchema = yup.mixed<LiveStep>().required().test('step', 'Not a step.', (step) => {
  if (typeof step !== 'object' || step === null) return false;
  const isId = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value > 0;
  const isName = (value: unknown): boolean => typeof value === 'string' && value.length > 0 && value.length <= 100;
  switch (step.kind) {
    case 'waiting':
    case 'ended':
      return true;
    case 'instructions':
      return isId(step.assessmentId);
    case 'item':
      return isId(step.assessmentId) && isName(step.itemId);
    case 'stimulus':
      return isName(step.bookId) && isName(step.pageId);
    case 'passage':
      return isId(step.assessmentId) && isName(step.passageId);
    default:
      return false;
  }
});

const signalSchema = yup.mixed<SignalData>().required().test('signal', 'Not a signal.', (data) => {
  if (typeof data !== 'object' || data === null) return false;
  switch (data.kind) {
    case 'offer':
    case 'answer':
      return typeof data.sdp === 'string' && data.sdp.length <= 60_000;
    case 'candidate':
      return (
        typeof data.candidate === 'string' &&
        data.candidate.length <= 2_000 &&
        (data.sdpMid === null || typeof data.sdpMid === 'string') &&
        (data.sdpMLineIndex === null || Number.isInteger(data.sdpMLineIndex))
      );
    case 'media':
      return typeof data.audio === 'boolean' && typeof data.video === 'boolean';
    case 'hangup':
      return true;
    default:
      return false;
  }
});

const SCHEMAS: Record<LiveClientMessage['type'], yup.AnyObjectSchema> = {
  show: yup.object({ step: stepSchema }),
  answer: yup.object({ assessmentId: id, itemId, value: yup.number().nullable().defined() }),
  'orf.start': yup.object({ assessmentId: id }),
  'orf.mark': yup.object({ assessmentId: id, wordIndex, error: yup.boolean().required() }),
  'orf.last': yup.object({ assessmentId: id, wordIndex }),
  'orf.stop': yup.object({ assessmentId: id }),
  'orf.record': yup.object({ assessmentId: id, grade: yup.number().integer().min(GRADE_RANGE.min).max(GRADE_RANGE.max).optional(), season: yup.mixed<Season>().oneOf([...SEASONS]).optional() }),
  end: yup.object({}),
  signal: yup.object({ data: signalSchema }),
  ping: yup.object({ id: yup.string().max(64).required() }),
};

/**
 * Parses one received text frame.
 * @returns the message, or `null` for anything that is not one (bad JSON, an unknown type, a
 *   field of the wrong shape, or more than {@link MAX_LIVE_MESSAGE_BYTES}).
 */
export function parseLiveClientMessage(text: string): LiveClientMessage | null {
  if (text.length > MAX_LIVE_MESSAGE_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') return null;
  const schema = Object.prototype.hasOwnProperty.call(SCHEMAS, value.type) ? SCHEMAS[value.type as LiveClientMessage['type']] : undefined;
  if (!schema) return null;
  try {
    const fields: Record<string, unknown> = schema.validateSync(value, { stripUnknown: true, strict: false });
    return { ...fields, type: value.type } as LiveClientMessage;
  } catch {
    return null;
  }
}

/**
 * Close codes of the live socket (the 4000-4999 range is the application's). A screen closed with
 * one of them does not reconnect: its link or sign-in is no longer valid, the session is gone, or
 * it has ended. Any other close (a dropped network, a server restart) reconnects with backoff.
 */
export const LIVE_CLOSE_CODES = {
  /** The sign-in or the link is not (or no longer) valid. */
  unauthorized: 4401,
  /** The caller may not take part in this session. */
  forbidden: 4403,
  /** No such session in the caller's account. */
  notFound: 4404,
  /** The session has ended or was cancelled. */
  ended: 4410,
} as const;

/** Whether a screen closed with this code should reconnect. */
export const shouldReconnect = (code: number): boolean => !(Object.values(LIVE_CLOSE_CODES) as number[]).includes(code);

/**
 * Milliseconds to wait before reconnect attempt `attempt` (1-based): 0.5 s, 1 s, 2 s, 4 s, 8 s,
 * then 15 s each time, so a dropped network rejoins fast and a long outage does not hammer the server.
 */
export const reconnectDelayMs = (attempt: number): number => Math.min(15_000, 500 * 2 ** Math.max(0, attempt - 1));
