/**
 * What the new-assessment picker and the business-unit operations say about a product (issue #17,
 * businessUnit.*): the business unit that owns it, the ways it can be delivered and its marketing
 * text. Kept in its own block of the product definition (`ProductCatalogueFields`) and schema
 * (`productCatalogueSchemaFields`), documented in docs/products.md.
 */
import * as yup from 'yup';
import { SUPPORTED_LOCALES } from '../locale';
import type { LocalizedText } from './itemDefinition';

/**
 * How a form can be given: `manualEntry` (the examiner enters the responses), `onScreen` (the
 * examinee answers in the player on the examiner's device, assessment.launch), `remoteLink` (a
 * link to the respondent's own device) and `liveSession` (a video-proctored session, VPP).
 */
export const DELIVERY_MODES = ['manualEntry', 'onScreen', 'remoteLink', 'liveSession'] as const;
/** One value of {@link DELIVERY_MODES}. */
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * The qualification a user needs to purchase and use a form, by the usual three-level scheme of
 * test publishers: `A` no special qualification, `B` training in assessment (a degree in a
 * related field or a certification), `C` a licence or doctorate to practise assessment
 * independently. Which level a product has is the operator's sales policy, stated in its file.
 */
export const QUALIFICATION_LEVELS = ['A', 'B', 'C'] as const;
/** One value of {@link QUALIFICATION_LEVELS}. */
export type QualificationLevel = (typeof QUALIFICATION_LEVELS)[number];

/** The marketing text of a product; its ages are the definition's `ageRange`. */
export interface ProductMarketing {
  /** What the form measures, in plain words (US English, with translations). */
  measures: LocalizedText;
  /** Minutes to administer as its source states them; `null` when the source states no time. */
  minutes: { min: number; max: number } | null;
  qualificationLevel: QualificationLevel;
}

/** The catalogue fields of a product definition; optional so a draft can be saved before they are filled in. */
export interface ProductCatalogueFields {
  /** The id of the business unit that owns the product (config/businessUnits.json). */
  businessUnit?: string;
  /** How the form can be given, in {@link DELIVERY_MODES} order; `manualEntry` always. */
  deliveryModes?: DeliveryMode[];
  marketing?: ProductMarketing;
}

const localizedText = yup
  .object({ en_us: yup.string().trim().min(1).required() })
  .test('locales', 'text keys must be supported locales', (value) => Object.keys(value ?? {}).every((key) => (SUPPORTED_LOCALES as readonly string[]).includes(key)));

/** The yup fields of {@link ProductCatalogueFields}, spread into the product definition's schema. */
export const productCatalogueSchemaFields = {
  businessUnit: yup.string().matches(/^[a-z][A-Za-z0-9]{0,39}$/, 'A business unit id is a lower-case word.').optional(),
  deliveryModes: yup
    .array(yup.mixed<DeliveryMode>().oneOf([...DELIVERY_MODES]).required())
    .test('unique', 'deliveryModes lists a mode twice.', (modes) => !modes || new Set(modes).size === modes.length)
    .test('manual', 'deliveryModes must include manualEntry: every form can be entered by the examiner.', (modes) => !modes || modes.includes('manualEntry'))
    .optional(),
  marketing: yup
    .object({
      measures: localizedText.required(),
      minutes: yup
        .object({ min: yup.number().integer().min(1).required(), max: yup.number().integer().min(1).required() })
        .test('order', 'minutes.min must not exceed minutes.max.', (value) => !value || value.min <= value.max)
        .nullable()
        .defined(),
      qualificationLevel: yup.mixed<QualificationLevel>().oneOf([...QUALIFICATION_LEVELS]).required(),
    })
    .default(undefined)
    .optional(),
};

/**
 * The delivery modes a product may declare: `manualEntry` always; the player's modes
 * (`onScreen`, `remoteLink`, `liveSession`) only when every item is a choice the respondent picks
 * (domain remoteLink.ts `remotelyAdministrable`), so the picker never offers what a link refuses.
 * @returns one sentence per mode the product may not declare; empty when all fit.
 */
export function deliveryModeProblems(product: ProductCatalogueFields & { items: readonly { type: string }[] }): string[] {
  const playerReady = product.items.length > 0 && product.items.every((item) => item.type === 'choice');
  if (playerReady) return [];
  return (product.deliveryModes ?? []).filter((mode) => mode !== 'manualEntry').map((mode) => `deliveryModes: ${mode} needs every item to be a choice item.`);
}

/** What formDeliverySearch filters on; each filter is optional. */
export interface DeliverySearch {
  deliveryMode?: DeliveryMode;
  businessUnit?: string;
  audience?: 'clinical' | 'education';
  /** Completed years of the examinee: the form's `ageRange` must include it (a form for any age always does). */
  ageYears?: number;
}

/** Whether a product matches every filter of `search`. */
export function matchesDeliverySearch(
  product: ProductCatalogueFields & { audience: 'clinical' | 'education'; ageRange: { minYears: number; maxYears: number } | null },
  search: DeliverySearch,
): boolean {
  if (search.deliveryMode !== undefined && !(product.deliveryModes ?? []).includes(search.deliveryMode)) return false;
  if (search.businessUnit !== undefined && product.businessUnit !== search.businessUnit) return false;
  if (search.audience !== undefined && product.audience !== search.audience) return false;
  if (search.ageYears !== undefined && product.ageRange !== null && (search.ageYears < product.ageRange.minYears || search.ageYears > product.ageRange.maxYears)) return false;
  return true;
}
