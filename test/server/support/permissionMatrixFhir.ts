/**
 * The permission matrix's cases of the FHIR endpoint: every call needs ASSESSMENT_VIEW, so an
 * account user may read and the back-office staff may not. Refusals are OperationOutcomes.
 * The import of QuestionnaireResponses is a platform write, granted as creating and scoring is.
 */
import { fhirSystems } from '../../../src/domain/fhir/fhirSystems';
import { questionnaireResponseOf } from '../../../src/domain/fhir/questionnaireResponse';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { SHIPPED_PRODUCTS } from '../reports/shippedProducts';
import type { MatrixCase } from './permissionMatrixCases';
import type { MatrixWorld } from './permissionMatrixWorld';

/** The scored PHQ-9's responses as a QuestionnaireResponse about a fresh examinee, named by examinee id alone (PHQ-9 answers are LOINC coded, so the endpoint's base does not matter). */
async function importBody(world: MatrixWorld): Promise<Record<string, unknown>> {
  const examinee = await world.newExaminee();
  const phq9 = SHIPPED_PRODUCTS.find((product) => product.id === 'phq9') as ProductDefinition;
  const response = questionnaireResponseOf(fhirSystems('https://matrix.example/fhir/r4'), phq9, world.scored, examinee);
  return { ...response, subject: { identifier: { value: examinee.examineeId } } };
}

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
  'assessment.importQuestionnaireResponse': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ body: await importBody(world) }) },
};
