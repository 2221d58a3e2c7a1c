/**
 * Reading a refusal of the services, for every browser client (the SPA and the player): the
 * problem details document (RFC 9457) of an answer that is not a success.
 */
import { PROBLEM_CONTENT_TYPE, PROBLEMS, type ProblemCode, type ProblemDetails } from '../contract/problem';

/**
 * The problem details of an answer, or `null` when it has none (another media type, a body that
 * is not JSON, or a JSON body that is not a problem document).
 */
export async function readProblem(response: Response): Promise<ProblemDetails | null> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes(PROBLEM_CONTENT_TYPE) && !type.includes('application/json')) return null;
  try {
    const body = (await response.json()) as Partial<ProblemDetails> | null;
    return body && typeof body === 'object' && typeof body.title === 'string' ? (body as ProblemDetails) : null;
  } catch {
    // A broken body still has a status to report.
    return null;
  }
}

/** The problem code of the contract whose status is `status`, if any (for an answer without a document). */
export const problemCodeOfStatus = (status: number): ProblemCode | undefined =>
  (Object.keys(PROBLEMS) as ProblemCode[]).find((code) => PROBLEMS[code].status === status);
