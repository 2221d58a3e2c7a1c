/**
 * The yup schema of a product's items: choice, numeric and essay items with their options,
 * rubrics, LOINC codes and skip rules (docs/products.md "Items").
 */
import * as yup from 'yup';
import { SUPPORTED_LOCALES } from '../locale';
import { loincAnswerListSchema, loincAnswerProblem, loincAnswerSchema, loincCodeSchema } from './productLoinc';

/** Text in the supported locales, `en_us` required (the fall-back). */
export const localizedText = yup
  .object({ en_us: yup.string().required() })
  .test('locales', 'text keys must be supported locales', (value) =>
    Object.keys(value ?? {}).every((key) => (SUPPORTED_LOCALES as readonly string[]).includes(key)),
  );

const itemBase = {
  id: yup.string().matches(/^[A-Za-z0-9_]+$/, 'item ids are letters, digits and _').required(),
  number: yup.number().integer().min(1).required(),
  text: localizedText.required(),
  scored: yup.boolean().required(),
  optional: yup.boolean().required(),
  note: yup.string(),
  loinc: loincCodeSchema,
};

const choiceItemSchema = yup.object({
  ...itemBase,
  type: yup.string().oneOf(['choice']).required(),
  options: yup
    .array(yup.object({ value: yup.number().required(), label: localizedText.required(), loinc: loincAnswerSchema }))
    .min(2)
    .required(),
  reverse: yup.boolean().required(),
  loincAnswerList: loincAnswerListSchema,
  skippedWhen: yup
    .object({
      item: yup.string().required(),
      response: yup.number().required(),
      scoredAs: yup.number().required(),
    })
    .default(undefined)
    .optional(),
}).test('loinc-answers', function loincAnswers(item) {
  // The object's tests run even when its fields are wrong: those have their own errors.
  const problem = Array.isArray(item.options) && item.options.every((option) => typeof option === 'object' && option !== null) ? loincAnswerProblem(item) : null;
  return problem === null || this.createError({ path: `${this.path}.${problem.path}`, message: `${this.path}.${problem.path}: ${problem.message}` });
});

const numericItemSchema = yup.object({
  ...itemBase,
  type: yup.string().oneOf(['numeric']).required(),
  min: yup.number().integer().required(),
  max: yup
    .number()
    .integer()
    .required()
    .test('max-above-min', 'numeric item max must be at least min', function maxAboveMin(value) {
      return value >= (this.parent as { min: number }).min;
    }),
  unit: yup.string().defined(),
  reverse: yup.boolean().oneOf([false]).required(),
});

const essayItemSchema = yup.object({
  ...itemBase,
  type: yup.string().oneOf(['essay']).required(),
  rubric: yup
    .array(
      yup.object({
        id: yup.string().matches(/^[A-Za-z0-9_]+$/).required(),
        label: yup.string().required(),
        levels: yup
          .array(yup.object({ value: yup.number().required(), label: yup.string().required(), description: yup.string().defined() }))
          .min(2)
          .required(),
      }),
    )
    .min(1)
    .required(),
  reverse: yup.boolean().oneOf([false]).required(),
});

/** One schema per item type, chosen by `type`. */
export const itemSchema = yup.lazy((value: { type?: unknown } | undefined) => {
  if (value?.type === 'numeric') return numericItemSchema;
  if (value?.type === 'essay') return essayItemSchema;
  return choiceItemSchema;
});
