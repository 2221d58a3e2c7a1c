import {
  FEEDBACK_ACTIONS,
  FEEDBACK_STATUSES,
  FEEDBACK_TRANSITION_MESSAGES,
  feedbackAnswerTextSchema,
  feedbackStatusAfter,
  openFeedbackActions,
} from '../../src/domain/feedbackInbox';

describe('feedbackStatusAfter', () => {
  it('assigns new feedback, and reassigning keeps an answered one answered', () => {
    expect(feedbackStatusAfter({ status: 'new', assigned: false }, 'assign')).toEqual({ ok: true, value: 'assigned' });
    expect(feedbackStatusAfter({ status: 'assigned', assigned: true }, 'assign')).toEqual({ ok: true, value: 'assigned' });
    expect(feedbackStatusAfter({ status: 'answered', assigned: true }, 'assign')).toEqual({ ok: true, value: 'answered' });
  });

  it('answers only feedback someone has, again and again', () => {
    expect(feedbackStatusAfter({ status: 'assigned', assigned: true }, 'answer')).toEqual({ ok: true, value: 'answered' });
    expect(feedbackStatusAfter({ status: 'answered', assigned: true }, 'answer')).toEqual({ ok: true, value: 'answered' });
    expect(feedbackStatusAfter({ status: 'new', assigned: false }, 'answer')).toEqual({
      ok: false,
      error: { code: 'feedbackTransition', message: FEEDBACK_TRANSITION_MESSAGES.unassigned },
    });
  });

  it('closes from every open status and reopens to where it stood', () => {
    for (const state of [{ status: 'new', assigned: false }, { status: 'assigned', assigned: true }, { status: 'answered', assigned: true }] as const) {
      expect(feedbackStatusAfter(state, 'close')).toEqual({ ok: true, value: 'closed' });
    }
    expect(feedbackStatusAfter({ status: 'closed', assigned: true }, 'reopen')).toEqual({ ok: true, value: 'assigned' });
    expect(feedbackStatusAfter({ status: 'closed', assigned: false }, 'reopen')).toEqual({ ok: true, value: 'new' });
  });

  it('refuses everything but reopening on closed feedback, and reopening open feedback', () => {
    for (const action of ['assign', 'answer', 'close'] as const) {
      expect(feedbackStatusAfter({ status: 'closed', assigned: true }, action)).toMatchObject({ ok: false, error: { message: FEEDBACK_TRANSITION_MESSAGES.closed } });
    }
    expect(feedbackStatusAfter({ status: 'answered', assigned: true }, 'reopen')).toMatchObject({ ok: false, error: { message: FEEDBACK_TRANSITION_MESSAGES.notClosed } });
  });

  it('opens exactly the actions it accepts, from every state', () => {
    for (const status of FEEDBACK_STATUSES) {
      for (const assigned of [false, true]) {
        const open = openFeedbackActions({ status, assigned });
        for (const action of FEEDBACK_ACTIONS) expect([action, feedbackStatusAfter({ status, assigned }, action).ok]).toEqual([action, open.includes(action)]);
      }
    }
  });
});

describe('feedbackAnswerTextSchema', () => {
  it('trims the answer and refuses an empty or an overlong one', () => {
    expect(feedbackAnswerTextSchema.validateSync('  Thank you.  ')).toBe('Thank you.');
    expect(() => feedbackAnswerTextSchema.validateSync('   ')).toThrow('Write the answer.');
    expect(() => feedbackAnswerTextSchema.validateSync('x'.repeat(5001))).toThrow('at most 5000 characters');
  });
});
