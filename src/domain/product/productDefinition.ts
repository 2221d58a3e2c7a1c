/**
 * A product (an instrument) as data: what the back office configures and what
 * `config/products/*.json` ships. Scoring, item entry, the examinee player and reports all read
 * this one shape; nothing about an instrument is written in code.
 */
import type { Locale } from '../locale';

/** Text in several locales; `en_us` is always present and is the fall-back. */
export type LocalizedText = { en_us: string } & Partial<Record<Locale, string>>;

/** One response option of a choice item: the stored value and its label. */
export interface ResponseOption {
  /** The value stored as the response and summed into scales (before reverse keying). */
  value: number;
  label: LocalizedText;
}

/** A multiple-choice (rating) item. */
export interface ChoiceItem {
  id: string;
  /** The item's number as printed on the form (1-based). */
  number: number;
  type: 'choice';
  text: LocalizedText;
  options: ResponseOption[];
  /** Reverse-keyed: scored as (lowest + highest option value) minus the response. */
  reverse: boolean;
  /** Whether the item counts in any scale; unscored items (a difficulty question) are still recorded. */
  scored: boolean;
  /** An unscored item that may be left blank without making the form incomplete. */
  optional: boolean;
  /** A note for examiners (why an item is unscored, for instance). */
  note?: string;
}

/** Any item of a form. Later item types (numeric entry, essay, timed count) join this union. */
export type ItemDefinition = ChoiceItem;

/** A scale: items combined into one raw score. */
export interface ScaleDefinition {
  id: string;
  name: string;
  /** Ids of the member items. */
  items: string[];
  /** `sum` adds the (reverse-keyed) item values; `mean` averages them. */
  method: 'sum' | 'mean';
  /** Applied after `method` (DASS-21 doubles its sums, WHO-5 multiplies by four). */
  multiplier: number;
  /** The lowest and highest possible raw score, after the multiplier. */
  range: [number, number];
  /** How many member items may be omitted while the scale stays scorable. */
  maxOmitted: number;
  /** When items are omitted (within `maxOmitted`), scale the sum up to the full item count. */
  prorate: boolean;
  /** The scale a summary shows first (the total). */
  primary: boolean;
}

/** An interpretive band of a scale: raw scores from `min` to `max` inclusive. */
export interface BandDefinition {
  scale: string;
  min: number;
  max: number;
  label: string;
  /** Interpretive text for reports. */
  interpretation: string;
}

/** When a flag is raised. */
export type FlagRule =
  | { kind: 'itemAtLeast'; item: string; value: number }
  | { kind: 'scaleAtLeast'; scale: string; value: number };

/** A flag that draws the examiner's attention (a critical item, a cut-off). */
export interface FlagDefinition {
  id: string;
  label: string;
  /** `critical` flags (suicide-risk items) are shown first and in red. */
  severity: 'critical' | 'warning' | 'info';
  rule: FlagRule;
  /** What the examiner should do when the flag is raised. */
  action: string;
  /** Where the rule comes from (manual, paper). */
  source: string;
}

/** The whole definition of a product. */
export interface ProductDefinition {
  /** Stable id (`phq9`). */
  id: string;
  /** Short name shown on screens (`PHQ-9`). */
  code: string;
  /** Full name. */
  name: string;
  /** Increases with every change of the definition; scores record the version they used. */
  version: number;
  /** Who may use the product: `clinical` (examiners) or `education` (teachers too). */
  audience: 'clinical' | 'education';
  citation: string;
  /** The attribution line the rights holder asks for; printed on every screen and report that shows the items. */
  attribution: string;
  /** Licence note kept with the product (why we may ship it, under which conditions). */
  licenseNote: string;
  instructions: LocalizedText;
  /** The recall period the instructions name (`last 2 weeks`). */
  recallPeriod: string;
  /** Ages (completed years) the form is meant for, inclusive; `null` when any age. */
  ageRange: { minYears: number; maxYears: number } | null;
  /** The locales the item text exists in. */
  languages: Locale[];
  /** Days within which a new administration counts as a retest; `null` when not defined. */
  retestIntervalDays: number | null;
  items: ItemDefinition[];
  scales: ScaleDefinition[];
  bands: BandDefinition[];
  flags: FlagDefinition[];
  /** Where the scoring rules come from. */
  sources: string[];
}
