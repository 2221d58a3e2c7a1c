/**
 * The value lists of the util service (issue #17, util.domainByType): sex, grade, season,
 * relationship of a rater, education and language, from the platform table (domain/valueLists.ts),
 * each value with its label in the caller's language.
 */
import * as yup from 'yup';
import { VALUE_LIST_TYPES, type ValueListType } from '../../domain/valueLists';
import { defineOperation } from '../operation';

/** yup schema of one {@link ValueListOption}. */
const valueListOptionSchema = yup.object({
  /** The code stored and validated (`female`, `3`, `fall`). */
  code: yup.string().required(),
  /** Its label in the caller's language. */
  label: yup.string().required(),
  /** Its position in the list, ascending. */
  order: yup.number().integer().required(),
});

/** One value of a list, as a picker offers it ({@link valueListOptionSchema}). */
export type ValueListOption = yup.InferType<typeof valueListOptionSchema>;

/** util.domainByType: the active values of one list, in order, labelled in the caller's language. */
export const domainByType = defineOperation<{ type: ValueListType }, Record<string, never>, undefined, ValueListOption[]>({
  id: 'util.domainByType',
  service: 'util',
  method: 'GET',
  path: '/domains/{type}',
  summary: "The active values of a value list (sex, grade, season, relationship, education, language), in order, with the caller's-language label.",
  access: 'signedIn',
  params: yup.object({ type: yup.mixed<ValueListType>().oneOf([...VALUE_LIST_TYPES], 'Choose a value list that exists.').required() }),
  response: 'json',
  responseSchema: yup.array(valueListOptionSchema.required()).required(),
  audit: 'none',
});
