/**
 * The problems of a remote-administration link: each ends the questionnaire on this device and
 * has its own page. A failed call is an {@link AppError} (src/client, shared with the SPA).
 */
import type { AppError } from '../../../client/appError';

/** The problems that end the questionnaire on this device: each has its own page. */
export const LINK_PROBLEMS = ['linkInvalid', 'linkExpired', 'linkRevoked', 'linkCompleted', 'linkNotYetOpen', 'rateLimited'] as const;
/** One of {@link LINK_PROBLEMS}. */
export type LinkProblemCode = (typeof LINK_PROBLEMS)[number];

/** Whether a failure is one of the link's own problems. */
export const isLinkProblem = (code: string): code is LinkProblemCode => (LINK_PROBLEMS as readonly string[]).includes(code);

/** A failed call of the player. */
export type PlayerFailure = AppError;
