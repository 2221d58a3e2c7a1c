/** Pick-lists of the assessment facade: the account's teachers, testing sites and users. */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import type { RoleName } from '../../domain/permissions';
import { defineOperation } from '../operation';

/** The answered shape of a {@link PickOption}. */
const pickOptionSchema = yup.object({ id: yup.number().integer().required(), name: yup.string().defined() });

/** One entry of a pick-list ({@link pickOptionSchema}). */
export type PickOption = yup.InferType<typeof pickOptionSchema>;

/** The answered shape of an {@link AccountUserOption}. */
const accountUserOptionSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().defined(),
  role: yup.string<RoleName>().required(),
  examiner: yup.boolean().required(),
});

/** A user of the account, as the account-users pick-list shows it ({@link accountUserOptionSchema}). */
export type AccountUserOption = yup.InferType<typeof accountUserOptionSchema>;

/** The account's active teachers. */
export const teachers = defineOperation<Record<string, never>, Record<string, never>, undefined, PickOption[]>({
  id: 'assessment.teachers',
  service: 'assessment',
  method: 'GET',
  path: '/pick-lists/teachers',
  summary: "The account's active teachers, by name.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  response: 'json',
  responseSchema: yup.array(pickOptionSchema).required(),
  audit: 'none',
});

/** The account's active testing sites. */
export const testingSites = defineOperation<Record<string, never>, Record<string, never>, undefined, PickOption[]>({
  id: 'assessment.testingSites',
  service: 'assessment',
  method: 'GET',
  path: '/pick-lists/testing-sites',
  summary: "The account's active testing sites, by name.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  response: 'json',
  responseSchema: yup.array(pickOptionSchema).required(),
  audit: 'none',
});

/** The account's active users. */
export const accountUsers = defineOperation<Record<string, never>, Record<string, never>, undefined, AccountUserOption[]>({
  id: 'assessment.accountUsers',
  service: 'assessment',
  method: 'GET',
  path: '/pick-lists/account-users',
  summary: "The account's active users, by name, with their role.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  response: 'json',
  responseSchema: yup.array(accountUserOptionSchema).required(),
  audit: 'none',
});
