/**
 * The live screen's step list and the rules that enable its controls (issue #20): the steps in
 * order per assessment (a reading probe by its passages), Previous/Next around the shown step,
 * and `commandAllowed`, which asks the domain's decideLiveCommand with the session's facts.
 */
import { commandAllowed, liveFacts, neighbours, planOf, sessionSteps } from '../../src/app/features/liveSessions/liveSteps';
import { selectShownProbe } from '../../src/app/features/liveSessions/liveSessionsSelectors';
import { liveScreenReducer, messageReceived, sessionLoaded } from '../../src/app/features/liveSessions/liveScreenSlice';
import { initialLiveState, type LiveSessionState } from '../../src/domain/live/liveState';
import { BOOKS, DETAILS, event, ORF_DETAILS, PHQ_DETAILS, WELCOME } from './liveSessionsFixtures';
import { testState } from './support/state';

const plans = [planOf(PHQ_DETAILS, 'en_us'), planOf(ORF_DETAILS, 'en_us')];
const facts = liveFacts(plans, BOOKS);
const running: LiveSessionState = initialLiveState('inProgress', { mode: 'none', url: null });

describe('live steps', () => {
  it('lists each assessment’s instructions, its items, then its passages, in the session’s order', () => {
    expect(sessionSteps(plans).map((listed) => listed.key)).toEqual(['11:instructions', '11:item:phq2_1', '11:item:phq2_2', '12:instructions', '12:passage:p1']);
  });

  it('names the administration facts the norms still need (the reading probe has a grade but no season)', () => {
    expect(plans.map((plan) => plan.administrationMissing)).toEqual([[], ['season']]);
  });

  it('steps from the shown step, and starts at the first when none of the list is shown', () => {
    const steps = sessionSteps(plans);
    expect(neighbours(steps, { kind: 'waiting' })).toEqual({ previous: null, next: { kind: 'instructions', assessmentId: 11 } });
    expect(neighbours(steps, { kind: 'item', assessmentId: 11, itemId: 'phq2_2' })).toEqual({ previous: { kind: 'item', assessmentId: 11, itemId: 'phq2_1' }, next: { kind: 'instructions', assessmentId: 12 } });
    expect(neighbours(steps, { kind: 'passage', assessmentId: 12, passageId: 'p1' }).next).toBeNull();
  });

  it('enables only what the server would act on', () => {
    const show = { type: 'show', step: { kind: 'instructions', assessmentId: 11 } } as const;
    expect(commandAllowed(running, show, facts)).toBe(true);
    expect(commandAllowed({ ...running, step: show.step }, show, facts)).toBe(false);
    expect(commandAllowed(initialLiveState('scheduled', { mode: 'none', url: null }), show, facts)).toBe(false);
    expect(commandAllowed({ ...running, status: 'ended' }, { type: 'end' }, facts)).toBe(false);
    expect(commandAllowed(running, { type: 'show', step: { kind: 'stimulus', bookId: 'orf-passages', pageId: 'cat' } }, facts)).toBe(true);
    expect(commandAllowed(running, { type: 'show', step: { kind: 'stimulus', bookId: 'orf-passages', pageId: 'dog' } }, facts)).toBe(false);
    expect(commandAllowed(running, { type: 'answer', assessmentId: 11, itemId: 'phq2_1', value: 1 }, facts)).toBe(true);
    expect(commandAllowed(running, { type: 'orf.start', assessmentId: 12 }, facts)).toBe(false);
    expect(commandAllowed({ ...running, step: { kind: 'passage', assessmentId: 12, passageId: 'p1' } }, { type: 'orf.start', assessmentId: 12 }, facts)).toBe(true);
    expect(commandAllowed(null, { type: 'end' }, facts)).toBe(false);
  });

  it('gives the shown passage’s probe and its result once the timer stopped', () => {
    const messages = [
      WELCOME,
      { type: 'event', event: event(3, { type: 'step.shown', step: { kind: 'passage', assessmentId: 12, passageId: 'p1' } }) },
      { type: 'event', event: event(4, { type: 'orf.started', assessmentId: 12, passageId: 'p1' }) },
      { type: 'event', event: event(5, { type: 'orf.marked', assessmentId: 12, wordIndex: 0, error: true }) },
      { type: 'event', event: event(6, { type: 'orf.lastWordMarked', assessmentId: 12, wordIndex: 5 }) },
      { type: 'event', event: event(7, { type: 'orf.stopped', assessmentId: 12, elapsedSeconds: 60 }) },
    ] as const;
    const liveScreen = messages.reduce((state, message) => liveScreenReducer(state, messageReceived(message)), liveScreenReducer(undefined, sessionLoaded({ session: DETAILS, plans, books: BOOKS })));
    const probe = selectShownProbe(testState({ liveScreen }));
    expect(probe).toMatchObject({ assessmentId: 12, passage: { id: 'p1', wordCount: 6 }, probe: { errorWordIndexes: [0], lastWordIndex: 5, elapsedSeconds: 60 } });
    expect(probe?.result).toEqual({ wordsRead: 6, errors: 1, wordsCorrect: 5, seconds: 60, wcpm: 5, accuracy: 83.3, prorated: false });
  });
});
