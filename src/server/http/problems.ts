/**
 * Errors the services answer as RFC 9457 problem details (codes in src/contract/problem.ts).
 * Handlers throw {@link HttpProblem}; the one error handler turns it into the answer.
 */
import type { FastifyReply } from 'fastify';
import { problem, PROBLEM_CONTENT_TYPE, type ProblemCode, type ProblemDetails, type ProblemFieldError } from '../../contract/problem';
import { isInputOutOfRange } from '../db/errors';
import { isFhirUrl, outcomeOf } from './fhirOutcome';

/** The record a refusal concerns, as its audit row names it. */
export interface AuditSubject {
  entity: string;
  id: number | string;
  /** The record's account: the account the audit row belongs to. */
  accountId: number;
}

/** A problem a handler answers instead of a result. */
export class HttpProblem extends Error {
  override name = 'HttpProblem';

  /**
   * Whether the operation's writes commit although it answers this problem. A refusal normally
   * rolls back everything the operation wrote; a few refusals are themselves a change that must
   * last (a failed password counts towards the lock-out; a reused refresh token ends its session).
   */
  keepsWrites = false;

  /**
   * The record a refusal concerns, for its audit row when the pipeline cannot name it (a remote
   * link found by its token: the link's id and account, never the token). Never answered.
   */
  auditSubject: AuditSubject | null = null;

  constructor(
    readonly code: ProblemCode,
    readonly detail?: string,
    readonly errors?: ProblemFieldError[],
  ) {
    super(detail ?? code);
  }

  /** Marks the refusal as one whose writes commit (see {@link keepsWrites}); returns itself. */
  keepingWrites(): this {
    this.keepsWrites = true;
    return this;
  }

  /** Names the record the refusal concerns for the audit log (see {@link auditSubject}); returns itself. */
  about(subject: AuditSubject): this {
    this.auditSubject = subject;
    return this;
  }

  /** The problem details document. */
  toProblem(): ProblemDetails {
    return problem(this.code, this.detail, this.errors);
  }
}

/** 404: the record does not exist in the caller's account (another account's record looks the same). */
export const notFound = (what: string): HttpProblem => new HttpProblem('notFound', `${what} was not found.`);

/** 400 naming one bad field. */
export const invalidField = (field: string, message: string): HttpProblem =>
  new HttpProblem('validation', message, [{ field, message }]);

/** The words of {@link outOfRangeProblem}. */
export const OUT_OF_RANGE_MESSAGE = 'A value is outside the range the platform accepts (a number too large, or a text too long).';

/**
 * The 400 answered for an error of the database refusing an input value (db/errors.ts
 * `isInputOutOfRange`), so that no input answers 500; any other error is answered as it is.
 */
export const inputProblemOf = (error: unknown): unknown => (isInputOutOfRange(error) ? new HttpProblem('validation', OUT_OF_RANGE_MESSAGE) : error);

/**
 * Sends a problem details document with its status and media type; on the FHIR endpoint's paths,
 * the same problem as an OperationOutcome (http/fhirOutcome.ts).
 */
export function sendProblem(reply: FastifyReply, details: ProblemDetails): FastifyReply {
  if (isFhirUrl(reply.request.url)) {
    const outcome = outcomeOf(details);
    return reply.code(details.status).header('cache-control', 'no-store').type(outcome.contentType).send(Buffer.from(JSON.stringify(outcome.body), 'utf8'));
  }
  return reply.code(details.status).header('cache-control', 'no-store').type(PROBLEM_CONTENT_TYPE).send(details);
}
