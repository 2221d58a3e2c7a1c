/**
 * The back office's feedback inbox (issue #17: "Feedback that users send reaches a back-office
 * inbox: read, assign, answer, close"). Each piece of feedback has a status, an assignee (a
 * back-office staff member) and a thread of answers. Which statuses exist and how they follow one
 * another is ours; this file is the one place that says it. Pure: the server reads the row, asks
 * {@link feedbackStatusAfter}, and writes what it answers.
 */
import * as yup from 'yup';
import { fail, ok, type Result } from './result';

/**
 * The statuses of a piece of feedback: `new` (nobody has it), `assigned` (a staff member has it),
 * `answered` (at least one answer went to the sender), `closed` (nothing more to do).
 */
export const FEEDBACK_STATUSES = ['new', 'assigned', 'answered', 'closed'] as const;
/** One value of {@link FEEDBACK_STATUSES}. */
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Whether a text is one of {@link FEEDBACK_STATUSES}. */
export const isFeedbackStatus = (value: string): value is FeedbackStatus => (FEEDBACK_STATUSES as readonly string[]).includes(value);

/**
 * What staff do to a piece of feedback: `assign` it to a staff member (again: to another one),
 * `answer` it, `close` it, `reopen` a closed one.
 */
export const FEEDBACK_ACTIONS = ['assign', 'answer', 'close', 'reopen'] as const;
/** One value of {@link FEEDBACK_ACTIONS}. */
export type FeedbackAction = (typeof FEEDBACK_ACTIONS)[number];

/** Where a piece of feedback stands: its status and whether someone has it. */
export interface FeedbackState {
  status: FeedbackStatus;
  /** Whether it has an assignee (a closed one keeps the one it had). */
  assigned: boolean;
}

/** Why an action is not open. */
export interface FeedbackTransitionError {
  code: 'feedbackTransition';
  message: string;
}

/** The messages of the refusals, word for word what the API answers (409). */
export const FEEDBACK_TRANSITION_MESSAGES = {
  closed: 'This feedback is closed; reopen it first.',
  notClosed: 'Only closed feedback can be reopened.',
  unassigned: 'Assign the feedback before answering it.',
} as const;

/**
 * The actions open from `state`: a closed one only reopens; answering needs an assignee (whoever
 * answers has taken it on); the others assign (or reassign) and close.
 */
export function openFeedbackActions(state: FeedbackState): FeedbackAction[] {
  if (state.status === 'closed') return ['reopen'];
  return state.assigned ? ['assign', 'answer', 'close'] : ['assign', 'close'];
}

/**
 * The status after `action` on feedback in `state`.
 * - assign: `new` becomes `assigned`; `assigned` and `answered` keep their status (a new assignee
 *   does not undo an answer already sent);
 * - answer: becomes `answered` (a further answer too);
 * - close: becomes `closed`;
 * - reopen: a closed one becomes `assigned` when it kept an assignee, else `new`.
 * @returns `{ ok: true, value }` the new status, or `{ ok: false, error }` with the reason the
 *   action is not open ({@link FEEDBACK_TRANSITION_MESSAGES}).
 */
export function feedbackStatusAfter(state: FeedbackState, action: FeedbackAction): Result<FeedbackStatus, FeedbackTransitionError> {
  if (!openFeedbackActions(state).includes(action)) {
    const message =
      action === 'reopen'
        ? FEEDBACK_TRANSITION_MESSAGES.notClosed
        : state.status === 'closed'
          ? FEEDBACK_TRANSITION_MESSAGES.closed
          : FEEDBACK_TRANSITION_MESSAGES.unassigned;
    return fail({ code: 'feedbackTransition', message });
  }
  switch (action) {
    case 'assign':
      return ok(state.status === 'new' ? 'assigned' : state.status);
    case 'answer':
      return ok('answered');
    case 'close':
      return ok('closed');
    case 'reopen':
      return ok(state.assigned ? 'assigned' : 'new');
  }
}

/** The length of an answer, in characters after trimming. */
export const FEEDBACK_ANSWER_LIMITS = { min: 1, max: 5000 } as const;

/** yup schema of an answer's text: trimmed, 1 to 5,000 characters. */
export const feedbackAnswerTextSchema = yup
  .string()
  .trim()
  .required('Write the answer.')
  .max(FEEDBACK_ANSWER_LIMITS.max, `Write the answer in at most ${FEEDBACK_ANSWER_LIMITS.max} characters.`);
