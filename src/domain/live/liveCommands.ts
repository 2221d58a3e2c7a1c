/**
 * What a command from a screen does to a live session: the events to persist, or why it is
 * refused. Pure; the server persists what it answers in one transaction and fans it out, and the
 * SPA asks the same rules to enable its controls.
 */
import type { LiveEventBody } from './liveEvents';
import type { LiveClientMessage, LiveRefusal } from './liveProtocol';
import type { LiveRole, LiveStep } from './liveSession';
import type { LiveSessionState } from './liveState';
import { ORF_PROBE_SECONDS, orfProbeResult } from './orfProbe';
import { sameStep } from './liveSession';

/** The answers an item takes: option values, or a numeric range. */
export interface LiveItemFacts {
  /** Allowed option values; `null` for a numeric item. */
  values: readonly number[] | null;
  min: number | null;
  max: number | null;
}

/** One assessment of the session, as the rules need it. */
export interface LiveAssessmentFacts {
  assessmentId: number;
  /** Still open to answers (not complete or scored). */
  answerable: boolean;
  /** Items by id, in form order. */
  items: Readonly<Record<string, LiveItemFacts>>;
  /** Passage word counts by passage id (oral reading fluency products); empty for others. */
  passages: Readonly<Record<string, number>>;
}

/** What the rules know of a session beyond its state. */
export interface LiveSessionFacts {
  assessments: readonly LiveAssessmentFacts[];
  /** Whether a published stimulus book has this page in the session's language. */
  hasStimulusPage: (bookId: string, pageId: string) => boolean;
}

/** A command a screen sends (signalling and pings are relayed, not decided). */
export type LiveCommand = Exclude<LiveClientMessage, { type: 'signal' | 'ping' }>;

/** The decision: events to persist in order (none for a repeated push), or a refusal that changes nothing. */
export type LiveDecision = { ok: true; events: LiveEventBody[] } | { ok: false; code: LiveRefusal; message: string };

const refuse = (code: LiveRefusal, message: string): LiveDecision => ({ ok: false, code, message });
const accept = (...events: LiveEventBody[]): LiveDecision => ({ ok: true, events });

function assessmentOf(facts: LiveSessionFacts, assessmentId: number): LiveAssessmentFacts | undefined {
  return facts.assessments.find((assessment) => assessment.assessmentId === assessmentId);
}

/** Whether a step names things of this session. */
function knownStep(step: LiveStep, facts: LiveSessionFacts): boolean {
  switch (step.kind) {
    case 'waiting':
      return true;
    case 'ended':
      return false;
    case 'instructions':
      return assessmentOf(facts, step.assessmentId) !== undefined;
    case 'item':
      return assessmentOf(facts, step.assessmentId)?.items[step.itemId] !== undefined;
    case 'passage':
      return assessmentOf(facts, step.assessmentId)?.passages[step.passageId] !== undefined;
    case 'stimulus':
      return facts.hasStimulusPage(step.bookId, step.pageId);
  }
}

function validAnswer(item: LiveItemFacts, value: number | null): boolean {
  if (value === null) return true;
  if (item.values) return item.values.includes(value);
  return Number.isInteger(value) && (item.min === null || value >= item.min) && (item.max === null || value <= item.max);
}

function decideAnswer(state: LiveSessionState, role: LiveRole, command: Extract<LiveCommand, { type: 'answer' }>, facts: LiveSessionFacts): LiveDecision {
  const assessment = assessmentOf(facts, command.assessmentId);
  const item = assessment?.items[command.itemId];
  if (!assessment || !item) return refuse('unknownStep', 'This item is not part of the session.');
  if (role === 'examinee') {
    const step = state.step;
    if (step.kind !== 'item' || step.assessmentId !== command.assessmentId || step.itemId !== command.itemId) {
      return refuse('notShown', 'Only the question on the screen can be answered.');
    }
  }
  if (!assessment.answerable) return refuse('notAllowed', 'This assessment is complete; its answers cannot change.');
  if (!validAnswer(item, command.value)) return refuse('invalid', 'That is not one of the answers to this item.');
  return accept({ type: 'item.answered', assessmentId: command.assessmentId, itemId: command.itemId, value: command.value });
}

function decideProbe(state: LiveSessionState, command: Extract<LiveCommand, { type: `orf.${string}` }>, facts: LiveSessionFacts, now: Date): LiveDecision {
  const assessment = assessmentOf(facts, command.assessmentId);
  if (!assessment) return refuse('unknownStep', 'This assessment is not part of the session.');
  if (command.type === 'orf.start') {
    const step = state.step;
    if (step.kind !== 'passage' || step.assessmentId !== command.assessmentId) return refuse('notShown', 'Show the passage before starting the timer.');
    if (state.orf[String(command.assessmentId)]?.recorded) return refuse('notAllowed', 'This probe is already recorded.');
    return accept({ type: 'orf.started', assessmentId: command.assessmentId, passageId: step.passageId });
  }
  const probe = state.orf[String(command.assessmentId)];
  if (!probe) return refuse('noProbe', 'Start the timer first.');
  if (probe.recorded) return refuse('notAllowed', 'This probe is already recorded.');
  const wordCount = assessment.passages[probe.passageId] ?? 0;
  switch (command.type) {
    case 'orf.mark':
      if (command.wordIndex >= wordCount) return refuse('invalid', 'That word is not in the passage.');
      return accept({ type: 'orf.marked', assessmentId: command.assessmentId, wordIndex: command.wordIndex, error: command.error });
    case 'orf.last':
      if (command.wordIndex >= wordCount) return refuse('invalid', 'That word is not in the passage.');
      return accept({ type: 'orf.lastWordMarked', assessmentId: command.assessmentId, wordIndex: command.wordIndex });
    case 'orf.stop': {
      if (probe.elapsedSeconds !== null) return accept();
      const elapsed = Math.min(ORF_PROBE_SECONDS, Math.max(0, (now.getTime() - Date.parse(probe.startedAt)) / 1000));
      return accept({ type: 'orf.stopped', assessmentId: command.assessmentId, elapsedSeconds: Math.round(elapsed * 10) / 10 });
    }
    case 'orf.record': {
      if (probe.elapsedSeconds === null) return refuse('notAllowed', 'Stop the timer first.');
      if (!assessment.answerable) return refuse('notAllowed', 'This assessment is complete; its answers cannot change.');
      const result = orfProbeResult(wordCount, probe, probe.elapsedSeconds);
      if (!result) return refuse('notAllowed', 'Mark the last word read first.');
      return accept({
        type: 'orf.recorded',
        assessmentId: command.assessmentId,
        wordsRead: result.wordsRead,
        errors: result.errors,
        seconds: result.seconds,
        wcpm: result.wcpm,
        ...(command.grade !== undefined ? { grade: command.grade } : {}),
        ...(command.season !== undefined ? { season: command.season } : {}),
      });
    }
    default:
      return refuse('invalid', 'Unknown command.');
  }
}

/**
 * Decides a command.
 * - Nothing changes a session that has ended or was cancelled (`ended`), nor one not yet begun
 *   (`notInProgress`; assessment.vppLaunch begins it).
 * - Only the examiner shows pages, runs the reading probe and ends the session (`notAllowed`).
 * - The examinee answers only the item on the screen (`notShown`); the examiner may enter any
 *   item's answer (an answer said aloud). Answers must be the item's own values.
 * - Showing the page already shown persists nothing.
 * @param now the server's clock, for the probe's elapsed time.
 */
export function decideLiveCommand(state: LiveSessionState, role: LiveRole, command: LiveCommand, facts: LiveSessionFacts, now: Date): LiveDecision {
  if (state.status === 'ended' || state.status === 'cancelled') return refuse('ended', 'The session has ended.');
  if (state.status !== 'inProgress') return refuse('notInProgress', 'The session has not begun yet.');
  if (command.type === 'answer') return decideAnswer(state, role, command, facts);
  if (role !== 'examiner') return refuse('notAllowed', 'Only the examiner can do this.');
  switch (command.type) {
    case 'show':
      if (!knownStep(command.step, facts)) return refuse('unknownStep', 'This page is not part of the session.');
      return sameStep(state.step, command.step) ? accept() : accept({ type: 'step.shown', step: command.step });
    case 'end':
      return accept({ type: 'session.ended' });
    default:
      return decideProbe(state, command, facts, now);
  }
}
