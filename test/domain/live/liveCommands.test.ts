import { type LiveCommand, type LiveSessionFacts, decideLiveCommand } from '../../../src/domain/live/liveCommands';
import type { LiveEvent, LiveEventBody } from '../../../src/domain/live/liveEvents';
import { type LiveSessionState, foldLiveEvents, initialLiveState } from '../../../src/domain/live/liveState';

const NOW = new Date('2026-11-26T10:00:40.000Z');
const STARTED_AT = '2026-11-26T10:00:00.000Z';
const facts: LiveSessionFacts = {
  assessments: [
    { assessmentId: 1, answerable: true, items: { a: { values: [0, 1, 2, 3], min: null, max: null }, n: { values: null, min: 0, max: 10 } }, passages: {} },
    { assessmentId: 2, answerable: false, items: { a: { values: [0, 1], min: null, max: null } }, passages: {} },
    { assessmentId: 3, answerable: true, items: {}, passages: { grade1: 100 } },
  ],
  hasStimulusPage: (bookId, pageId) => bookId === 'phq9-cards' && pageId === 'item-1',
};

let sequence = 0;
const fold = (state: LiveSessionState, ...bodies: LiveEventBody[]): LiveSessionState =>
  foldLiveEvents(state, bodies.map((body) => ({ ...body, sequence: ++sequence, at: STARTED_AT, by: 'examiner' }) as LiveEvent));
const scheduled = initialLiveState('scheduled', { mode: 'none', url: null });
const live = fold(scheduled, { type: 'session.started' });
const decide = (state: LiveSessionState, role: 'examiner' | 'examinee', command: LiveCommand) => decideLiveCommand(state, role, command, facts, NOW);
const refusal = (state: LiveSessionState, role: 'examiner' | 'examinee', command: LiveCommand) => {
  const decision = decide(state, role, command);
  return decision.ok ? 'accepted' : decision.code;
};

describe('decideLiveCommand: the session', () => {
  it('refuses everything before the session begins and after it ends or is cancelled', () => {
    expect(refusal(scheduled, 'examiner', { type: 'show', step: { kind: 'waiting' } })).toBe('notInProgress');
    expect(refusal(fold(live, { type: 'session.ended' }), 'examiner', { type: 'end' })).toBe('ended');
    expect(refusal(fold(live, { type: 'session.cancelled' }), 'examinee', { type: 'answer', assessmentId: 1, itemId: 'a', value: 1 })).toBe('ended');
  });

  it('lets only the examiner show pages, run the probe and end the session', () => {
    for (const command of [{ type: 'show', step: { kind: 'waiting' } }, { type: 'end' }, { type: 'orf.start', assessmentId: 3 }, { type: 'orf.stop', assessmentId: 3 }] as LiveCommand[]) {
      expect(refusal(live, 'examinee', command)).toBe('notAllowed');
    }
    expect(decide(live, 'examiner', { type: 'end' })).toEqual({ ok: true, events: [{ type: 'session.ended' }] });
  });
});

describe('decideLiveCommand: show', () => {
  it('shows a step of the session', () => {
    const steps = [
      { kind: 'instructions', assessmentId: 1 },
      { kind: 'item', assessmentId: 1, itemId: 'a' },
      { kind: 'passage', assessmentId: 3, passageId: 'grade1' },
      { kind: 'stimulus', bookId: 'phq9-cards', pageId: 'item-1' },
    ] as const;
    for (const step of steps) expect(decide(live, 'examiner', { type: 'show', step })).toEqual({ ok: true, events: [{ type: 'step.shown', step }] });
  });

  it('refuses steps that are not of the session, and never shows `ended` (the examiner ends the session instead)', () => {
    const unknown = [
      { kind: 'instructions', assessmentId: 9 },
      { kind: 'item', assessmentId: 1, itemId: 'zz' },
      { kind: 'passage', assessmentId: 1, passageId: 'grade1' },
      { kind: 'stimulus', bookId: 'phq9-cards', pageId: 'item-2' },
      { kind: 'ended' },
    ] as const;
    for (const step of unknown) expect(refusal(live, 'examiner', { type: 'show', step })).toBe('unknownStep');
  });

  it('persists nothing for the page already shown', () => {
    const shown = fold(live, { type: 'step.shown', step: { kind: 'item', assessmentId: 1, itemId: 'a' } });
    expect(decide(shown, 'examiner', { type: 'show', step: { kind: 'item', assessmentId: 1, itemId: 'a' } })).toEqual({ ok: true, events: [] });
    expect(decide(live, 'examiner', { type: 'show', step: { kind: 'waiting' } })).toEqual({ ok: true, events: [] });
  });
});

describe('decideLiveCommand: answer', () => {
  const onItem = fold(live, { type: 'step.shown', step: { kind: 'item', assessmentId: 1, itemId: 'a' } });

  it('takes the examinee’s answer to the item on the screen, and a cleared answer', () => {
    expect(decide(onItem, 'examinee', { type: 'answer', assessmentId: 1, itemId: 'a', value: 2 })).toEqual({
      ok: true,
      events: [{ type: 'item.answered', assessmentId: 1, itemId: 'a', value: 2 }],
    });
    expect(decide(onItem, 'examinee', { type: 'answer', assessmentId: 1, itemId: 'a', value: null })).toMatchObject({ ok: true });
  });

  it('refuses the examinee an item that is not on the screen; the examiner may enter any item', () => {
    expect(refusal(onItem, 'examinee', { type: 'answer', assessmentId: 1, itemId: 'n', value: 2 })).toBe('notShown');
    expect(refusal(live, 'examinee', { type: 'answer', assessmentId: 1, itemId: 'a', value: 2 })).toBe('notShown');
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 1, itemId: 'n', value: 7 })).toBe('accepted');
  });

  it('refuses an item not of the session, a complete assessment, and values the item does not take', () => {
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 1, itemId: 'zz', value: 1 })).toBe('unknownStep');
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 8, itemId: 'a', value: 1 })).toBe('unknownStep');
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 2, itemId: 'a', value: 1 })).toBe('notAllowed');
    expect(refusal(onItem, 'examinee', { type: 'answer', assessmentId: 1, itemId: 'a', value: 4 })).toBe('invalid');
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 1, itemId: 'n', value: 11 })).toBe('invalid');
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 1, itemId: 'n', value: -1 })).toBe('invalid');
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 1, itemId: 'n', value: 2.5 })).toBe('invalid');
    expect(refusal(onItem, 'examiner', { type: 'answer', assessmentId: 1, itemId: 'n', value: 10 })).toBe('accepted');
  });
});

describe('decideLiveCommand: the reading probe', () => {
  const onPassage = fold(live, { type: 'step.shown', step: { kind: 'passage', assessmentId: 3, passageId: 'grade1' } });
  const running = fold(onPassage, { type: 'orf.started', assessmentId: 3, passageId: 'grade1' });

  it('starts only on the passage shown', () => {
    expect(refusal(live, 'examiner', { type: 'orf.start', assessmentId: 3 })).toBe('notShown');
    expect(refusal(onPassage, 'examiner', { type: 'orf.start', assessmentId: 1 })).toBe('notShown');
    expect(refusal(onPassage, 'examiner', { type: 'orf.start', assessmentId: 9 })).toBe('unknownStep');
    expect(decide(onPassage, 'examiner', { type: 'orf.start', assessmentId: 3 })).toEqual({ ok: true, events: [{ type: 'orf.started', assessmentId: 3, passageId: 'grade1' }] });
  });

  it('needs a started probe for marks, stop and record', () => {
    for (const command of [
      { type: 'orf.mark', assessmentId: 3, wordIndex: 1, error: true },
      { type: 'orf.last', assessmentId: 3, wordIndex: 1 },
      { type: 'orf.stop', assessmentId: 3 },
      { type: 'orf.record', assessmentId: 3 },
    ] as LiveCommand[]) {
      expect(refusal(onPassage, 'examiner', command)).toBe('noProbe');
    }
  });

  it('marks words of the passage only', () => {
    expect(refusal(running, 'examiner', { type: 'orf.mark', assessmentId: 3, wordIndex: 99, error: true })).toBe('accepted');
    expect(refusal(running, 'examiner', { type: 'orf.mark', assessmentId: 3, wordIndex: 100, error: true })).toBe('invalid');
    expect(refusal(running, 'examiner', { type: 'orf.last', assessmentId: 3, wordIndex: 100 })).toBe('invalid');
    expect(decide(running, 'examiner', { type: 'orf.last', assessmentId: 3, wordIndex: 44 })).toEqual({ ok: true, events: [{ type: 'orf.lastWordMarked', assessmentId: 3, wordIndex: 44 }] });
  });

  it('stops at the server’s elapsed time (capped at the minute), once', () => {
    expect(decide(running, 'examiner', { type: 'orf.stop', assessmentId: 3 })).toEqual({ ok: true, events: [{ type: 'orf.stopped', assessmentId: 3, elapsedSeconds: 40 }] });
    expect(decideLiveCommand(running, 'examiner', { type: 'orf.stop', assessmentId: 3 }, facts, new Date('2026-11-26T10:05:00Z'))).toMatchObject({ events: [{ elapsedSeconds: 60 }] });
    const stopped = fold(running, { type: 'orf.stopped', assessmentId: 3, elapsedSeconds: 40 });
    expect(decide(stopped, 'examiner', { type: 'orf.stop', assessmentId: 3 })).toEqual({ ok: true, events: [] });
  });

  it('records the prorated result once stopped with the last word marked, and then refuses changes', () => {
    expect(refusal(running, 'examiner', { type: 'orf.record', assessmentId: 3 })).toBe('notAllowed');
    const stopped = fold(running, { type: 'orf.stopped', assessmentId: 3, elapsedSeconds: 40 });
    expect(refusal(stopped, 'examiner', { type: 'orf.record', assessmentId: 3 })).toBe('notAllowed');
    const marked = fold(stopped, { type: 'orf.marked', assessmentId: 3, wordIndex: 2, error: true }, { type: 'orf.lastWordMarked', assessmentId: 3, wordIndex: 45 });
    expect(decide(marked, 'examiner', { type: 'orf.record', assessmentId: 3 })).toEqual({
      ok: true,
      events: [{ type: 'orf.recorded', assessmentId: 3, wordsRead: 46, errors: 1, seconds: 40, wcpm: 68 }],
    });
    // The grade and season the examiner gives for the norms travel with the record.
    expect(decide(marked, 'examiner', { type: 'orf.record', assessmentId: 3, grade: 2, season: 'winter' })).toEqual({
      ok: true,
      events: [{ type: 'orf.recorded', assessmentId: 3, wordsRead: 46, errors: 1, seconds: 40, wcpm: 68, grade: 2, season: 'winter' }],
    });
    const recorded = fold(marked, { type: 'orf.recorded', assessmentId: 3, wordsRead: 46, errors: 1, seconds: 40, wcpm: 68 });
    expect(refusal(recorded, 'examiner', { type: 'orf.mark', assessmentId: 3, wordIndex: 1, error: true })).toBe('notAllowed');
    expect(refusal(recorded, 'examiner', { type: 'orf.start', assessmentId: 3 })).toBe('notAllowed');
  });

  it('refuses to record a probe of a complete assessment', () => {
    const closed: LiveSessionFacts = { ...facts, assessments: facts.assessments.map((a) => (a.assessmentId === 3 ? { ...a, answerable: false } : a)) };
    const ready = fold(running, { type: 'orf.lastWordMarked', assessmentId: 3, wordIndex: 5 }, { type: 'orf.stopped', assessmentId: 3, elapsedSeconds: 60 });
    expect(decideLiveCommand(ready, 'examiner', { type: 'orf.record', assessmentId: 3 }, closed, NOW)).toMatchObject({ ok: false, code: 'notAllowed' });
  });
});
