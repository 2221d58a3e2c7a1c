/**
 * The URIs of the platform's own FHIR artefacts, all under the endpoint's base
 * (`{publicBase}/fhir/r4`), and the FHIR ids of platform records.
 */

/** Canonical URIs built from `base`, the FHIR endpoint's absolute base URL without a trailing slash. */
export interface FhirSystems {
  base: string;
  /** Identifier system of examinee ids (the account's own ids). */
  examineeId: string;
  /** Identifier system of assessment ids. */
  assessment: string;
  /** Code system of scales without a LOINC code: `{productId}.{scaleId}`. */
  scales: string;
  /** Code system of derived scores (T-score, percentile, percentile band) in Observation components. */
  derivedScores: string;
  /** The administration extension of a QuestionnaireResponse (grade, season, comparison group). */
  administrationExtension: string;
}

/** The platform's systems under `base` (a trailing slash is dropped). */
export function fhirSystems(base: string): FhirSystems {
  const root = base.replace(/\/+$/, '');
  return {
    base: root,
    examineeId: `${root}/sid/examinee-id`,
    assessment: `${root}/sid/assessment`,
    scales: `${root}/CodeSystem/scales`,
    derivedScores: `${root}/CodeSystem/derived-scores`,
    administrationExtension: `${root}/StructureDefinition/administration`,
  };
}

/** The code system of a product's answer options that have no LOINC answer code; the code is the option value. */
export const optionSystemOf = (systems: FhirSystems, productId: string): string => `${systems.base}/CodeSystem/${productFhirId(productId)}-options`;

/**
 * The FHIR id of a product's Questionnaire: the product id with `_` as `-`, since FHIR ids take
 * only letters, digits, `-` and `.` (`ipip_bffm50` → `ipip-bffm50`).
 */
export const productFhirId = (productId: string): string => productId.replace(/_/g, '-');

/** The canonical URL of a product's Questionnaire (without version). */
export const questionnaireUrl = (systems: FhirSystems, productId: string): string => `${systems.base}/Questionnaire/${productFhirId(productId)}`;

/** The FHIR id of an examinee record's Patient (`e12`). */
export const patientFhirId = (examineeRecordId: number): string => `e${examineeRecordId}`;

/** The FHIR id of an assessment's QuestionnaireResponse (`a34`). */
export const responseFhirId = (assessmentId: number): string => `a${assessmentId}`;

/** The FHIR id of one scale's Observation of an assessment (`a34.cluster-b`). */
export const observationFhirId = (assessmentId: number, scaleId: string): string => `a${assessmentId}.${scaleId.replace(/[^A-Za-z0-9-]/g, '-')}`;

/** The largest record id the platform stores (a 32-bit integer). */
const MAX_RECORD_ID = 2_147_483_647;

/** The record id in a FHIR id made by {@link patientFhirId} or {@link responseFhirId}, or `null` (no such record can exist). */
export function recordIdOf(fhirId: string, prefix: 'e' | 'a'): number | null {
  const match = new RegExp(`^${prefix}([1-9][0-9]{0,9})$`).exec(fhirId);
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= MAX_RECORD_ID ? id : null;
}
