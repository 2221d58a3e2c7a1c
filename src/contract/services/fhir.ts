/**
 * The read-only HL7 FHIR R4 endpoint of the caller's account (issue #22): Patients (examinees),
 * Questionnaires (products), QuestionnaireResponses (scored assessments) and Observations (their
 * scale scores), read by id or searched (docs/fhir.md). Answers are `application/fhir+json`;
 * errors on these paths are OperationOutcomes, not problem details (docs/architecture.md).
 * Search parameters are taken as given (a parameter may be repeated: its values must all hold);
 * the service reads them with the FHIR search rules and answers 400 naming a bad one.
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import type { Agreed } from '../schemaAgreement';

/** The media type of every answer of the endpoint. */
export const FHIR_CONTENT_TYPE = 'application/fhir+json; fhirVersion=4.0';

/** A search parameter: one value or, when repeated, several. */
const parameter = () =>
  yup
    .array(yup.string().max(500, 'Keep each value to 500 characters.').defined())
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? [original] : value))
    .max(10, 'Give a parameter at most 10 times.');

const searchQuery = (names: readonly string[]) => yup.object(Object.fromEntries([...names, '_count', '_offset'].map((name) => [name, parameter()])));

/** Search parameters of each resource type (their meaning: docs/fhir.md). */
const PATIENT_QUERY = searchQuery(['identifier']);
const QUESTIONNAIRE_QUERY = searchQuery(['url', 'status']);
const RESPONSE_QUERY = searchQuery(['patient.identifier', 'subject:identifier', 'patient', 'subject', 'authored', 'questionnaire', 'status']);
const OBSERVATION_QUERY = searchQuery(['patient.identifier', 'subject:identifier', 'patient', 'subject', 'date', 'code', 'category', 'status']);

/**
 * A search's query: each parameter's values as given. Kept by hand because the parameter names
 * differ per resource type; every schema above reads each of its parameters as `string[]`.
 */
export type FhirSearchQuery = Record<string, string[] | undefined>;
type _PatientQueryAgrees = Agreed<yup.InferType<typeof PATIENT_QUERY> extends FhirSearchQuery ? true : false>;
type _QuestionnaireQueryAgrees = Agreed<yup.InferType<typeof QUESTIONNAIRE_QUERY> extends FhirSearchQuery ? true : false>;
type _ResponseQueryAgrees = Agreed<yup.InferType<typeof RESPONSE_QUERY> extends FhirSearchQuery ? true : false>;
type _ObservationQueryAgrees = Agreed<yup.InferType<typeof OBSERVATION_QUERY> extends FhirSearchQuery ? true : false>;

const idParams = yup.object({ id: yup.string().required().max(64, 'A FHIR id has at most 64 characters.') });
/** The logical id of a resource. */
export type FhirIdParams = yup.InferType<typeof idParams>;

const read = (type: string, summary: string, entity: string) =>
  defineOperation<FhirIdParams, Record<string, never>, undefined, Blob>({
    id: `fhir.read${type}`,
    service: 'fhir',
    method: 'GET',
    path: `/${type}/{id}`,
    summary,
    access: [PERMISSIONS.ASSESSMENT_VIEW],
    params: idParams,
    response: 'file',
    audit: entity === 'none' ? 'none' : { entity, id: { params: 'id' } },
  });

const search = (type: string, summary: string, query: yup.AnyObjectSchema, entity: string) =>
  defineOperation<Record<string, never>, FhirSearchQuery, undefined, Blob>({
    id: `fhir.search${type}`,
    service: 'fhir',
    method: 'GET',
    path: `/${type}`,
    summary,
    access: [PERMISSIONS.ASSESSMENT_VIEW],
    query,
    response: 'file',
    audit: entity === 'none' ? 'none' : { entity, id: null },
  });

/** The CapabilityStatement: what the endpoint serves and the search parameters it takes. */
export const metadata = defineOperation<Record<string, never>, Record<string, never>, undefined, Blob>({
  id: 'fhir.metadata',
  service: 'fhir',
  method: 'GET',
  path: '/metadata',
  summary: 'The FHIR CapabilityStatement of the endpoint.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  response: 'file',
  audit: 'none',
});

/** A Patient (an examinee record, id `e{recordId}`). */
export const readPatient = read('Patient', 'Reads an examinee as a FHIR Patient.', 'fhirPatient');
/** Patients by identifier (`{base}/sid/examinee-id|{examineeId}`), as a searchset Bundle. */
export const searchPatient = search('Patient', 'Searches examinees as FHIR Patients by identifier.', PATIENT_QUERY, 'fhirPatient');
/** A Questionnaire (a product, id the product id with `-` for `_`). */
export const readQuestionnaire = read('Questionnaire', 'Reads a product as a FHIR Questionnaire.', 'none');
/** The products as Questionnaires, by canonical url or status. */
export const searchQuestionnaire = search('Questionnaire', 'Searches the products as FHIR Questionnaires.', QUESTIONNAIRE_QUERY, 'none');
/** A QuestionnaireResponse (a scored assessment, id `a{assessmentId}`). */
export const readQuestionnaireResponse = read('QuestionnaireResponse', 'Reads a scored assessment as a FHIR QuestionnaireResponse.', 'fhirQuestionnaireResponse');
/** Scored assessments as QuestionnaireResponses, by patient identifier, date, questionnaire and status. */
export const searchQuestionnaireResponse = search('QuestionnaireResponse', 'Searches scored assessments as FHIR QuestionnaireResponses.', RESPONSE_QUERY, 'fhirQuestionnaireResponse');
/** An Observation (one scale score, id `a{assessmentId}.{scaleId}`). */
export const readObservation = read('Observation', 'Reads a scale score as a FHIR Observation.', 'fhirObservation');
/** Scale scores as Observations, by patient identifier, date, code and category. */
export const searchObservation = search('Observation', 'Searches scale scores as FHIR Observations.', OBSERVATION_QUERY, 'fhirObservation');
