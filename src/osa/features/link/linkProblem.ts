import { isLinkProblem, type PlayerFailure } from '../../core/http/playerFailure';
import type { LinkProblem } from './linkSlice';

/** The problem page of a failed call that is not a lost connection. */
export const problemOf = (failure: PlayerFailure): LinkProblem =>
  isLinkProblem(failure.code) ? { kind: failure.code, detail: failure.detail ?? null } : { kind: 'unexpected', detail: null };
