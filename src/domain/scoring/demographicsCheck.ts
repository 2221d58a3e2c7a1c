/**
 * Which demographics a product's norms need, and which of them the examinee and the
 * administration lack, before scoring (CATALOGUE.md `scoring.demographicsCheck`, issue #17). A
 * norm cell matches on `grade` and `season` (the administration), `sex` and `ageYears` (the
 * examinee: age needs the birth date) (productDefinition.ts NormMatch, normLookup.ts `matches`);
 * the product's `administrationFields` are asked for on the assessment page; a product with
 * comparison groups needs one, named or the default (normLookup.ts comparisonGroupFor). A product
 * without norms needs nothing. Pure: the SPA and the server read the same answer.
 */
import type { NormMatch, ProductDefinition } from '../product/productDefinition';
import { comparisonGroupFor } from './normLookup';
import type { ScoringContext } from './scoreTypes';

/** The demographics norms may need, in the order they are shown. */
export const DEMOGRAPHIC_FIELDS = ['birthDate', 'sex', 'grade', 'season', 'comparisonGroup'] as const;
/** One value of {@link DEMOGRAPHIC_FIELDS}. */
export type DemographicField = (typeof DEMOGRAPHIC_FIELDS)[number];

/** Where each field is entered: on the examinee's record, or on the assessment's administration. */
export const DEMOGRAPHIC_SOURCE: Readonly<Record<DemographicField, 'examinee' | 'administration'>> = {
  birthDate: 'examinee',
  sex: 'examinee',
  grade: 'administration',
  season: 'administration',
  comparisonGroup: 'administration',
};

/** One field the norms need, and whether it is missing. */
export interface DemographicNeed {
  field: DemographicField;
  source: 'examinee' | 'administration';
  missing: boolean;
}

/** The check's answer. */
export interface DemographicsCheck {
  /** Every field the norms need, in {@link DEMOGRAPHIC_FIELDS} order. */
  needed: DemographicNeed[];
  /** The fields of `needed` that are missing. */
  missing: DemographicField[];
  /** Nothing the norms need is missing: derived scores can be looked up. */
  complete: boolean;
}

/** The fields a cell's match reads. */
function fieldsOfMatch(match: NormMatch): DemographicField[] {
  const fields: DemographicField[] = [];
  if (match.ageYears) fields.push('birthDate');
  if (match.sex !== undefined) fields.push('sex');
  if (match.grade !== undefined) fields.push('grade');
  if (match.season !== undefined) fields.push('season');
  return fields;
}

/** Whether `field` has a value in `context` (the comparison group: one is in use). */
function present(field: DemographicField, product: ProductDefinition, context: ScoringContext): boolean {
  switch (field) {
    case 'birthDate':
      return context.demographics.birthDate !== null && context.demographics.birthDate !== '';
    case 'sex':
      // `unspecified` is the examinee form's way of leaving it out: no sex-matched cell fits it.
      return context.demographics.sex !== null && context.demographics.sex !== 'unspecified';
    case 'grade':
      return context.administration.grade !== undefined;
    case 'season':
      return context.administration.season !== undefined;
    case 'comparisonGroup':
      return comparisonGroupFor(product, context) !== null;
  }
}

/**
 * The demographics `product`'s norms need and which `context` lacks. The norm tables read are
 * those of the comparison group in use (all of them when none can be chosen, since any may
 * be); a field counts once.
 * @returns never throws; a product without norms or administration fields answers nothing needed.
 */
export function demographicsCheck(product: ProductDefinition, context: ScoringContext): DemographicsCheck {
  const wanted = new Set<DemographicField>(product.administrationFields);
  if (product.norms.length > 0 && product.comparisonGroups.length > 0) wanted.add('comparisonGroup');
  const group = comparisonGroupFor(product, context);
  const tables = group ? product.norms.filter((table) => table.comparisonGroup === group.id) : product.norms;
  for (const table of tables) for (const cell of table.cells) for (const field of fieldsOfMatch(cell.match)) wanted.add(field);
  const needed = DEMOGRAPHIC_FIELDS.filter((field) => wanted.has(field)).map((field) => ({ field, source: DEMOGRAPHIC_SOURCE[field], missing: !present(field, product, context) }));
  const missing = needed.filter((need) => need.missing).map((need) => need.field);
  return { needed, missing, complete: missing.length === 0 };
}
