/**
 * The shape of a product's `translations` and its cross-checks: every translated name, band, flag,
 * change rule and comparison group must be one the product has, so a typo never hides behind the
 * English fall-back.
 */
import * as yup from 'yup';
import { isLocale } from '../locale';
import type { ProductDefinition } from './productDefinition';

const text = () => yup.string().trim().min(1).required();
const record = <T extends yup.AnyObject>(value: yup.ObjectSchema<T>) =>
  yup.lazy((entries: unknown) =>
    yup.object(Object.fromEntries(Object.keys(typeof entries === 'object' && entries !== null ? entries : {}).map((key) => [key, value.required()]))),
  );
const textRecord = () =>
  yup.lazy((entries: unknown) => yup.object(Object.fromEntries(Object.keys(typeof entries === 'object' && entries !== null ? entries : {}).map((key) => [key, text()]))));

const translationSchema = yup
  .object({
    scales: textRecord().optional(),
    bands: yup
      .lazy((entries: unknown) =>
        yup.object(
          Object.fromEntries(
            Object.keys(typeof entries === 'object' && entries !== null ? entries : {}).map((key) => [key, record(yup.object({ label: text(), interpretation: text() }))]),
          ),
        ),
      )
      .optional(),
    flags: record(yup.object({ label: text(), action: text() })).optional(),
    changeRules: textRecord().optional(),
    comparisonGroups: textRecord().optional(),
  })
  .noUnknown(true, 'A translation has only scales, bands, flags, changeRules and comparisonGroups.');

/** yup schema of `ProductDefinition.translations`: locales as keys, each a translation. */
export const productTranslationsSchema = yup
  .lazy((entries: unknown) =>
    yup
      .object(Object.fromEntries(Object.keys(typeof entries === 'object' && entries !== null ? entries : {}).map((key) => [key, translationSchema.required()])))
      .test('locales', 'Translations are keyed by the supported locale codes.', (value) => Object.keys(value ?? {}).every(isLocale)),
  )
  .optional();

/**
 * What a product's translations name that the product does not have.
 * @returns one sentence per problem; empty when every translation refers to what exists.
 */
export function translationProblems(product: ProductDefinition): string[] {
  const problems: string[] = [];
  const scaleIds = new Set(product.scales.map((scale) => scale.id));
  const flagIds = new Set(product.flags.map((flag) => flag.id));
  const ruleIds = new Set((product.changeRules ?? []).map((rule) => rule.id));
  const groupIds = new Set(product.comparisonGroups.map((group) => group.id));
  for (const [locale, translation] of Object.entries(product.translations ?? {})) {
    for (const id of Object.keys(translation.scales ?? {})) if (!scaleIds.has(id)) problems.push(`${locale} translates unknown scale ${id}`);
    for (const [scale, bands] of Object.entries(translation.bands ?? {})) {
      for (const label of Object.keys(bands)) {
        if (!product.bands.some((band) => band.scale === scale && band.label === label)) problems.push(`${locale} translates unknown band ${label} of scale ${scale}`);
      }
    }
    for (const id of Object.keys(translation.flags ?? {})) if (!flagIds.has(id)) problems.push(`${locale} translates unknown flag ${id}`);
    for (const id of Object.keys(translation.changeRules ?? {})) if (!ruleIds.has(id)) problems.push(`${locale} translates unknown change rule ${id}`);
    for (const id of Object.keys(translation.comparisonGroups ?? {})) if (!groupIds.has(id)) problems.push(`${locale} translates unknown comparison group ${id}`);
  }
  return problems;
}
