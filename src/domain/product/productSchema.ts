/**
 * The yup schema of a {@link ProductDefinition}, and the cross-checks yup cannot express
 * (scales naming existing items, bands naming existing scales).
 */
import * as yup from 'yup';
import { SUPPORTED_LOCALES } from '../locale';
import type { ProductDefinition } from './productDefinition';
import { fail, ok, type Result } from '../result';

const localizedText = yup
  .object({ en_us: yup.string().required() })
  .test('locales', 'text keys must be supported locales', (value) =>
    Object.keys(value ?? {}).every((key) => (SUPPORTED_LOCALES as readonly string[]).includes(key)),
  );

const itemSchema = yup.object({
  id: yup.string().required(),
  number: yup.number().integer().min(1).required(),
  type: yup.string().oneOf(['choice']).required(),
  text: localizedText.required(),
  options: yup
    .array(yup.object({ value: yup.number().required(), label: localizedText.required() }))
    .min(2)
    .required(),
  reverse: yup.boolean().required(),
  scored: yup.boolean().required(),
  optional: yup.boolean().required(),
  note: yup.string(),
});

const flagRule = yup.object({
  kind: yup.string().oneOf(['itemAtLeast', 'scaleAtLeast']).required(),
  item: yup.string().when('kind', { is: 'itemAtLeast', then: (s) => s.required() }),
  scale: yup.string().when('kind', { is: 'scaleAtLeast', then: (s) => s.required() }),
  value: yup.number().required(),
});

/** yup schema of the JSON shape of a product definition. */
export const productDefinitionSchema = yup.object({
  id: yup.string().matches(/^[a-z0-9_]+$/).required(),
  code: yup.string().required(),
  name: yup.string().required(),
  version: yup.number().integer().min(1).required(),
  audience: yup.string().oneOf(['clinical', 'education']).required(),
  citation: yup.string().required(),
  attribution: yup.string().required(),
  licenseNote: yup.string().required(),
  instructions: localizedText.required(),
  recallPeriod: yup.string().defined(),
  ageRange: yup
    .object({ minYears: yup.number().min(0).required(), maxYears: yup.number().min(0).required() })
    .nullable()
    .defined(),
  languages: yup.array(yup.string().oneOf([...SUPPORTED_LOCALES]).required()).min(1).required(),
  retestIntervalDays: yup.number().integer().min(0).nullable().defined(),
  items: yup.array(itemSchema).min(1).required(),
  scales: yup
    .array(
      yup.object({
        id: yup.string().required(),
        name: yup.string().required(),
        items: yup.array(yup.string().required()).min(1).required(),
        method: yup.string().oneOf(['sum', 'mean']).required(),
        multiplier: yup.number().positive().required(),
        range: yup.array(yup.number().required()).length(2).required(),
        maxOmitted: yup.number().integer().min(0).required(),
        prorate: yup.boolean().required(),
        primary: yup.boolean().required(),
      }),
    )
    .min(1)
    .required(),
  bands: yup
    .array(
      yup.object({
        scale: yup.string().required(),
        min: yup.number().required(),
        max: yup.number().required(),
        label: yup.string().required(),
        interpretation: yup.string().defined(),
      }),
    )
    .required(),
  flags: yup
    .array(
      yup.object({
        id: yup.string().required(),
        label: yup.string().required(),
        severity: yup.string().oneOf(['critical', 'warning', 'info']).required(),
        rule: flagRule.required(),
        action: yup.string().defined(),
        source: yup.string().required(),
      }),
    )
    .required(),
  sources: yup.array(yup.string().required()).required(),
});

/**
 * Validates unknown JSON as a product definition: its shape (yup) and its internal references.
 * @returns the definition, or an error `{ code: 'INVALID_PRODUCT', message }` naming the first problem.
 */
export function parseProductDefinition(json: unknown): Result<ProductDefinition> {
  let product: ProductDefinition;
  try {
    product = productDefinitionSchema.validateSync(json, { abortEarly: true, stripUnknown: false }) as ProductDefinition;
  } catch (error) {
    return fail({ code: 'INVALID_PRODUCT', message: error instanceof yup.ValidationError ? error.message : String(error) });
  }
  const itemIds = new Set(product.items.map((item) => item.id));
  const scaleIds = new Set(product.scales.map((scale) => scale.id));
  const problems: string[] = [];
  if (itemIds.size !== product.items.length) problems.push('item ids are not unique');
  for (const scale of product.scales) {
    for (const id of scale.items) if (!itemIds.has(id)) problems.push(`scale ${scale.id} names unknown item ${id}`);
  }
  for (const band of product.bands) {
    if (!scaleIds.has(band.scale)) problems.push(`band ${band.label} names unknown scale ${band.scale}`);
    if (band.min > band.max) problems.push(`band ${band.label} has min above max`);
  }
  for (const flag of product.flags) {
    const rule = flag.rule;
    if (rule.kind === 'itemAtLeast' && !itemIds.has(rule.item)) problems.push(`flag ${flag.id} names unknown item ${rule.item}`);
    if (rule.kind === 'scaleAtLeast' && !scaleIds.has(rule.scale)) problems.push(`flag ${flag.id} names unknown scale ${rule.scale}`);
  }
  if (problems.length > 0) return fail({ code: 'INVALID_PRODUCT', message: `${product.id}: ${problems.join('; ')}` });
  return ok(product);
}
