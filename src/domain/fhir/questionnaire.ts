/**
 * A product as an R4 Questionnaire: its items with coded answer options and their scored weights
 * (ordinalValue), LOINC codes where known, and an SDC calculated score item per scale that is a
 * plain sum of item weights.
 */
import { essayResponseKey, type ItemDefinition, type ProductDefinition, type ScaleDefinition } from '../product/productDefinition';
import { choiceAnswers, criterionAnswers, type CodedAnswer } from './answerCodings';
import type { FhirAnswerOption, FhirExtension, FhirQuestionnaire, FhirQuestionnaireItem } from './fhirTypes';
import { type FhirSystems, productFhirId, questionnaireUrl } from './fhirSystems';
import { LOINC_NOTICE, loincCodings, usesLoinc } from './loincCodes';

/** R4 core extension: the score of an answer. */
export const ORDINAL_VALUE_URL = 'http://hl7.org/fhir/StructureDefinition/ordinalValue';
/** SDC extension: a value computed from other answers. */
export const CALCULATED_EXPRESSION_URL = 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression';
const MIN_VALUE_URL = 'http://hl7.org/fhir/StructureDefinition/minValue';
const MAX_VALUE_URL = 'http://hl7.org/fhir/StructureDefinition/maxValue';

/** The linkId of the calculated item of a scale (`score.total`); never a response key. */
export const scoreLinkId = (scaleId: string): string => `score.${scaleId}`;

const answerOptions = (answers: CodedAnswer[]): FhirAnswerOption[] =>
  answers.map((answer) => ({ valueCoding: answer.coding, extension: [{ url: ORDINAL_VALUE_URL, valueDecimal: answer.weight }] }));

function questionItem(systems: FhirSystems, product: ProductDefinition, item: ItemDefinition): FhirQuestionnaireItem {
  const common = { linkId: item.id, prefix: String(item.number), text: item.text.en_us, required: !item.optional, ...loincCodings(item.loinc) };
  if (item.type === 'choice') return { ...common, type: 'choice', answerOption: answerOptions(choiceAnswers(systems, product.id, item)) };
  if (item.type === 'numeric') {
    return { ...common, type: 'integer', extension: [{ url: MIN_VALUE_URL, valueInteger: item.min }, { url: MAX_VALUE_URL, valueInteger: item.max }] };
  }
  return {
    ...common,
    type: 'group',
    item: item.rubric.map((criterion) => ({
      linkId: essayResponseKey(item.id, criterion.id),
      text: criterion.label,
      type: 'choice',
      required: !item.optional,
      answerOption: answerOptions(criterionAnswers(systems, product.id, criterion)),
    })),
  };
}

/**
 * The SDC expression of a scale, or `null` where a plain sum does not express it: scales with a
 * formula (ORF rates and ratios, the PHQ-9 symptom count), scales that tolerate omissions (the
 * CES-D prorates) and means.
 */
export function scaleExpression(product: ProductDefinition, scale: ScaleDefinition): string | null {
  if (scale.formula || scale.method !== 'sum' || scale.maxOmitted > 0 || scale.prorate) return null;
  const items = product.items.filter((item) => scale.items.includes(item.id));
  if (items.length !== scale.items.length || items.some((item) => item.type !== 'choice')) return null;
  const linkIds = scale.items.map((id) => `'${id}'`).join(' | ');
  let expression = `%resource.repeat(item).where(linkId in (${linkIds})).answer.ordinalValue().aggregate($this + $total, 0)`;
  if (scale.offset) expression = `(${expression} + ${scale.offset})`;
  if (scale.multiplier !== 1) expression = `${expression} * ${scale.multiplier}`;
  return expression;
}

function scoreItems(product: ProductDefinition): FhirQuestionnaireItem[] {
  return product.scales.flatMap((scale) => {
    const expression = scaleExpression(product, scale);
    if (expression === null) return [];
    const extension: FhirExtension[] = [{ url: CALCULATED_EXPRESSION_URL, valueExpression: { language: 'text/fhirpath', expression } }];
    return [{ linkId: scoreLinkId(scale.id), text: scale.name, type: Number.isInteger(scale.multiplier) ? 'integer' : 'decimal', readOnly: true, extension, ...loincCodings(scale.loinc) }];
  });
}

/**
 * The Questionnaire of a product version, with the LOINC codes its definition carries.
 * @param systems the platform's URIs under the FHIR base (fhirSystems.ts).
 * @returns id = the product id with `-` for `_`; url `{base}/Questionnaire/{id}`; version the
 *   product version as a string; copyright the attribution and licence note (and the LOINC notice
 *   when LOINC codes are used).
 */
export function questionnaireOf(systems: FhirSystems, product: ProductDefinition): FhirQuestionnaire {
  return {
    resourceType: 'Questionnaire',
    id: productFhirId(product.id),
    url: questionnaireUrl(systems, product.id),
    version: String(product.version),
    name: product.code.replace(/[^A-Za-z0-9_]/g, '_').replace(/^([^A-Z])/, (first) => (/[a-z]/.test(first) ? first.toUpperCase() : `Q${first}`)),
    title: product.name,
    status: 'active',
    subjectType: ['Patient'],
    copyright: [product.attribution, product.licenseNote, ...(usesLoinc(product) ? [LOINC_NOTICE] : [])].join('\n\n'),
    ...loincCodings(product.loinc),
    item: [...product.items.map((item) => questionItem(systems, product, item)), ...scoreItems(product)],
  };
}
