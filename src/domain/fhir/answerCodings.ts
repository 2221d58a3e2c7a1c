/**
 * The Coding of each allowed answer of a choice item or an essay rubric criterion, shared by the
 * Questionnaire, the QuestionnaireResponse and the parser so all three agree on every code.
 */
import type { ItemDefinition, RubricCriterion } from '../product/productDefinition';
import type { FhirCoding } from './fhirTypes';
import { type FhirSystems, optionSystemOf } from './fhirSystems';
import { LOINC_SYSTEM } from './loincCodes';

/** One allowed answer: the stored value, its Coding and its weight in the scales (ordinalValue). */
export interface CodedAnswer {
  value: number;
  coding: FhirCoding;
  /** The value scored: reverse-keyed items score (lowest + highest) − value. */
  weight: number;
}

/**
 * The coded answers of a choice item: the options' LOINC answer codes where the item names a LOINC
 * answer list (the display is the option's US English label), else the product's option code
 * system with the value as the code.
 * @returns `[]` for items that are not choice items.
 */
export function choiceAnswers(systems: FhirSystems, productId: string, item: ItemDefinition): CodedAnswer[] {
  if (item.type !== 'choice') return [];
  const values = item.options.map((option) => option.value);
  const reverseEnds = item.reverse ? Math.min(...values) + Math.max(...values) : null;
  return item.options.map((option) => {
    const coding: FhirCoding =
      item.loincAnswerList && option.loinc
        ? { system: LOINC_SYSTEM, code: option.loinc, display: option.label.en_us }
        : { system: optionSystemOf(systems, productId), code: String(option.value), display: option.label.en_us };
    return { value: option.value, coding, weight: reverseEnds === null ? option.value : reverseEnds - option.value };
  });
}

/** The coded levels of an essay rubric criterion (product option system, the level value as code). */
export function criterionAnswers(systems: FhirSystems, productId: string, criterion: RubricCriterion): CodedAnswer[] {
  return criterion.levels.map((level) => ({
    value: level.value,
    coding: { system: optionSystemOf(systems, productId), code: String(level.value), display: level.label },
    weight: level.value,
  }));
}
