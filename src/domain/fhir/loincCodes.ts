/**
 * LOINC in the FHIR resources: the system URI, the notice the LOINC licence asks for, and which
 * product definition's codes an export uses. The codes themselves are product data (the `loinc`
 * fields of the product, its items, options and scales: product/productLoinc.ts).
 */
import type { ItemDefinition, ProductDefinition, ScaleDefinition } from '../product/productDefinition';
import type { LoincCode } from '../product/productLoinc';

/** The LOINC system URI. */
export const LOINC_SYSTEM = 'http://loinc.org';

/** The notice the LOINC licence asks for wherever LOINC codes are shipped. */
export const LOINC_NOTICE =
  'This material contains content from LOINC (http://loinc.org). LOINC is copyright © Regenstrief Institute, Inc. and the Logical Observation Identifiers Names and Codes (LOINC) Committee and is available at no cost under the license at http://loinc.org/license.';

/** A LOINC code as a FHIR `code` list (`[]` when there is none), for Questionnaire items and the panel. */
export const loincCodings = (loinc: LoincCode | undefined): { code: { system: string; code: string }[] } | Record<string, never> =>
  loinc ? { code: [{ system: LOINC_SYSTEM, code: loinc.code }] } : {};

const itemUsesLoinc = (item: ItemDefinition): boolean =>
  item.loinc !== undefined || (item.type === 'choice' && (item.loincAnswerList !== undefined || item.options.some((option) => option.loinc !== undefined)));

/** Whether a product definition carries any LOINC code (its panel, an item, an answer or a scale): then the LOINC notice ships with it. */
export function usesLoinc(product: Pick<ProductDefinition, 'loinc' | 'items' | 'scales'>): boolean {
  return product.loinc !== undefined || product.items.some(itemUsesLoinc) || product.scales.some((scale) => scale.loinc !== undefined);
}

/** `item` with the LOINC codes of `source` (the same item in another version), answer codes matched by option value. */
function itemWithCodesOf(item: ItemDefinition, source: ItemDefinition | undefined): ItemDefinition {
  if (!source) return item;
  const coded = source.loinc ? { ...item, loinc: source.loinc } : item;
  if (coded.type !== 'choice' || source.type !== 'choice' || !source.loincAnswerList) return coded;
  const answers = new Map(source.options.map((option) => [option.value, option.loinc]));
  // A LOINC answer list codes every option: borrowed only when each of this version's options has its code there.
  if (!coded.options.every((option) => answers.get(option.value) !== undefined)) return coded;
  return { ...coded, loincAnswerList: source.loincAnswerList, options: coded.options.map((option) => ({ ...option, loinc: answers.get(option.value) as string })) };
}

const scaleWithCodeOf = (scale: ScaleDefinition, source: ScaleDefinition | undefined): ScaleDefinition => (source?.loinc ? { ...scale, loinc: source.loinc } : scale);

/**
 * The definition whose LOINC codes the FHIR resources of an assessment carry. LOINC names the
 * instrument's questions and scores, not one version's rules, so: the codes of the assessment's own
 * version when it has any; else (a version made before codes were product data, or a draft that
 * dropped them) those of the product's published version, for the item and scale ids the two share
 * (answer codes by option value). Everything but the codes stays the version's own.
 * @param version the product version the assessment was created with.
 * @param published the product's published version, or `null` when it has none.
 * @returns `version` itself when it has codes, has no published version to borrow from, or is it;
 *   else a copy with the borrowed codes (the cached definitions are frozen, so never changed in place).
 */
export function withPublishedLoinc(version: ProductDefinition, published: ProductDefinition | null): ProductDefinition {
  if (!published || published.id !== version.id || published.version === version.version || usesLoinc(version) || !usesLoinc(published)) return version;
  const items = new Map(published.items.map((item) => [item.id, item]));
  const scales = new Map(published.scales.map((scale) => [scale.id, scale]));
  return {
    ...version,
    ...(published.loinc ? { loinc: published.loinc } : {}),
    items: version.items.map((item) => itemWithCodesOf(item, items.get(item.id))),
    scales: version.scales.map((scale) => scaleWithCodeOf(scale, scales.get(scale.id))),
  };
}
