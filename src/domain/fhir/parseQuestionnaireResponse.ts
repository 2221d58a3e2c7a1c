/**
 * A QuestionnaireResponse of a shipped product read back into platform terms (product, examinee
 * identifier, date, administration, responses). Never throws: anything it cannot read is a field
 * error naming the element and, for items, the linkId.
 */
import { type AdministrationDetails, type FieldError, GRADE_RANGE, responseErrors, SEASONS, type Season } from '../assessment';
import { type IsoDate, isIsoDate } from '../dates';
import { essayResponseKey, type ItemDefinition, type ProductDefinition } from '../product/productDefinition';
import { fail, ok, type Result } from '../result';
import { responseKeys } from '../scoring/itemValues';
import type { Responses } from '../scoring/scoreTypes';
import { choiceAnswers, criterionAnswers, type CodedAnswer } from './answerCodings';
import { type FhirSystems, productFhirId } from './fhirSystems';
import { scoreLinkId } from './questionnaire';
import { ADMINISTRATION_PARTS } from './questionnaireResponse';

/** What a QuestionnaireResponse says, in platform terms. */
export interface ParsedQuestionnaireResponse {
  product: ProductDefinition;
  /** The version after `|` in `questionnaire`, or `null` when none was given. */
  questionnaireVersion: string | null;
  /** The subject's identifier (the account's examinee id). */
  examineeIdentifier: { system: string | null; value: string };
  /** `completed` (also for `amended`) or `in-progress`. */
  status: 'completed' | 'in-progress';
  administrationDate: IsoDate;
  administration: AdministrationDetails;
  /** Every response key of the product; unanswered ones `null`. */
  responses: Responses;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function findProduct(questionnaire: unknown, products: readonly ProductDefinition[]): { product: ProductDefinition; version: string | null } | string {
  if (typeof questionnaire !== 'string') return 'Name the Questionnaire (questionnaire) the responses answer.';
  const match = /(?:^|\/)Questionnaire\/([A-Za-z0-9.-]{1,64})(?:\|(.+))?$/.exec(questionnaire);
  const product = match ? products.find((candidate) => productFhirId(candidate.id) === match[1]) : undefined;
  if (!match || !product) return `${questionnaire} is not the Questionnaire of a product of this platform.`;
  return { product, version: match[2] ?? null };
}

function readAdministration(systems: FhirSystems, product: ProductDefinition, extensions: unknown, errors: FieldError[]): AdministrationDetails {
  if (extensions === undefined) return {};
  if (!Array.isArray(extensions)) {
    errors.push({ field: 'extension', message: 'extension must be a list.' });
    return {};
  }
  const administration: AdministrationDetails = {};
  const found = extensions.find((extension) => isObject(extension) && extension.url === systems.administrationExtension);
  const parts: unknown[] = isObject(found) && Array.isArray(found.extension) ? found.extension : [];
  for (const part of parts) {
    if (!isObject(part)) continue;
    const field = `extension.administration.${String(part.url)}`;
    if (part.url === ADMINISTRATION_PARTS.grade) {
      const grade = part.valueInteger;
      if (typeof grade === 'number' && Number.isInteger(grade) && grade >= GRADE_RANGE.min && grade <= GRADE_RANGE.max) administration.grade = grade;
      else errors.push({ field, message: `The grade must be a whole number from ${GRADE_RANGE.min} to ${GRADE_RANGE.max}.` });
    } else if (part.url === ADMINISTRATION_PARTS.season) {
      if (SEASONS.includes(part.valueCode as Season)) administration.season = part.valueCode as Season;
      else errors.push({ field, message: 'The season must be fall, winter or spring.' });
    } else if (part.url === ADMINISTRATION_PARTS.comparisonGroup) {
      if (product.comparisonGroups.some((group) => group.id === part.valueString)) administration.comparisonGroupId = part.valueString as string;
      else errors.push({ field, message: `${String(part.valueString)} is not a comparison group of ${product.code}.` });
    } else errors.push({ field, message: `${String(part.url)} is not part of the administration extension.` });
  }
  return administration;
}

/** Every item of the response flattened (groups opened), with the path each was found at. */
function flatItems(items: unknown, path: string, out: { path: string; item: Json }[], errors: FieldError[]): void {
  if (items === undefined) return;
  if (!Array.isArray(items)) {
    errors.push({ field: path, message: `${path} must be a list.` });
    return;
  }
  items.forEach((item, index) => {
    if (!isObject(item) || typeof item.linkId !== 'string') {
      errors.push({ field: `${path}[${index}]`, message: 'Each item needs a linkId.' });
      return;
    }
    out.push({ path: `item.${item.linkId}`, item });
    flatItems(item.item, `item.${item.linkId}.item`, out, errors);
  });
}

function answerValue(item: ItemDefinition, key: string, answer: Json, coded: CodedAnswer[]): number | string {
  if (item.type === 'numeric') {
    const value = answer.valueInteger;
    return typeof value === 'number' && Number.isInteger(value) ? value : `${key} takes a whole number (valueInteger).`;
  }
  const coding = answer.valueCoding;
  if (!isObject(coding)) return `${key} takes a coded answer (valueCoding).`;
  const match = coded.find((candidate) => candidate.coding.system === coding.system && candidate.coding.code === coding.code);
  if (match) return match.value;
  // FHIR's system|code token; a coding without a system names that gap rather than "undefined".
  const code = typeof coding.code === 'string' ? coding.code : JSON.stringify(coding.code ?? null);
  const named = typeof coding.system === 'string' ? `${coding.system}|${code}` : `The code ${code} without a system`;
  return `${named} is not an answer option of ${key}${typeof coding.system === 'string' ? '' : ': a coding needs the system of the option codes'}.`;
}

function readResponses(systems: FhirSystems, product: ProductDefinition, items: unknown, errors: FieldError[]): Responses {
  const keys = responseKeys(product.items);
  const essays = new Set(product.items.filter((item) => item.type === 'essay').map((item) => item.id));
  const calculated = new Set(product.scales.map((scale) => scoreLinkId(scale.id)));
  const responses: Responses = Object.fromEntries([...keys.keys()].map((key) => [key, null]));
  const seen = new Set<string>();
  const flat: { path: string; item: Json }[] = [];
  flatItems(items, 'item', flat, errors);
  for (const { path, item } of flat) {
    const key = item.linkId as string;
    if (seen.has(key)) {
      errors.push({ field: path, message: `linkId ${key} appears more than once.` });
      continue;
    }
    seen.add(key);
    if (essays.has(key) || calculated.has(key)) continue;
    const definition = keys.get(key);
    if (!definition) {
      errors.push({ field: path, message: `linkId ${key} is not an item of ${product.code}.` });
      continue;
    }
    const answers = item.answer;
    if (answers === undefined || (Array.isArray(answers) && answers.length === 0)) continue;
    if (!Array.isArray(answers) || answers.length > 1 || !isObject(answers[0])) {
      errors.push({ field: path, message: `linkId ${key} takes one answer.` });
      continue;
    }
    const coded = definition.type === 'essay' ? criterionAnswers(systems, product.id, definition.rubric.find((criterion) => essayResponseKey(definition.id, criterion.id) === key) ?? { id: '', label: '', levels: [] }) : choiceAnswers(systems, product.id, definition);
    const value = answerValue(definition, key, answers[0], coded);
    if (typeof value === 'string') errors.push({ field: path, message: value });
    else responses[key] = value;
  }
  return responses;
}

/**
 * Reads a QuestionnaireResponse of one of `products`.
 * @param systems the platform's URIs (the answer codes and the administration extension are under its base).
 * @param input any JSON value; anything but a readable QuestionnaireResponse is an error.
 * @returns the parsed response, or field errors: `resourceType`, `questionnaire`, `status`,
 *   `subject.identifier`, `authored`, `extension.administration.<part>`, `item.<linkId>` (an
 *   unknown linkId, an answer not among the item's options, a number out of range).
 */
export function parseQuestionnaireResponse(systems: FhirSystems, input: unknown, products: readonly ProductDefinition[]): Result<ParsedQuestionnaireResponse, FieldError[]> {
  if (!isObject(input) || input.resourceType !== 'QuestionnaireResponse') return fail([{ field: 'resourceType', message: 'Send a QuestionnaireResponse.' }]);
  const found = findProduct(input.questionnaire, products);
  if (typeof found === 'string') return fail([{ field: 'questionnaire', message: found }]);
  const { product } = found;
  const errors: FieldError[] = [];
  const status = input.status === 'completed' || input.status === 'amended' ? 'completed' : input.status === 'in-progress' ? 'in-progress' : null;
  if (status === null) errors.push({ field: 'status', message: 'The status must be completed, amended or in-progress.' });
  const identifier = isObject(input.subject) ? input.subject.identifier : undefined;
  const value = isObject(identifier) && typeof identifier.value === 'string' && identifier.value.trim() !== '' ? identifier.value : null;
  if (value === null) errors.push({ field: 'subject.identifier', message: 'Name the patient by identifier (subject.identifier.value).' });
  const authored = typeof input.authored === 'string' ? input.authored.slice(0, 10) : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(authored) || !isIsoDate(authored)) errors.push({ field: 'authored', message: 'Give the date of the administration (authored) as YYYY-MM-DD or a dateTime.' });
  const administration = readAdministration(systems, product, input.extension, errors);
  const responses = readResponses(systems, product, input.item, errors);
  for (const error of responseErrors(product, responses)) errors.push({ field: error.field.replace(/^responses\./, 'item.'), message: error.message });
  if (errors.length > 0 || status === null || value === null) return fail(errors);
  const system = isObject(identifier) && typeof identifier.system === 'string' ? identifier.system : null;
  return ok({ product, questionnaireVersion: found.version, examineeIdentifier: { system, value }, status, administrationDate: authored, administration, responses });
}
