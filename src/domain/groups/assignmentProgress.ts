/**
 * The progress of a form assigned to a group (issue #19): each member's assessment is not started,
 * in progress, submitted or scored, and the group's page counts them per assignment.
 */
import type { AssessmentStatus } from '../assessment';

/** The modes of an assignment: item entry by staff, a remote link per member, or a class session with codes. */
export const ASSIGNMENT_MODES = ['itemEntry', 'remoteLinks', 'classSession'] as const;
/** One of {@link ASSIGNMENT_MODES}. */
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** A member's progress on an assignment, in the order a respondent goes through them. */
export const PROGRESS_STATES = ['notStarted', 'inProgress', 'submitted', 'scored'] as const;
/** One of {@link PROGRESS_STATES}. */
export type ProgressState = (typeof PROGRESS_STATES)[number];

/** Counts per {@link ProgressState}. */
export type ProgressCounts = Record<ProgressState, number>;

/**
 * A member's progress from their assessment's status: a draft is not started, `inProgress` has
 * answers, `complete` was submitted (or entered) but not scored, `scored` has its score of record.
 */
export function progressOf(status: AssessmentStatus): ProgressState {
  switch (status) {
    case 'draft':
      return 'notStarted';
    case 'inProgress':
      return 'inProgress';
    case 'complete':
      return 'submitted';
    case 'scored':
      return 'scored';
  }
}

/** The counts of `states`, every state present (0 when none). */
export function progressCounts(states: readonly ProgressState[]): ProgressCounts {
  const counts: ProgressCounts = { notStarted: 0, inProgress: 0, submitted: 0, scored: 0 };
  for (const state of states) counts[state] += 1;
  return counts;
}

/** Whether a member still has something to do (a reminder goes to them): not submitted nor scored. */
export const isOutstanding = (state: ProgressState): boolean => state === 'notStarted' || state === 'inProgress';
