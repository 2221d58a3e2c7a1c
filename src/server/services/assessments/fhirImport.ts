/**
 * Import of FHIR R4 QuestionnaireResponses (issue #22, docs/fhir.md): each response of a shipped
 * product becomes an assessment of the caller's examinee, created and scored through the same
 * create and save as an assessment entered on screen, so the score of record is the platform's.
 * All or nothing: every response is read and every examinee found before anything is written,
 * and the operation's one transaction rolls back whatever a later refusal leaves.
 */
import type { ImportedAssessments, QuestionnaireResponseImport } from '../../../contract/services/fhirImport';
import type { FieldError } from '../../../domain/assessment';
import type { FhirSystems } from '../../../domain/fhir/fhirSystems';
import { type ParsedQuestionnaireResponse, parseQuestionnaireResponse } from '../../../domain/fhir/parseQuestionnaireResponse';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../actor';
import { listCatalogueProducts } from '../products/service';
import { createAssessment, saveAssessment, scopeOf } from './service';

/** The resources sent, each with the prefix that names its elements in a problem (`entry[2].`; none for a lone resource). */
function resourcesOf(body: QuestionnaireResponseImport, errors: FieldError[]): { prefix: string; resource: unknown }[] {
  if (body.resourceType !== 'Bundle') return [{ prefix: '', resource: body }];
  const entries = body.entry;
  if (!Array.isArray(entries) || entries.length === 0) {
    errors.push({ field: 'entry', message: 'The Bundle has no entries to import.' });
    return [];
  }
  return entries.map((entry: unknown, index) => ({
    prefix: `entry[${index}].`,
    resource: typeof entry === 'object' && entry !== null && 'resource' in entry ? entry.resource : undefined,
  }));
}

/** A parsed response that may be imported: completed, of the published version. */
function importable(parsed: ParsedQuestionnaireResponse, prefix: string, errors: FieldError[]): boolean {
  const before = errors.length;
  if (parsed.status !== 'completed') errors.push({ field: `${prefix}status`, message: 'Only a completed QuestionnaireResponse can be imported as a scored assessment.' });
  if (parsed.questionnaireVersion !== null && parsed.questionnaireVersion !== String(parsed.product.version)) {
    errors.push({
      field: `${prefix}questionnaire`,
      message: `Version ${parsed.questionnaireVersion} is not the published version (${parsed.product.version}) of ${parsed.product.code}.`,
    });
  }
  return errors.length === before;
}

/** A refusal of one response of several, its fields named under the response's prefix. */
const underPrefix = (problem: HttpProblem, prefix: string): HttpProblem =>
  prefix === ''
    ? problem
    : new HttpProblem(
        problem.code,
        `${prefix.slice(0, -1)}: ${problem.detail ?? problem.code}`,
        problem.errors?.map((error) => ({ ...error, field: `${prefix}${error.field}` })),
      );

/**
 * Imports one QuestionnaireResponse or a Bundle of them as scored assessments, the caller being
 * the examiner; writes one audit row per created assessment.
 * @param db the operation's transaction.
 * @param systems the FHIR endpoint's URIs: answer codes and the administration extension are read under them.
 * @returns the created assessments with the platform's scores, in the order sent.
 * @throws HttpProblem validation naming each bad element (`item.<linkId>`, `questionnaire`,
 *   `subject.identifier`, `authored`, `status`...; `entry[i].` before it in a Bundle); notFound
 *   when an examinee id is not in the caller's account; the refusals of create and save (an age
 *   outside the product's range, a caller who is not an examiner, notScorable).
 */
export async function importQuestionnaireResponses(db: Db, actor: Actor, systems: FhirSystems, body: QuestionnaireResponseImport, now: Date): Promise<ImportedAssessments> {
  const errors: FieldError[] = [];
  const products = await listCatalogueProducts(db);
  const parsed: { prefix: string; value: ParsedQuestionnaireResponse }[] = [];
  for (const { prefix, resource } of resourcesOf(body, errors)) {
    const result = parseQuestionnaireResponse(systems, resource, products);
    if (!result.ok) errors.push(...result.error.map((error) => ({ ...error, field: `${prefix}${error.field}` })));
    else if (importable(result.value, prefix, errors)) parsed.push({ prefix, value: result.value });
  }
  if (errors.length > 0) throw new HttpProblem('validation', errors.map((error) => `${error.field}: ${error.message}`).join(' '), errors);

  const repos = repositories(db, scopeOf(actor));
  const examinees: number[] = [];
  for (const { prefix, value } of parsed) {
    const { system, value: examineeId } = value.examineeIdentifier;
    const found = system === null || system === systems.examineeId ? await repos.fhirRecords.examinees(examineeId, { offset: 0, limit: 1 }) : { rows: [] };
    const examinee = found.rows[0];
    if (!examinee) throw new HttpProblem('notFound', `${prefix}subject.identifier: no examinee of your account has the examinee id ${examineeId}.`);
    examinees.push(examinee.id);
  }

  const imported: ImportedAssessments['assessments'] = [];
  for (const [index, { prefix, value }] of parsed.entries()) {
    const examineeRecordId = examinees[index] as number;
    const dated = { administrationDate: value.administrationDate, examinerId: actor.userId, administration: value.administration };
    try {
      const draft = await createAssessment(db, actor, { examineeRecordId, productId: value.product.id, ...dated }, now);
      const saved = await saveAssessment(db, actor, draft.id, { version: draft.version, responses: value.responses, status: 'scored', ...dated }, now);
      if (saved.score === null) throw new Error('A scored save returned no score.');
      await recordAudit(db, actor, { action: 'assessment.importQuestionnaireResponse', entity: 'assessment', entityId: saved.id }, now);
      imported.push({ id: saved.id, examineeRecordId, productId: saved.productId, administrationDate: saved.administrationDate, score: saved.score });
    } catch (error) {
      throw error instanceof HttpProblem ? underPrefix(error, prefix) : error;
    }
  }
  return { assessments: imported };
}
