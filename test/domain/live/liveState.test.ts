import type { LiveEvent, LiveEventBody } from '../../../src/domain/live/liveEvents';
import { eventAudience, receives } from '../../../src/domain/live/liveEvents';
import { applyLiveEvent, eventsFor, foldLiveEvents, initialLiveState, isConnected, stateFor } from '../../../src/domain/live/liveState';

const AT = '2026-11-26T10:00:00.000Z';
const event = (sequence: number, body: LiveEventBody, by: LiveEvent['by'] = 'examiner'): LiveEvent => ({ ...body, sequence, at: AT, by }) as LiveEvent;
const start = initialLiveState('scheduled', { mode: 'builtIn', url: null });

describe('live state: the fold', () => {
  it('starts waiting, or ended for a session that is over', () => {
    expect(start).toMatchObject({ sequence: 0, status: 'scheduled', step: { kind: 'waiting' } });
    expect(initialLiveState('ended', { mode: 'none', url: null }).step).toEqual({ kind: 'ended' });
    expect(initialLiveState('cancelled', { mode: 'none', url: null }).step).toEqual({ kind: 'ended' });
  });

  it('is idempotent by sequence: a replayed or older event changes nothing', () => {
    const once = foldLiveEvents(start, [event(1, { type: 'session.started' }), event(2, { type: 'step.shown', step: { kind: 'instructions', assessmentId: 4 } })]);
    expect(applyLiveEvent(once, event(2, { type: 'step.shown', step: { kind: 'item', assessmentId: 4, itemId: 'a' } }))).toBe(once);
    expect(applyLiveEvent(once, event(1, { type: 'session.ended' }))).toBe(once);
    expect(once).toMatchObject({ sequence: 2, status: 'inProgress', step: { kind: 'instructions', assessmentId: 4 } });
  });

  it('accepts gaps (the examinee does not receive the examiner’s marks)', () => {
    const state = foldLiveEvents(start, [event(1, { type: 'session.started' }), event(7, { type: 'item.answered', assessmentId: 4, itemId: 'a', value: 2 })]);
    expect(state.sequence).toBe(7);
    expect(state.answers).toEqual({ '4': { a: 2 } });
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze(foldLiveEvents(start, [event(1, { type: 'session.started' })]));
    const next = applyLiveEvent(frozen, event(2, { type: 'item.answered', assessmentId: 1, itemId: 'x', value: 1 }));
    expect(frozen.answers).toEqual({});
    expect(next.answers).toEqual({ '1': { x: 1 } });
  });

  it('keeps and clears answers per assessment and item', () => {
    const state = foldLiveEvents(start, [
      event(1, { type: 'item.answered', assessmentId: 1, itemId: 'x', value: 1 }),
      event(2, { type: 'item.answered', assessmentId: 1, itemId: 'y', value: 3 }),
      event(3, { type: 'item.answered', assessmentId: 1, itemId: 'x', value: null }),
    ]);
    expect(state.answers).toEqual({ '1': { x: null, y: 3 } });
  });

  it('counts presence per connection: two tabs, one closed, the participant is still connected', () => {
    const joined = (sequence: number) => event(sequence, { type: 'participant.joined', participantId: 9, role: 'examinee', name: 'Ada' }, 'system');
    const left = (sequence: number) => event(sequence, { type: 'participant.left', participantId: 9, role: 'examinee' }, 'system');
    const twoTabs = foldLiveEvents(start, [joined(1), joined(2)]);
    expect(twoTabs.participants['9']).toMatchObject({ connections: 2, name: 'Ada', role: 'examinee' });
    const oneClosed = applyLiveEvent(twoTabs, left(3));
    expect(isConnected(oneClosed, 'examinee')).toBe(true);
    const bothClosed = applyLiveEvent(oneClosed, left(4));
    expect(bothClosed.participants['9']).toMatchObject({ connections: 0, name: 'Ada' });
    expect(isConnected(bothClosed, 'examinee')).toBe(false);
    expect(isConnected(bothClosed, 'examiner')).toBe(false);
    // A leave without a join (a log cut short) never goes below zero.
    expect(applyLiveEvent(bothClosed, left(5)).participants['9']?.connections).toBe(0);
  });

  it('ends on session.ended and session.cancelled', () => {
    expect(applyLiveEvent(start, event(1, { type: 'session.ended' }))).toMatchObject({ status: 'ended', step: { kind: 'ended' } });
    expect(applyLiveEvent(start, event(1, { type: 'session.cancelled' }))).toMatchObject({ status: 'cancelled', step: { kind: 'ended' } });
  });

  it('follows the video', () => {
    expect(applyLiveEvent(start, event(1, { type: 'video.changed', mode: 'external', url: 'https://meet.example/x' })).video).toEqual({ mode: 'external', url: 'https://meet.example/x' });
  });

  it('folds a reading probe: started, marks taken back, last word, stopped, recorded', () => {
    const state = foldLiveEvents(start, [
      event(1, { type: 'orf.started', assessmentId: 3, passageId: 'grade1' }),
      event(2, { type: 'orf.marked', assessmentId: 3, wordIndex: 5, error: true }),
      event(3, { type: 'orf.marked', assessmentId: 3, wordIndex: 2, error: true }),
      event(4, { type: 'orf.marked', assessmentId: 3, wordIndex: 5, error: false }),
      event(5, { type: 'orf.marked', assessmentId: 3, wordIndex: 2, error: true }),
      event(6, { type: 'orf.lastWordMarked', assessmentId: 3, wordIndex: 40 }),
      event(7, { type: 'orf.stopped', assessmentId: 3, elapsedSeconds: 60 }),
      event(8, { type: 'orf.recorded', assessmentId: 3, wordsRead: 41, errors: 1, seconds: 60, wcpm: 40 }),
    ]);
    expect(state.orf['3']).toEqual({
      passageId: 'grade1',
      startedAt: AT,
      elapsedSeconds: 60,
      errorWordIndexes: [2],
      lastWordIndex: 40,
      recorded: { wordsRead: 41, errors: 1, seconds: 60, wcpm: 40 },
    });
  });

  it('ignores probe events of an assessment whose probe never started', () => {
    expect(applyLiveEvent(start, event(1, { type: 'orf.marked', assessmentId: 3, wordIndex: 1, error: true })).orf).toEqual({});
  });

  it('shows the examinee nothing of the examiner’s probe', () => {
    const state = foldLiveEvents(start, [event(1, { type: 'orf.started', assessmentId: 3, passageId: 'grade1' })]);
    expect(stateFor('examinee', state).orf).toEqual({});
    expect(stateFor('examiner', state).orf['3']).toBeDefined();
    const events = [event(1, { type: 'orf.started', assessmentId: 3, passageId: 'grade1' }), event(2, { type: 'session.started' })];
    expect(eventsFor('examinee', events).map((e) => e.type)).toEqual(['session.started']);
    expect(eventsFor('examiner', events)).toHaveLength(2);
    expect(eventAudience('orf.recorded')).toBe('examiner');
    expect(receives('examinee', 'step.shown')).toBe(true);
    expect(receives('examinee', 'orf.marked')).toBe(false);
  });
});
