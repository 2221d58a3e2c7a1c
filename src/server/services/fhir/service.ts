/**
 * The read-only FHIR R4 endpoint (issue #22): the account's examinees, products, scored
 * assessments and their scale scores as Patients, Questionnaires, QuestionnaireResponses and
 * Observations, read through the account's repositories (docs/fhir.md).
 */
import { DEFAULT_CONTEXT_ROOT, SERVICE_PREFIXES } from '../../../contract/operation';
import { FHIR_CONTENT_TYPE, type FhirSearchQuery } from '../../../contract/services/fhir';
import { searchsetBundle } from '../../../domain/fhir/bundle';
import { capabilityStatement, type FhirResourceType } from '../../../domain/fhir/capabilityStatement';
import { tokenMatches } from '../../../domain/fhir/fhirSearch';
import { type FhirSystems, fhirSystems, productFhirId, questionnaireUrl, recordIdOf } from '../../../domain/fhir/fhirSystems';
import type { FhirObservation, FhirResource } from '../../../domain/fhir/fhirTypes';
import { observationsOf, scaleCode } from '../../../domain/fhir/observations';
import { patientOf } from '../../../domain/fhir/patient';
import { questionnaireOf } from '../../../domain/fhir/questionnaire';
import { questionnaireResponseOf } from '../../../domain/fhir/questionnaireResponse';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../../db/client';
import type { FhirAssessment, FhirAssessmentFilter } from '../../db/repositories/fhirRecords';
import type { Repositories } from '../../db/repositories';
import { notFound } from '../../http/problems';
import type { FileAnswer } from '../../http/operationHandler';
import { listCatalogueProducts } from '../products/service';
import { fhirProductReader } from './fhirProducts';
import { checkParameters, datesOf, pageOf, patientFilterOf, tokensOf, valuesOf } from './searchParameters';

/** What a FHIR call reads with: the account's repositories, the database (products), the endpoint's URIs. */
export interface FhirCall {
  repos: Repositories;
  db: Db;
  systems: FhirSystems;
}

/** The URIs of the endpoint reached at `publicBaseUrl`. */
export const endpointSystems = (publicBaseUrl: string): FhirSystems => fhirSystems(`${publicBaseUrl}${DEFAULT_CONTEXT_ROOT}${SERVICE_PREFIXES.fhir}`);

/** A resource (or Bundle) as the answer. */
const answer = (resource: object, name: string): FileAnswer => ({
  kind: 'file',
  contentType: FHIR_CONTENT_TYPE,
  fileName: `${name}.json`,
  bytes: Buffer.from(JSON.stringify(resource), 'utf8'),
  disposition: 'inline',
});

const bundleAnswer = (call: FhirCall, type: FhirResourceType, query: FhirSearchQuery, resources: FhirResource[], total: number, page: { offset: number; limit: number }): FileAnswer => {
  const given = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string[]] => entry[0] !== '_offset' && entry[0] !== '_count' && entry[1] !== undefined));
  return answer(searchsetBundle(call.systems.base, type, given, { resources, total, offset: page.offset, count: page.limit }), 'Bundle');
};

/** The CapabilityStatement. */
export const metadata = (call: Pick<FhirCall, 'systems'>): FileAnswer => answer(capabilityStatement(call.systems.base), 'CapabilityStatement');

/** A Patient by id (`e{recordId}`). @throws HttpProblem notFound. */
export async function readPatient(call: FhirCall, id: string): Promise<FileAnswer> {
  const recordId = recordIdOf(id, 'e');
  const examinee = recordId === null ? null : await call.repos.fhirRecords.examinee(recordId);
  if (!examinee) throw notFound(`Patient/${id}`);
  return answer(patientOf(call.systems, examinee), 'Patient');
}

/** Patients by identifier. @throws HttpProblem validation for a bad parameter. */
export async function searchPatient(call: FhirCall, query: FhirSearchQuery): Promise<FileAnswer> {
  checkParameters('Patient', query);
  const page = pageOf(query);
  const tokens = tokensOf(query, 'identifier');
  const codes = new Set(tokens.map((token) => token.code.toLowerCase()));
  const none = codes.size > 1 || tokens.some((token) => token.system !== null && token.system !== call.systems.examineeId);
  const found = none ? { total: 0, rows: [] } : await call.repos.fhirRecords.examinees(tokens[0]?.code ?? null, page);
  return bundleAnswer(call, 'Patient', query, found.rows.map((row) => patientOf(call.systems, row)), found.total, page);
}

/** A Questionnaire by id (a published product). @throws HttpProblem notFound. */
export async function readQuestionnaire(call: FhirCall, id: string): Promise<FileAnswer> {
  const products = await listCatalogueProducts(call.db);
  const product = products.find((candidate) => productFhirId(candidate.id) === id);
  if (!product) throw notFound(`Questionnaire/${id}`);
  return answer(questionnaireOf(call.systems, product), 'Questionnaire');
}

/** The published products as Questionnaires, by canonical url (a `|version` must be the published one) and status (`active`). */
export async function searchQuestionnaire(call: FhirCall, query: FhirSearchQuery): Promise<FileAnswer> {
  checkParameters('Questionnaire', query);
  const page = pageOf(query);
  const urls = valuesOf(query, 'url');
  const statuses = tokensOf(query, 'status');
  const products = (await listCatalogueProducts(call.db)).filter(
    (product) =>
      urls.every((url) => url === questionnaireUrl(call.systems, product.id) || url === `${questionnaireUrl(call.systems, product.id)}|${product.version}`) &&
      statuses.every((status) => status.code === 'active'),
  );
  const resources = products.slice(page.offset, page.offset + page.limit).map((product) => questionnaireOf(call.systems, product));
  return bundleAnswer(call, 'Questionnaire', query, resources, products.length, page);
}

/** The products a `questionnaire` parameter names (canonical URL, optionally `|version`); `null`: any. */
async function questionnaireProducts(call: FhirCall, query: FhirSearchQuery): Promise<string[] | null> {
  const values = valuesOf(query, 'questionnaire');
  if (values.length === 0) return null;
  const products = await listCatalogueProducts(call.db);
  return products.filter((product) => values.every((value) => value.split('|')[0] === questionnaireUrl(call.systems, product.id))).map((product) => product.id);
}

/** The product definition of an assessment's resources (the version's, with the published version's LOINC codes where it has none). */
type ProductOf = ReturnType<typeof fhirProductReader>;

const responseOf = async (call: FhirCall, productOf: ProductOf, row: FhirAssessment): Promise<FhirResource> =>
  questionnaireResponseOf(call.systems, await productOf(row), row, { id: row.examineeRecordId, examineeId: row.examineeId });

/** A QuestionnaireResponse by id (`a{assessmentId}`, a scored assessment). @throws HttpProblem notFound. */
export async function readQuestionnaireResponse(call: FhirCall, id: string): Promise<FileAnswer> {
  const assessmentId = recordIdOf(id, 'a');
  const row = assessmentId === null ? null : await call.repos.fhirRecords.assessment(assessmentId);
  if (!row) throw notFound(`QuestionnaireResponse/${id}`);
  return answer(await responseOf(call, fhirProductReader(call.db), row), 'QuestionnaireResponse');
}

/** The filter of a QuestionnaireResponse or Observation search's patient and date parameters; `null` when nothing can match. */
function assessmentFilter(call: FhirCall, query: FhirSearchQuery, dateParameter: 'authored' | 'date', productIds: string[] | null): FhirAssessmentFilter | null {
  const patients = patientFilterOf(call.systems, query);
  const dates = datesOf(query, dateParameter);
  if (patients.none) return null;
  return { examineeIds: patients.examineeIds, examineeRecordIds: patients.examineeRecordIds, productIds, dates };
}

/** Scored assessments as QuestionnaireResponses. @throws HttpProblem validation for a bad parameter. */
export async function searchQuestionnaireResponse(call: FhirCall, query: FhirSearchQuery): Promise<FileAnswer> {
  checkParameters('QuestionnaireResponse', query);
  const page = pageOf(query);
  const statuses = tokensOf(query, 'status');
  const filter = assessmentFilter(call, query, 'authored', await questionnaireProducts(call, query));
  const matchesStatus = statuses.every((status) => status.code === 'completed');
  const found = filter && matchesStatus ? await call.repos.fhirRecords.assessments(filter, page) : { total: 0, rows: [] };
  const productOf = fhirProductReader(call.db);
  const resources = await Promise.all(found.rows.map((row) => responseOf(call, productOf, row)));
  return bundleAnswer(call, 'QuestionnaireResponse', query, resources, found.total, page);
}

const observationsOfRow = async (call: FhirCall, productOf: ProductOf, row: FhirAssessment): Promise<FhirObservation[]> =>
  observationsOf(call.systems, await productOf(row), row, { id: row.examineeRecordId, examineeId: row.examineeId });

/** An Observation by id (`a{assessmentId}.{scale}`). @throws HttpProblem notFound. */
export async function readObservation(call: FhirCall, id: string): Promise<FileAnswer> {
  const match = /^(a[0-9]+)\.[A-Za-z0-9-]+$/.exec(id);
  const assessmentId = match ? recordIdOf(match[1] as string, 'a') : null;
  const row = assessmentId === null ? null : await call.repos.fhirRecords.assessment(assessmentId);
  const observation = row ? (await observationsOfRow(call, fhirProductReader(call.db), row)).find((candidate) => candidate.id === id) : undefined;
  if (!observation) throw notFound(`Observation/${id}`);
  return answer(observation, 'Observation');
}

/** The products with a scale the `code` tokens all name; `null` when there are none (any product). */
async function codeProducts(call: FhirCall, query: FhirSearchQuery): Promise<string[] | null> {
  const tokens = tokensOf(query, 'code');
  if (tokens.length === 0) return null;
  const products: ProductDefinition[] = await listCatalogueProducts(call.db);
  return products
    .filter((product) => product.scales.some((scale) => tokens.every((token) => (scaleCode(call.systems, product, { scaleId: scale.id, name: scale.name }).coding ?? []).some((coding) => tokenMatches(token, coding.system, coding.code)))))
    .map((product) => product.id);
}

/**
 * Scale scores as Observations. The assessments are filtered in the database (patient, date,
 * products with a matching scale); their scales are then filtered by code and paged.
 * @throws HttpProblem validation for a bad parameter.
 */
export async function searchObservation(call: FhirCall, query: FhirSearchQuery): Promise<FileAnswer> {
  checkParameters('Observation', query);
  const page = pageOf(query);
  const codes = tokensOf(query, 'code');
  const categoryOk = tokensOf(query, 'category').every((token) => tokenMatches(token, 'http://terminology.hl7.org/CodeSystem/observation-category', 'survey'));
  const statusOk = tokensOf(query, 'status').every((token) => token.code === 'final');
  const filter = assessmentFilter(call, query, 'date', await codeProducts(call, query));
  const rows = filter && categoryOk && statusOk ? (await call.repos.fhirRecords.assessments(filter, null)).rows : [];
  const productOf = fhirProductReader(call.db);
  const observations = (await Promise.all(rows.map((row) => observationsOfRow(call, productOf, row))))
    .flat()
    .filter((observation) => codes.every((token) => (observation.code.coding ?? []).some((coding) => tokenMatches(token, coding.system, coding.code))));
  return bundleAnswer(call, 'Observation', query, observations.slice(page.offset, page.offset + page.limit), observations.length, page);
}

