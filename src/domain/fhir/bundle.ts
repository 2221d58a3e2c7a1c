/** Search answers as R4 searchset Bundles, and errors as OperationOutcomes. */
import type { FhirResource } from './fhirTypes';

/** A searchset Bundle. */
export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'searchset';
  total: number;
  link: { relation: 'self' | 'next' | 'previous'; url: string }[];
  entry: { fullUrl: string; resource: FhirResource; search: { mode: 'match' } }[];
}

/** A page of a search: the matches on it, how many match in all, and where the page starts. */
export interface SearchPage {
  resources: FhirResource[];
  total: number;
  offset: number;
  count: number;
}

/**
 * The searchset Bundle of a page.
 * @param base the endpoint's absolute base URL.
 * @param type the resource type searched (`QuestionnaireResponse`).
 * @param query the search's parameters as given (repeated ones as lists), without `_offset`.
 */
export function searchsetBundle(base: string, type: string, query: Readonly<Record<string, string | readonly string[]>>, page: SearchPage): FhirBundle {
  const url = (offset: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
    params.set('_count', String(page.count));
    if (offset > 0) params.set('_offset', String(offset));
    return `${base}/${type}?${params.toString()}`;
  };
  const link: FhirBundle['link'] = [{ relation: 'self', url: url(page.offset) }];
  if (page.offset + page.count < page.total) link.push({ relation: 'next', url: url(page.offset + page.count) });
  if (page.offset > 0) link.push({ relation: 'previous', url: url(Math.max(0, page.offset - page.count)) });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: page.total,
    link,
    entry: page.resources.map((resource) => ({ fullUrl: `${base}/${resource.resourceType}/${resource.id}`, resource, search: { mode: 'match' } })),
  };
}

/** An OperationOutcome issue type (R4 issue-type value set, the ones we answer). */
export type OutcomeIssueCode = 'invalid' | 'not-found' | 'login' | 'forbidden' | 'conflict' | 'throttled' | 'too-long' | 'not-supported' | 'exception';

/** An OperationOutcome: what went wrong, each issue with the element it concerns. */
export interface FhirOperationOutcome {
  resourceType: 'OperationOutcome';
  issue: { severity: 'error'; code: OutcomeIssueCode; diagnostics: string; expression?: string[] }[];
}

/** An OperationOutcome of one issue, or one per field error when there are any. */
export function operationOutcome(code: OutcomeIssueCode, diagnostics: string, fields: readonly { field: string; message: string }[] = []): FhirOperationOutcome {
  if (fields.length === 0) return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics }] };
  return { resourceType: 'OperationOutcome', issue: fields.map((field) => ({ severity: 'error', code, diagnostics: field.message, expression: [field.field] })) };
}
