/**
 * The FHIR R4 files of an account export (issue #22), in the Bulk Data NDJSON convention (one
 * resource per line, a file per resource type): live examinees as Patients, their live scored
 * assessments as QuestionnaireResponses with an Observation per scale score, and the Questionnaire
 * of each product they were scored with (the latest version used). The mappings are docs/fhir.md's.
 */
import type { FhirSystems } from '../../../domain/fhir/fhirSystems';
import { observationsOf } from '../../../domain/fhir/observations';
import { patientOf } from '../../../domain/fhir/patient';
import { questionnaireOf } from '../../../domain/fhir/questionnaire';
import { questionnaireResponseOf } from '../../../domain/fhir/questionnaireResponse';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { ExportAssessment, ExportExaminee } from '../../db/repositories/accountExportData';

/** The FHIR files, by name. */
export const FHIR_FILE_DESCRIPTIONS = {
  'fhir/Patient.ndjson': 'FHIR R4 (NDJSON, one resource a line): every live examinee as a Patient.',
  'fhir/Questionnaire.ndjson': 'FHIR R4: each product the scored assessments use, as a Questionnaire (the latest version used). Contains LOINC codes: see the LOINC notice in each copyright.',
  'fhir/QuestionnaireResponse.ndjson': 'FHIR R4: every live scored assessment of a live examinee as a QuestionnaireResponse.',
  'fhir/Observation.ndjson': 'FHIR R4: every scale score of those assessments as an Observation (derivedFrom its QuestionnaireResponse).',
} as const;

/** A FHIR file's name. */
export type FhirFileName = keyof typeof FHIR_FILE_DESCRIPTIONS;

const ndjson = (resources: readonly object[]): Buffer => Buffer.from(resources.map((resource) => `${JSON.stringify(resource)}\n`).join(''), 'utf8');

/**
 * The FHIR files of an export.
 * @param productOf the product version an assessment was scored with, carrying the LOINC codes its
 *   resources use (`fhirProductReader`: the published version's where the version has none).
 * @returns each file's bytes and its number of resources.
 */
export async function fhirFiles(
  systems: FhirSystems,
  examinees: readonly ExportExaminee[],
  assessments: readonly ExportAssessment[],
  productOf: (assessment: ExportAssessment) => Promise<ProductDefinition>,
): Promise<Record<FhirFileName, { bytes: Buffer; rows: number }>> {
  const live = new Map(examinees.filter((examinee) => examinee.deletedAt === null).map((examinee) => [examinee.id, examinee]));
  const patients = [...live.values()].map((examinee) => patientOf(systems, { ...examinee, sex: examinee.sex as Parameters<typeof patientOf>[1]['sex'] }));
  const scored = assessments.filter((assessment) => assessment.status === 'scored' && assessment.deletedAt === null && live.has(assessment.examineeRecordId));
  const latest = new Map<string, ProductDefinition>();
  const responses = [];
  const observations = [];
  for (const assessment of scored) {
    const examinee = live.get(assessment.examineeRecordId) as ExportExaminee;
    const product = await productOf(assessment);
    if ((latest.get(product.id)?.version ?? -1) < product.version) latest.set(product.id, product);
    const record = { ...assessment, status: 'scored' as const, scoredAt: assessment.scoredAt?.toISOString() ?? null };
    responses.push(questionnaireResponseOf(systems, product, record, examinee));
    observations.push(...observationsOf(systems, product, record, examinee));
  }
  const questionnaires = [...latest.values()].sort((a, b) => a.id.localeCompare(b.id)).map((product) => questionnaireOf(systems, product));
  const file = (resources: readonly object[]) => ({ bytes: ndjson(resources), rows: resources.length });
  return {
    'fhir/Patient.ndjson': file(patients),
    'fhir/Questionnaire.ndjson': file(questionnaires),
    'fhir/QuestionnaireResponse.ndjson': file(responses),
    'fhir/Observation.ndjson': file(observations),
  };
}
