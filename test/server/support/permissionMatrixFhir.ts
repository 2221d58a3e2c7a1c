/**
 * The permission matrix's cases of the FHIR endpoint: every call needs ASSESSMENT_VIEW, so an
 * account user may read and the back-office staff may not. Refusals are OperationOutcomes.
 */
import type { MatrixCase } from './permissionMatrixCases';

const guarded = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'backoffice', grantedTo: 'user', request });

/** The cases, keyed by operation id. */
export const FHIR_CASES: Readonly<Record<string, MatrixCase>> = {
  'fhir.metadata': guarded(() => ({})),
  'fhir.readPatient': guarded((world) => ({ params: { id: `e${world.examinee.id}` } })),
  'fhir.searchPatient': guarded((world) => ({ query: { identifier: world.examinee.examineeId } })),
  'fhir.readQuestionnaire': guarded(() => ({ params: { id: 'phq9' } })),
  'fhir.searchQuestionnaire': guarded(() => ({ query: { status: 'active' } })),
  'fhir.readQuestionnaireResponse': guarded((world) => ({ params: { id: `a${world.scored.id}` } })),
  'fhir.searchQuestionnaireResponse': guarded((world) => ({ query: { 'patient.identifier': world.examinee.examineeId, authored: 'ge2024-01-01' } })),
  'fhir.readObservation': guarded((world) => ({ params: { id: `a${world.scored.id}.total` } })),
  'fhir.searchObservation': guarded((world) => ({ query: { 'patient.identifier': world.examinee.examineeId, code: 'http://loinc.org|44261-6' } })),
};
