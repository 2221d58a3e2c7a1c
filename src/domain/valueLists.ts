/**
 * The platform's value lists (issue #17, util.domainByType): sex, grade, season, relationship of
 * a rater, education and language. Their labels in every locale, their order and whether each
 * value is offered live in ONE platform table, seeded from `config/valueLists.json`; their codes
 * are declared here, beside the yup schemas that accept them, so validation stays one rule.
 *
 * How the table and the rules agree: the seed refuses to start the server while the active codes
 * of a type are not exactly {@link VALUE_LIST_CODES} of that type ({@link valueListDisagreements}),
 * so what the pickers offer and what the server accepts cannot differ. Retiring a code is a
 * change of its domain rule (and of stored data's meaning) and is made here first.
 */
import * as yup from 'yup';
import { GRADE_RANGE, SEASONS } from './assessment';
import { SEXES } from './examinee';
import { type Locale, localeFallbacks, SUPPORTED_LOCALES } from './locale';
import { LINK_RESPONDENTS } from './remoteLink';

/** The value lists, by type. */
export const VALUE_LIST_TYPES = ['sex', 'grade', 'season', 'relationship', 'education', 'language'] as const;
/** One value of {@link VALUE_LIST_TYPES}. */
export type ValueListType = (typeof VALUE_LIST_TYPES)[number];

/**
 * Highest education completed, by the levels of ISCED 2011 (UNESCO Institute for Statistics,
 * International Standard Classification of Education, levels 0 to 8; `none` below level 1).
 */
export const EDUCATION_LEVELS = [
  'none',
  'primary',
  'lowerSecondary',
  'upperSecondary',
  'postSecondaryNonTertiary',
  'shortCycleTertiary',
  'bachelor',
  'master',
  'doctorate',
] as const;
/** One value of {@link EDUCATION_LEVELS}. */
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The grades as codes: `'0'` (kindergarten) to `'12'`, the range an administration accepts ({@link GRADE_RANGE}). */
export const GRADE_CODES: readonly string[] = Array.from({ length: GRADE_RANGE.max - GRADE_RANGE.min + 1 }, (_, index) => String(GRADE_RANGE.min + index));

/**
 * The codes each list accepts, from the rules that validate the fields: sex (examinee.ts),
 * grade and season (assessment.ts, administration details), relationship (remoteLink.ts, who
 * answers a link), education ({@link EDUCATION_LEVELS}) and language (locale.ts).
 */
export const VALUE_LIST_CODES: Readonly<Record<ValueListType, readonly string[]>> = {
  sex: SEXES,
  grade: GRADE_CODES,
  season: SEASONS,
  relationship: LINK_RESPONDENTS,
  education: EDUCATION_LEVELS,
  language: SUPPORTED_LOCALES,
};

/** Whether `type` names a value list. */
export const isValueListType = (type: string): type is ValueListType => (VALUE_LIST_TYPES as readonly string[]).includes(type);

/** One value of a list as stored: its code, its place, its label in every locale and whether it is offered. */
export interface ValueListEntry {
  type: ValueListType;
  code: string;
  /** Position in the list, ascending. */
  order: number;
  labels: Record<Locale, string>;
  /** An inactive value is kept (stored data may name it) but neither offered nor accepted. */
  active: boolean;
}

/** yup schema of the labels of an entry: a non-blank text in each of the eleven locales. */
const labelsSchema = yup.object(Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, yup.string().trim().min(1).max(200).required()]))).noUnknown(true, 'Labels are keyed by the supported locale codes.');

/** yup schema of one {@link ValueListEntry} of the seed file. */
export const valueListEntrySchema = yup.object({
  type: yup.mixed<ValueListType>().oneOf([...VALUE_LIST_TYPES]).required(),
  code: yup.string().matches(/^[A-Za-z0-9_]{1,40}$/, 'A code is 1 to 40 letters, digits or underscores.').required(),
  order: yup.number().integer().min(0).required(),
  labels: labelsSchema.required(),
  active: yup.boolean().required(),
});

/** yup schema of the seed file (`config/valueLists.json`): `{ entries: ValueListEntry[] }`. */
export const valueListFileSchema = yup.object({ entries: yup.array(valueListEntrySchema.required()).required() });

/**
 * Why the stored lists and the domain's codes disagree, one sentence each; empty when they agree:
 * every type's active codes are exactly its {@link VALUE_LIST_CODES}, and no type has a code twice.
 */
export function valueListDisagreements(entries: readonly Pick<ValueListEntry, 'type' | 'code' | 'active'>[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.type}/${entry.code}`;
    if (seen.has(key)) problems.push(`${entry.type}: the code ${entry.code} is listed twice.`);
    seen.add(key);
  }
  for (const type of VALUE_LIST_TYPES) {
    const active = new Set(entries.filter((entry) => entry.type === type && entry.active).map((entry) => entry.code));
    const accepted = new Set(VALUE_LIST_CODES[type]);
    for (const code of accepted) if (!active.has(code)) problems.push(`${type}: the code ${code} the domain accepts is not an active value of the list.`);
    for (const code of active) if (!accepted.has(code)) problems.push(`${type}: the active value ${code} is not a code the domain accepts.`);
  }
  return problems;
}

/** The label of an entry in `locale`, else in another locale of its language, else in US English. */
export function valueLabel(labels: Readonly<Record<Locale, string>>, locale: Locale): string {
  for (const candidate of localeFallbacks(locale)) {
    const label = labels[candidate];
    if (label) return label;
  }
  return labels.en_us;
}
