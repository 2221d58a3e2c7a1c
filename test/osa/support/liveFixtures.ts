/** Fixtures of the live page's tests: a joined session, a fake socket opener, server messages. */
import type { LiveSocketEvent, LiveSocketOpener } from '../../../src/browser/liveSocket';
import type { LiveJoinState } from '../../../src/contract/services/liveSessions';
import type { LiveEvent, LiveEventBody } from '../../../src/domain/live/liveEvents';
import type { LiveServerMessage } from '../../../src/domain/live/liveProtocol';
import type { StepContent } from '../../../src/domain/live/liveSession';
import { initialLiveState, type LiveSessionState } from '../../../src/domain/live/liveState';

/** The session the live cookie joins. */
export const joinState = (overrides: Partial<LiveJoinState> = {}): LiveJoinState => ({
  accountName: 'Demo Clinic',
  examinerName: 'Dr Eva Examiner',
  examineeFirstName: 'Sam',
  respondent: 'examinee',
  locale: 'en_us',
  title: 'Session',
  scheduledAt: '2026-11-26T15:00:00.000Z',
  status: 'inProgress',
  video: { mode: 'none', url: null },
  ...overrides,
});

/** A session in progress with the examiner connected. */
export const sessionState = (overrides: Partial<LiveSessionState> = {}): LiveSessionState => ({
  ...initialLiveState('inProgress', { mode: 'none', url: null }),
  sequence: 3,
  participants: { '1': { participantId: 1, role: 'examiner', name: 'Dr Eva Examiner', connections: 1, since: '2026-11-26T15:00:00.000Z' } },
  ...overrides,
});

/** A persisted event. */
export const liveEvent = (sequence: number, body: LiveEventBody): LiveEvent => ({ ...body, sequence, at: '2026-11-26T15:01:00.000Z', by: 'examiner' }) as LiveEvent;

/** An item's content. */
export const itemContent = (answer: number | null = null): StepContent => ({
  kind: 'item',
  productName: 'PHQ-9',
  number: 2,
  itemCount: 10,
  stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  text: 'Feeling down, depressed, or hopeless',
  options: [
    { value: 0, label: 'Not at all' },
    { value: 1, label: 'Several days' },
  ],
  min: null,
  max: null,
  answer,
});

/** The welcome of a screen on `content`. */
export const welcome = (content: StepContent, state: LiveSessionState = sessionState()): LiveServerMessage => ({ type: 'welcome', role: 'examinee', participantId: 2, state, content, iceServers: [] });

/** A fake socket opener: records the URLs opened and the frames sent; `emit` reports an event of the last socket. */
export function fakeSockets() {
  const urls: string[] = [];
  const sent: string[] = [];
  let listener: ((event: LiveSocketEvent) => void) | null = null;
  const opener: LiveSocketOpener = {
    open(url, report) {
      urls.push(url);
      listener = report;
      return { send: (text) => (sent.push(text), true), close: () => undefined };
    },
  };
  return { opener, urls, sent, emit: (event: LiveSocketEvent) => listener?.(event) };
}
