/**
 * Errors as RFC 9457 problem details (`application/problem+json`). Every error the services
 * answer has one of these stable `type`s and a `code` the SPA keys its messages on.
 */

/** The media type of problem details. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Stable problem codes, with their HTTP status and title. */
export const PROBLEMS = {
  validation: { status: 400, title: 'The request has invalid fields.' },
  badRequest: { status: 400, title: 'The request cannot be processed.' },
  notScorable: { status: 400, title: 'The assessment cannot be scored yet.' },
  unauthenticated: { status: 401, title: 'Sign in to continue.' },
  csrf: { status: 403, title: 'The request is missing its security token. Reload the page and try again.' },
  forbidden: { status: 403, title: 'You do not have permission to do this.' },
  notFound: { status: 404, title: 'Not found.' },
  conflict: { status: 409, title: 'This record was changed by someone else. Reload it and try again.' },
  duplicate: { status: 409, title: 'A record with this id already exists.' },
  verificationRequired: { status: 409, title: 'The item entry must be verified before the assessment is scored.' },
  licenseExhausted: { status: 402, title: 'No license usage is left for this report. Nothing was generated; ask your account administrator for more usages.' },
  notReady: { status: 409, title: 'This is not finished yet. Try again when it has finished.' },
  publicationRefused: { status: 422, title: 'The draft cannot be published: every one of its test cases must pass, and it needs at least one.' },
  stimulusFilesRefused: { status: 422, title: 'The stimulus book cannot be published with these files: every image it shows needs a PNG, JPEG or WebP file of at most 2 MiB.' },
  groupArchived: { status: 409, title: 'This group is archived. Restore it before changing its members.' },
  idempotencyConflict: { status: 422, title: 'This Idempotency-Key was used for a different request.' },
  linkInvalid: { status: 404, title: 'This link does not work. Check that you opened the whole address from your message, or ask the sender for a new link.' },
  linkNotYetOpen: { status: 403, title: 'This link is not open yet.' },
  linkExpired: { status: 410, title: 'This link has expired. Ask the sender for a new link.' },
  linkRevoked: { status: 410, title: 'This link was withdrawn by the sender. Ask the sender if you need a new link.' },
  linkCompleted: { status: 410, title: 'This questionnaire has already been submitted. Thank you; there is nothing more to do.' },
  rateLimited: { status: 429, title: 'Too many requests. Wait a moment and try again.' },
  internal: { status: 500, title: 'Something went wrong on our side. Nothing was saved.' },
} as const;

/** One code of {@link PROBLEMS}. */
export type ProblemCode = keyof typeof PROBLEMS;

/** The `type` URI of a problem code. */
export const problemType = (code: ProblemCode): string => `urn:qg:problem:${code}`;

/** A field-level error of a validation problem. */
export interface ProblemFieldError {
  /** Path of the field (`birthDate`, `responses.phq9_3`). */
  field: string;
  message: string;
}

/** A problem details document (RFC 9457) with our extension members `code` and `errors`. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  code: ProblemCode;
  errors?: ProblemFieldError[];
}

/** Builds a problem details document. */
export function problem(code: ProblemCode, detail?: string, errors?: ProblemFieldError[]): ProblemDetails {
  const { status, title } = PROBLEMS[code];
  return {
    type: problemType(code),
    title,
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}
