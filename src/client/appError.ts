/**
 * Errors as plain data, for the SPA and the examinee player alike. Their http clients throw
 * {@link ApiError}; sagas turn whatever they catch into an {@link AppError} before it reaches an
 * action (STYLE 9: no Error objects in actions).
 */
import { PROBLEMS, type ProblemDetails } from '../contract/problem';
import { problemCodeOfStatus, readProblem } from './problemResponse';

/** A serializable error: a stable code, a human message, the HTTP status (0 when none) and field messages. */
export interface AppError {
  code: string;
  message: string;
  status: number;
  /** Messages by field path (`examineeId`, `responses.phq9_3`), for forms. */
  fieldErrors: Record<string, string>;
  /**
   * The problem document's own `detail`, when it had one: what the server said about this case
   * (the player reads the opening time of a link not yet open in it).
   */
  detail?: string;
}

/** Messages of failures that have no problem document. */
export const ERROR_MESSAGES = {
  network: 'The service could not be reached. Check your connection and try again.',
  unexpected: 'Something went wrong. Try again.',
} as const;

/** What the http client throws for an answer that is not a success. */
export class ApiError extends Error {
  constructor(readonly info: AppError) {
    super(info.message);
    this.name = 'ApiError';
  }
}

/** The {@link AppError} of a problem details document. */
export function appErrorFromProblem(problem: ProblemDetails, status: number): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const fieldError of problem.errors ?? []) {
    // The first message of a field is the one a form shows.
    if (!(fieldError.field in fieldErrors)) fieldErrors[fieldError.field] = fieldError.message;
  }
  return {
    code: problem.code ?? 'http',
    message: problem.detail ?? problem.title ?? ERROR_MESSAGES.unexpected,
    status: problem.status ?? status,
    fieldErrors,
    ...(problem.detail !== undefined ? { detail: problem.detail } : {}),
  };
}

/** The {@link AppError} of an answer without a problem document. */
export function appErrorFromStatus(status: number): AppError {
  const code = problemCodeOfStatus(status);
  return { code: code ?? `http${status}`, message: code ? PROBLEMS[code].title : ERROR_MESSAGES.unexpected, status, fieldErrors: {} };
}

/** The {@link AppError} of an answer that is not a success: its problem document's, else its status's. */
export async function appErrorOfResponse(response: Response): Promise<AppError> {
  const problem = await readProblem(response);
  return problem ? appErrorFromProblem(problem, response.status) : appErrorFromStatus(response.status);
}

/** Turns anything caught into an {@link AppError}: API errors keep their details, fetch's TypeError is a network error. */
export function toAppError(error: unknown): AppError {
  if (error instanceof ApiError) return error.info;
  if (error instanceof TypeError) return { code: 'network', message: ERROR_MESSAGES.network, status: 0, fieldErrors: {} };
  const message = error instanceof Error && error.message ? error.message : ERROR_MESSAGES.unexpected;
  return { code: 'unexpected', message, status: 0, fieldErrors: {} };
}
