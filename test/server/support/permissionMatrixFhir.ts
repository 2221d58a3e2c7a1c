/**
 * The permission matrix's cases of the FHIR endpoint: every call needs ASSESSMENT_VIEW, so an
 * account user may read and the back-office staff may not. Refusals are OperationOutcomes.
 * The import of QuestionnaireResponses is a platform write, granted as creating and scoring is.
 */
import { questionnaireResponseOf } from '../../../src/domain/fhir/questionnaireResponse';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { endpointSystems } from '../../../src/server/services/fhir/service';
import { SHIPPED_PRODUCTS } from '../reports/shippedProducts';
import type { MatrixCase } from './permissionMatrixCases';
import type { MatrixWorld } from './permissionMatrixWorld';
import { testConfig } from './testApp';

/** The scored PHQ-9's responses as the matrix app's endpoint writes them, about a fresh examinee. */
async function importBody(world: MatrixWorld): Promise<Record<string, unknown>> {
  const examinee = await world.newExaminee();
  const phq9 = SHIPPED_PRODUCTS.find((product) => product.id === 'phq9') as ProductDefinition;
  return { ...questionnaireResponseOf(endpointSystems(testConfig().publicBaseUrl), phq9, world.scored, examinee) };
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
