/**
 * Failures of the player's calls as plain data: sagas turn whatever they catch into a
 * {@link PlayerFailure} before it reaches an action (actions stay serializable).
 */
import type { ProblemCode } from '../../../contract/problem';

/** A failed call: the problem code (`network` when the server was not reached), the HTTP status (0 when none) and the problem's detail. */
export interface PlayerFailure {
  code: ProblemCode | 'network' | 'unexpected';
  status: number;
  detail: string | null;
}

/** What the http client throws for an answer that is not a success. */
export class PlayerApiError extends Error {
  constructor(readonly failure: PlayerFailure) {
    super(failure.detail ?? failure.code);
    this.name = 'PlayerApiError';
  }
}

/** Turns anything caught into a {@link PlayerFailure}: fetch's TypeError is a network failure. */
export function toPlayerFailure(error: unknown): PlayerFailure {
  if (error instanceof PlayerApiError) return error.failure;
  if (error instanceof TypeError) return { code: 'network', status: 0, detail: null };
  return { code: 'unexpected', status: 0, detail: error instanceof Error ? error.message : null };
}

/** The problems that end the questionnaire on this device: each has its own page. */
export const LINK_PROBLEMS = ['linkInvalid', 'linkExpired', 'linkRevoked', 'linkCompleted', 'linkNotYetOpen', 'rateLimited'] as const;
/** One of {@link LINK_PROBLEMS}. */
export type LinkProblemCode = (typeof LINK_PROBLEMS)[number];

/** Whether a failure is one of the link's own problems. */
export const isLinkProblem = (code: string): code is LinkProblemCode => (LINK_PROBLEMS as readonly string[]).includes(code);
