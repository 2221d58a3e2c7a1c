/**
 * Groups of examinees (issue #19): a class, a caseload or a study cohort of one account, with its
 * members (examinees) and its staff (the examiners and teachers assigned to it). A teacher's
 * legitimate interest in an examinee comes from the groups they are assigned to
 * (legitimateInterest.ts).
 */
import * as yup from 'yup';
import { type IsoDate, parseIsoDate } from '../dates';

/** The kinds of group: a school class, a clinician's caseload, a research cohort. */
export const GROUP_TYPES = ['class', 'caseload', 'cohort'] as const;
/** One of {@link GROUP_TYPES}. */
export type GroupType = (typeof GROUP_TYPES)[number];

/** Maximum lengths of a group's text (characters). */
export const GROUP_LIMITS = { name: 100 } as const;

/** What a user enters for a group. */
export interface GroupInput {
  name: string;
  type: GroupType;
  /**
   * The school year the group belongs to, written `2026-2027` (consecutive years); empty for a
   * group that belongs to none (a caseload, a cohort).
   */
  schoolYear: string;
}

/** A stored group, as lists and its page show it. */
export interface Group extends GroupInput {
  id: number;
  accountId: number;
  /** The id the group has in the school's information system (a OneRoster class `sourcedId`); `null` when made by hand. */
  sourcedId: string | null;
  /** When it was archived (ISO instant); `null` while active. An archived group grants no legitimate interest. */
  archivedAt: string | null;
  memberCount: number;
  /** The user ids of the staff assigned to it. */
  staffUserIds: number[];
  createdAt: string;
  updatedAt: string;
}

const SCHOOL_YEAR = /^(\d{4})-(\d{4})$/;

/** Whether `text` is a school year `YYYY-YYYY` of two consecutive years. */
export function isSchoolYear(text: string): boolean {
  const match = SCHOOL_YEAR.exec(text);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/**
 * The school year a date falls in, starting on 1 July (the United States' school and fiscal
 * year, and OneRoster's `academicSessions` of type `schoolYear` end by 30 June).
 * @throws Error when `date` is not a real ISO date.
 */
export function schoolYearOf(date: IsoDate): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new Error(`Not a date: ${date}`);
  const start = parts.month >= 7 ? parts.year : parts.year - 1;
  return `${start}-${start + 1}`;
}

/** yup schema of {@link GroupInput}; shared by the SPA form and the server. */
export const groupInputSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter a name for the group.')
    .max(GROUP_LIMITS.name, `Must be at most ${GROUP_LIMITS.name} characters.`),
  type: yup
    .mixed<GroupType>()
    .oneOf([...GROUP_TYPES], 'Choose a class, a caseload or a cohort.')
    .required('Choose a class, a caseload or a cohort.'),
  schoolYear: yup
    .string()
    .trim()
    .default('')
    .test('school-year', 'Enter the school year as 2026-2027.', (value) => !value || isSchoolYear(value)),
});
