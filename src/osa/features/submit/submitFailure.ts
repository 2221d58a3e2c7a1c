import { isLinkProblem, type PlayerFailure } from '../../core/http/playerFailure';
import type { SubmitFailure } from './submitSlice';

/**
 * What a failed submission means for the respondent: a link problem has its own page
 * (`linkCompleted`: it was submitted already), the rest a message on the review page.
 */
export function submitApiFailure(code: PlayerFailure['code']): SubmitFailure | 'problem' {
  if (isLinkProblem(code)) return 'problem';
  if (code === 'network') return 'network';
  if (code === 'conflict') return 'conflict';
  if (code === 'validation' || code === 'notScorable' || code === 'badRequest') return 'incomplete';
  return 'other';
}
