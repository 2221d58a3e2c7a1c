import type { AssessmentStatus } from '../../../../domain/assessment';

/** How each assessment status is shown. */
export const STATUS_LABELS: Record<AssessmentStatus, string> = {
  draft: 'Not started',
  inProgress: 'In progress',
  complete: 'Complete, not scored',
  scored: 'Scored',
};
