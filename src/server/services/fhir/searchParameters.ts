/**
 * The FHIR search parameters of a request read into repository filters, or a 400 naming the
 * parameter (answered as an OperationOutcome on the FHIR paths).
 */
import type { FhirSearchQuery } from '../../../contract/services/fhir';
import { SEARCH_PARAMETERS, type FhirResourceType } from '../../../domain/fhir/capabilityStatement';
import { type DateCondition, parseDateConditions, parseToken, patientReferenceId, type SearchToken } from '../../../domain/fhir/fhirSearch';
import type { FhirSystems } from '../../../domain/fhir/fhirSystems';
import type { FhirPage } from '../../db/repositories/fhirRecords';
import { invalidField } from '../../http/problems';

/** Default and largest page size (`_count`). */
export const PAGE_SIZE = { default: 20, max: 100 } as const;
/** The furthest a search pages (`_offset`). */
const MAX_OFFSET = 100_000;

/** The values of a parameter as given (none: `[]`). */
export const valuesOf = (query: FhirSearchQuery, name: string): string[] => query[name] ?? [];

/**
 * Refuses parameters the resource type does not take, and commas (FHIR's "or"), which the endpoint
 * does not support: a search that silently ignored one would answer more than was asked for.
 * @throws HttpProblem validation naming the parameter.
 */
export function checkParameters(type: FhirResourceType, query: FhirSearchQuery): void {
  const known = new Set<string>([...Object.keys(SEARCH_PARAMETERS[type]), '_count', '_offset']);
  for (const [name, values] of Object.entries(query)) {
    if (!known.has(name)) throw invalidField(name, `${type} is not searched by ${name}; the parameters are ${[...known].join(', ')}.`);
    if ((values ?? []).some((value) => value.includes(','))) throw invalidField(name, `${name}: give one value per parameter (a comma, FHIR's "or", is not supported).`);
  }
}

function wholeNumber(query: FhirSearchQuery, name: string, min: number, max: number, fallback: number): number {
  const values = valuesOf(query, name);
  if (values.length === 0) return fallback;
  const value = values[0] as string;
  if (values.length > 1 || !/^[0-9]{1,7}$/.test(value) || Number(value) < min || Number(value) > max) throw invalidField(name, `${name} is a whole number from ${min} to ${max}, given once.`);
  return Number(value);
}

/** The page a search asks for (`_count` 1–100, default 20; `_offset` from 0). */
export const pageOf = (query: FhirSearchQuery): FhirPage => ({
  limit: wholeNumber(query, '_count', 1, PAGE_SIZE.max, PAGE_SIZE.default),
  offset: wholeNumber(query, '_offset', 0, MAX_OFFSET, 0),
});

/** The tokens of a token parameter. @throws HttpProblem validation for an empty or malformed token. */
export function tokensOf(query: FhirSearchQuery, name: string): SearchToken[] {
  return valuesOf(query, name).map((value) => {
    const token = parseToken(value);
    if (!token) throw invalidField(name, `${name}: ${value} is not a token (code or system|code).`);
    return token;
  });
}

/**
 * Whom a search is about: examinee ids from `identifier`-style tokens and record ids from
 * references, every one of which must hold; `none` when a token names another system, so nothing
 * can match.
 */
export interface PatientFilter {
  examineeIds: string[];
  examineeRecordIds: number[];
  none: boolean;
}

/** The patient parameters of a QuestionnaireResponse or Observation search. */
export function patientFilterOf(systems: FhirSystems, query: FhirSearchQuery): PatientFilter {
  const tokens = [...tokensOf(query, 'patient.identifier'), ...tokensOf(query, 'subject:identifier')];
  const references = ['patient', 'subject'].flatMap((name) =>
    valuesOf(query, name).map((value) => {
      const id = patientReferenceId(value);
      if (id === null) throw invalidField(name, `${name}: ${value} is not a Patient of this endpoint (Patient/e{number}).`);
      return id;
    }),
  );
  return {
    examineeIds: tokens.map((token) => token.code),
    examineeRecordIds: references,
    none: tokens.some((token) => token.system !== null && token.system !== systems.examineeId),
  };
}

/** The date conditions of a date parameter. @throws HttpProblem validation naming it. */
export function datesOf(query: FhirSearchQuery, name: string): DateCondition[] {
  const parsed = parseDateConditions(name, valuesOf(query, name));
  if (!parsed.ok) throw invalidField(name, parsed.error);
  return parsed.value;
}
