/**
 * The types of a product's translations: its own words (not its items) in other languages. How
 * they are read is in `productText.ts`, how they are checked in `productTranslationsSchema.ts`.
 */
import type { Locale } from '../locale';

/** The product's own words in one language, each keyed by what it translates (see `productText.ts`). */
export interface ProductTranslation {
  /** Scale names by scale id. */
  scales?: Record<string, string>;
  /** Bands by scale id, then by the band's US English label. */
  bands?: Record<string, Record<string, { label: string; interpretation: string }>>;
  /** Flag labels and actions by flag id. */
  flags?: Record<string, { label: string; action: string }>;
  /** Change rule labels by rule id. */
  changeRules?: Record<string, string>;
  /** Comparison group labels by group id. */
  comparisonGroups?: Record<string, string>;
}

/** A product's translations by locale. */
export type ProductTranslations = Partial<Record<Locale, ProductTranslation>>;
