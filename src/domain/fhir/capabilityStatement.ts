/** What the platform's read-only FHIR endpoint offers, as an R4 CapabilityStatement. */

/** The search parameters each resource type takes (besides `_count` and `_offset`). */
export const SEARCH_PARAMETERS = {
  Patient: { identifier: 'token' },
  Questionnaire: { url: 'uri', status: 'token' },
  QuestionnaireResponse: {
    'patient.identifier': 'token',
    'subject:identifier': 'token',
    patient: 'reference',
    subject: 'reference',
    authored: 'date',
    questionnaire: 'reference',
    status: 'token',
  },
  Observation: {
    'patient.identifier': 'token',
    'subject:identifier': 'token',
    patient: 'reference',
    subject: 'reference',
    date: 'date',
    code: 'token',
    category: 'token',
    status: 'token',
  },
} as const;

/** A resource type the endpoint serves. */
export type FhirResourceType = keyof typeof SEARCH_PARAMETERS;

/** The CapabilityStatement of the endpoint at `base` (read and search-type of each resource type, JSON only). */
export function capabilityStatement(base: string): Record<string, unknown> {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-11-27',
    kind: 'instance',
    implementation: { description: 'Assessment platform: read-only FHIR R4 endpoint of the account’s data', url: base },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        resource: Object.entries(SEARCH_PARAMETERS).map(([type, params]) => ({
          type,
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          // Chains and modifiers (patient.identifier, subject:identifier) are uses of the reference parameters, not parameters of their own.
          searchParam: Object.entries(params)
            .filter(([name]) => !/[.:]/.test(name))
            .map(([name, type]) => ({ name, type })),
        })),
      },
    ],
  };
}
