/**
 * Every problem of a product definition, each at its field (issue #17: "Validation is the domain's
 * productSchema, with the error shown at the field"). The same rules as `parseProductDefinition`
 * (the yup `productDefinitionSchema` and the cross-checks), collected instead of stopping at the
 * first: yup's paths (`items[2].options[0].label.en_us`, `scales[0].range`) for the shape, and the
 * top-level field a cross-check concerns (`scales`, `feedbackReport`, `languages`...) where it has
 * no finer path.
 */
import * as yup from 'yup';
import { itemLanguageProblems } from './itemLanguages';
import type { ProductDefinition } from './productDefinition';
import { productReferenceProblems } from './productReferences';
import { feedbackReportProblems, productDefinitionSchema } from './productSchema';
import { translationProblems } from './productTranslationsSchema';

/** One problem of a definition: the field's path and what is wrong, in words. */
export interface ProductFieldProblem {
  field: string;
  message: string;
}

/** The top-level field a reference problem concerns, from the words it starts with (productReferences.ts). */
const REFERENCE_FIELDS: readonly (readonly [string, keyof ProductDefinition])[] = [
  ['scale ', 'scales'],
  ['norm ', 'norms'],
  ['band ', 'bands'],
  ['flag ', 'flags'],
  ['change rule ', 'changeRules'],
  ['constraint ', 'constraints'],
];

const referenceField = (problem: string): string => REFERENCE_FIELDS.find(([start]) => problem.startsWith(start))?.[1] ?? 'items';

/** The shape problems of `json` (yup, every one), or the definition when the shape is right. */
function shapeOf(json: unknown): { definition: ProductDefinition } | { problems: ProductFieldProblem[] } {
  try {
    return { definition: productDefinitionSchema.validateSync(json, { abortEarly: false, stripUnknown: false }) as ProductDefinition };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors = error.inner.length > 0 ? error.inner : [error];
    return { problems: errors.map((inner) => ({ field: inner.path ?? '', message: inner.message })) };
  }
}

/**
 * Every problem of `json` as a product definition; empty when `parseProductDefinition` accepts it.
 * The cross-checks run only on a definition of the right shape (they read its fields).
 */
export function productDefinitionProblems(json: unknown): ProductFieldProblem[] {
  const shape = shapeOf(json);
  if ('problems' in shape) return shape.problems;
  const product = shape.definition;
  return [
    ...productReferenceProblems(product).map((message) => ({ field: referenceField(message), message })),
    ...feedbackReportProblems(product).map((message) => ({ field: 'feedbackReport', message })),
    ...translationProblems(product).map((message) => ({ field: 'translations', message })),
    ...itemLanguageProblems(product).map((message) => ({ field: 'languages', message })),
  ];
}
