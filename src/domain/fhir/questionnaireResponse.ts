/**
 * An assessment as an R4 QuestionnaireResponse: its responses as coded answers (integers for
 * counts), and its administration (grade, season, comparison group) in a platform extension so
 * norm-based scores can be rebuilt from the resource alone.
 */
import type { AdministrationDetails, Assessment } from '../assessment';
import type { Examinee } from '../examinee';
import { essayResponseKey, type ItemDefinition, type ProductDefinition } from '../product/productDefinition';
import { choiceAnswers, criterionAnswers } from './answerCodings';
import type { FhirAnswer, FhirExtension, FhirQuestionnaireResponse, FhirReference, FhirResponseItem } from './fhirTypes';
import { type FhirSystems, patientFhirId, questionnaireUrl, responseFhirId } from './fhirSystems';

/** The sub-extension URLs of the administration extension. */
export const ADMINISTRATION_PARTS = { grade: 'grade', season: 'season', comparisonGroup: 'comparisonGroup' } as const;

/** The subject reference of an examinee: the Patient and the account's examinee id. */
export const subjectOf = (systems: FhirSystems, examinee: Pick<Examinee, 'id' | 'examineeId'>): FhirReference => ({
  reference: `Patient/${patientFhirId(examinee.id)}`,
  identifier: { system: systems.examineeId, value: examinee.examineeId },
});

/** The administration extension, or `undefined` when the administration names nothing. */
export function administrationExtension(systems: FhirSystems, administration: AdministrationDetails): FhirExtension | undefined {
  const parts: FhirExtension[] = [];
  if (administration.grade !== undefined) parts.push({ url: ADMINISTRATION_PARTS.grade, valueInteger: administration.grade });
  if (administration.season !== undefined) parts.push({ url: ADMINISTRATION_PARTS.season, valueCode: administration.season });
  if (administration.comparisonGroupId !== undefined) parts.push({ url: ADMINISTRATION_PARTS.comparisonGroup, valueString: administration.comparisonGroupId });
  return parts.length > 0 ? { url: systems.administrationExtension, extension: parts } : undefined;
}

function answerOf(systems: FhirSystems, product: ProductDefinition, item: ItemDefinition, value: number | null | undefined): FhirAnswer[] | undefined {
  if (value === null || value === undefined) return undefined;
  if (item.type === 'numeric') return [{ valueInteger: value }];
  const coded = choiceAnswers(systems, product.id, item).find((answer) => answer.value === value);
  return coded ? [{ valueCoding: coded.coding }] : undefined;
}

function responseItem(systems: FhirSystems, product: ProductDefinition, item: ItemDefinition, assessment: Pick<Assessment, 'responses'>): FhirResponseItem {
  if (item.type !== 'essay') {
    const answer = answerOf(systems, product, item, assessment.responses[item.id]);
    return { linkId: item.id, text: item.text.en_us, ...(answer ? { answer } : {}) };
  }
  return {
    linkId: item.id,
    text: item.text.en_us,
    item: item.rubric.map((criterion) => {
      const key = essayResponseKey(item.id, criterion.id);
      const coded = criterionAnswers(systems, product.id, criterion).find((answer) => answer.value === assessment.responses[key]);
      return { linkId: key, text: criterion.label, ...(coded ? { answer: [{ valueCoding: coded.coding }] } : {}) };
    }),
  };
}

/**
 * The QuestionnaireResponse of an assessment.
 * @param product the product the assessment is of (its current definition).
 * @returns id `a{assessmentId}`; status `completed` when scored, else `in-progress`; authored the
 *   administration date (YYYY-MM-DD); an item per product item in form order, without `answer`
 *   when the item is unanswered (an essay: a group with one item per rubric criterion).
 */
export function questionnaireResponseOf(
  systems: FhirSystems,
  product: ProductDefinition,
  assessment: Pick<Assessment, 'id' | 'status' | 'administrationDate' | 'responses' | 'administration'>,
  examinee: Pick<Examinee, 'id' | 'examineeId'>,
): FhirQuestionnaireResponse {
  const extension = administrationExtension(systems, assessment.administration);
  return {
    resourceType: 'QuestionnaireResponse',
    id: responseFhirId(assessment.id),
    identifier: { system: systems.assessment, value: String(assessment.id) },
    questionnaire: `${questionnaireUrl(systems, product.id)}|${product.version}`,
    status: assessment.status === 'scored' ? 'completed' : 'in-progress',
    subject: subjectOf(systems, examinee),
    authored: assessment.administrationDate,
    ...(extension ? { extension: [extension] } : {}),
    item: product.items.map((item) => responseItem(systems, product, item, assessment)),
  };
}
