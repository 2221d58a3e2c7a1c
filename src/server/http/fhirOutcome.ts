/**
 * Errors on the FHIR endpoint's paths answered as OperationOutcomes (`application/fhir+json`), as
 * FHIR clients expect, instead of problem details: the one documented exception to the API's
 * error format (docs/architecture.md). The status and the field errors are the same.
 */
import { SERVICE_PREFIXES } from '../../contract/operation';
import type { ProblemDetails } from '../../contract/problem';
import { FHIR_CONTENT_TYPE } from '../../contract/services/fhir';
import { type FhirOperationOutcome, operationOutcome, type OutcomeIssueCode } from '../../domain/fhir/bundle';

const FHIR_PATH = new RegExp(`^/[^/?]+${SERVICE_PREFIXES.fhir.replace(/\//g, '\\/')}(?:[/?]|$)`);

/** Whether a request URL is on the FHIR endpoint (`{contextRoot}/fhir/r4...`). */
export const isFhirUrl = (url: string): boolean => FHIR_PATH.test(url);

/** The issue type of a problem's status. */
function issueCode(status: number): OutcomeIssueCode {
  if (status === 401) return 'login';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409 || status === 422) return 'conflict';
  if (status === 413) return 'too-long';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'exception';
  return 'invalid';
}

/** The OperationOutcome of a problem, and its media type. */
export function outcomeOf(details: ProblemDetails): { contentType: string; body: FhirOperationOutcome } {
  const diagnostics = details.detail ?? details.title;
  return { contentType: FHIR_CONTENT_TYPE, body: operationOutcome(issueCode(details.status), diagnostics, details.errors ?? []) };
}
