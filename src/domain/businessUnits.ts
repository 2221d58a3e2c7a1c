/**
 * The operator's business units (issue #17, businessUnit.*): the parts of the operator that own
 * products (clinical, education). A platform table seeded from `config/businessUnits.json`; each
 * product names its unit (`businessUnit` of the product definition, productCatalogue.ts).
 */
import * as yup from 'yup';
import { type Locale, SUPPORTED_LOCALES } from './locale';

/** A business unit as stored: its id, place and its name and description in every locale. */
export interface BusinessUnit {
  /** Stable id (`clinical`), named by the products it owns. */
  id: string;
  /** Position in lists, ascending. */
  order: number;
  names: Record<Locale, string>;
  descriptions: Record<Locale, string>;
}

/** yup schema of a text in each of the eleven locales, non-blank, at most `max` characters. */
const everyLocale = (max: number) =>
  yup.object(Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, yup.string().trim().min(1).max(max).required()]))).noUnknown(true, 'Texts are keyed by the supported locale codes.');

/** yup schema of one {@link BusinessUnit} of the seed file. */
export const businessUnitSchema = yup.object({
  id: yup.string().matches(/^[a-z][A-Za-z0-9]{0,39}$/, 'A business unit id is a lower-case word.').required(),
  order: yup.number().integer().min(0).required(),
  names: everyLocale(100).required(),
  descriptions: everyLocale(500).required(),
});

/** yup schema of the seed file (`config/businessUnits.json`): `{ units: BusinessUnit[] }`. */
export const businessUnitFileSchema = yup.object({ units: yup.array(businessUnitSchema.required()).min(1).required() });

/**
 * Why the products and the units disagree, one sentence each; empty when every product that
 * names a unit names one that exists.
 */
export function businessUnitProblems(units: readonly Pick<BusinessUnit, 'id'>[], products: readonly { id: string; businessUnit?: string }[]): string[] {
  const ids = new Set(units.map((unit) => unit.id));
  return products.filter((product) => product.businessUnit !== undefined && !ids.has(product.businessUnit)).map((product) => `${product.id}: the business unit ${product.businessUnit ?? ''} does not exist.`);
}
