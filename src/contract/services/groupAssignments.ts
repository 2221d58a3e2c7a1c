/**
 * Assigning a form to a group (issue #19): the group age check (assessment.groupAgeCheck), the
 * assignment itself (assessment.groupAssignment: one assessment per assigned member in one
 * transaction, by item entry, remote links or a class session), its progress, reminders, the
 * roster sheet of a class session, and the player's exchange of a class session code.
 */
import * as yup from 'yup';
import { administrationSchema } from '../../domain/assessment';
import { isIsoDate } from '../../domain/dates';
import { ASSIGNMENT_MODES, type AssignmentMode, PROGRESS_STATES, type ProgressState } from '../../domain/groups/assignmentProgress';
import { LINK_RESPONDENTS, type LinkRespondent, linkValidityDaysSchema } from '../../domain/remoteLink';
import { SUPPORTED_LOCALES, type Locale } from '../../domain/locale';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import { playerStateSchema, type PlayerState } from './player';

const groupParams = yup.object({ groupId: yup.number().integer().positive().required() });
const assignmentParams = yup.object({ assignmentId: yup.number().integer().positive().required() });

const plannedDate = yup
  .string()
  .required('Enter the planned date.')
  .test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => !value || isIsoDate(value));

const ids = yup.array(yup.number().integer().positive().required()).max(5000, 'Choose at most 5,000 members.');

/** yup schema of {@link GroupAgeCheckQuery}. */
const groupAgeCheckQuerySchema = yup.object({
  productId: yup.string().trim().max(64).required('Choose a form.'),
  plannedDate,
});

/** Query of the group age check: the form and the planned date ({@link groupAgeCheckQuerySchema}). */
export type GroupAgeCheckQuery = yup.InferType<typeof groupAgeCheckQuerySchema>;

/** The standing of one member: exactly one of in range, out of range, or without a date of birth. */
export const MEMBER_STANDINGS = ['inRange', 'outOfRange', 'birthDateMissing'] as const;

/** One member as the age check table shows it. */
const checkedMemberSchema = yup.object({
  examineeRecordId: yup.number().integer().required(),
  name: yup.string().defined(),
  examineeId: yup.string().defined(),
  birthDate: yup.string().nullable().defined(),
  /** Completed years and months on the planned date; null without a date of birth. */
  age: yup.object({ years: yup.number().integer().required(), months: yup.number().integer().required() }).nullable().defined(),
  standing: yup.string<(typeof MEMBER_STANDINGS)[number]>().oneOf([...MEMBER_STANDINGS]).required(),
  /** The nearest earlier administration within the retest interval (`YYYY-MM-DD`), or null. */
  retestDate: yup.string().nullable().defined(),
  /** Assigned by default: in range and no retest conflict. */
  eligible: yup.boolean().required(),
  /** The member's e-mail address (empty when none is recorded): a remote link goes there. */
  email: yup.string().defined(),
});

/** The answered shape of a {@link GroupAgeCheckResult}. */
const groupAgeCheckSchema = yup.object({
  productId: yup.string().required(),
  plannedDate: yup.string().required(),
  ageRange: yup.object({ minYears: yup.number().required(), maxYears: yup.number().required() }).nullable().defined(),
  retestIntervalDays: yup.number().integer().nullable().defined(),
  /** Every member of the group the caller sees, by last name. */
  members: yup.array(checkedMemberSchema).required(),
  inRange: yup.array(yup.number().integer().required()).required(),
  outOfRange: yup.array(yup.number().integer().required()).required(),
  birthDateMissing: yup.array(yup.number().integer().required()).required(),
  withinRetest: yup.array(yup.number().integer().required()).required(),
  eligible: yup.array(yup.number().integer().required()).required(),
});

/** What the group age check answers ({@link groupAgeCheckSchema}). */
export type GroupAgeCheckResult = yup.InferType<typeof groupAgeCheckSchema>;

/** Who checks a group against a form on a planned date. */
export const groupAgeCheck = defineOperation<{ groupId: number }, GroupAgeCheckQuery, undefined, GroupAgeCheckResult>({
  id: 'assessment.groupAgeCheck',
  service: 'assessment',
  method: 'GET',
  path: '/groups/{groupId}/age-check',
  summary: "For a form and a planned date, the group's members inside and outside the form's age range, without a date of birth, and within the retest interval.",
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: groupParams,
  query: groupAgeCheckQuerySchema,
  response: 'json',
  responseSchema: groupAgeCheckSchema,
  audit: { entity: 'examinee', id: null },
});

/** Who receives a remote link: the member (their e-mail address), or a staff user of the group rating each member. */
export const LINK_RECIPIENTS = ['member', 'rater'] as const;

/** yup schema of {@link GroupAssignmentInput}. */
const groupAssignmentBodySchema = yup.object({
  productId: yup.string().trim().max(64).required('Choose a form.'),
  plannedDate,
  administration: administrationSchema,
  examinerId: yup.number().integer().positive().required('Choose an examiner.'),
  mode: yup.mixed<AssignmentMode>().oneOf([...ASSIGNMENT_MODES], 'Choose how the form is given.').required('Choose how the form is given.'),
  /** The members to assign; absent: the eligible ones. */
  memberIds: ids.optional().default(undefined),
  /** Members within the retest interval who are assigned all the same (each must be among `memberIds`). */
  retestConfirmed: ids.default([]),
  /** Remote links: who receives them. */
  recipient: yup.mixed<(typeof LINK_RECIPIENTS)[number]>().oneOf([...LINK_RECIPIENTS], 'Choose who receives the links.').default('member'),
  /** Remote links to a rater: the staff user of the group who rates every member. */
  raterUserId: yup.number().integer().positive().nullable().default(null),
  /** Remote links: the respondent a link names (a rater is a teacher or a parent). */
  respondent: yup.mixed<LinkRespondent>().oneOf([...LINK_RESPONDENTS], 'Choose who answers.').default('examinee'),
  locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').default('en_us'),
  /** Remote links and class session codes: days they stay valid (to the end of the last day). */
  validForDays: linkValidityDaysSchema,
});

/** What an assignment takes ({@link groupAssignmentBodySchema}). */
export type GroupAssignmentInput = yup.InferType<typeof groupAssignmentBodySchema>;

/** Counts per progress state (domain/groups/assignmentProgress.ts). */
const progressCountsSchema = yup.object({
  notStarted: yup.number().integer().required(),
  inProgress: yup.number().integer().required(),
  submitted: yup.number().integer().required(),
  scored: yup.number().integer().required(),
});

/** The answered shape of a {@link GroupAssignmentSummary}. */
const groupAssignmentSummarySchema = yup.object({
  id: yup.number().integer().required(),
  groupId: yup.number().integer().required(),
  productId: yup.string().required(),
  productCode: yup.string().required(),
  productName: yup.string().defined(),
  plannedDate: yup.string().required(),
  mode: yup.string<AssignmentMode>().required(),
  examinerName: yup.string().defined(),
  /** ISO instant until which its links or codes open; null for item entry. */
  validUntil: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
  createdByName: yup.string().defined(),
  counts: progressCountsSchema.required(),
});

/** One assignment of a group with its progress ({@link groupAssignmentSummarySchema}). */
export type GroupAssignmentSummary = yup.InferType<typeof groupAssignmentSummarySchema>;

const memberRefSchema = yup.object({ examineeRecordId: yup.number().integer().required(), name: yup.string().defined() });

/** The answered shape of a {@link GroupAssignmentResult}. */
const groupAssignmentResultSchema = yup.object({
  assignment: groupAssignmentSummarySchema.required(),
  /** Members assigned (an assessment each). */
  assigned: yup.array(memberRefSchema).required(),
  /** Remote links: members without an e-mail address, whose link was made but not sent (send it from their page). */
  withoutAddress: yup.array(memberRefSchema).required(),
});

/** What an assignment answers ({@link groupAssignmentResultSchema}). */
export type GroupAssignmentResult = yup.InferType<typeof groupAssignmentResultSchema>;

/** Assigns a form to a group: one assessment per assigned member, in one transaction. */
export const groupAssignment = defineOperation<{ groupId: number }, Record<string, never>, GroupAssignmentInput, GroupAssignmentResult>({
  id: 'assessment.groupAssignment',
  service: 'assessment',
  method: 'POST',
  path: '/groups/{groupId}/assignments',
  summary: 'Assigns a form to a group: one assessment per eligible (or chosen) member, by item entry, remote links or a class session.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: groupParams,
  body: groupAssignmentBodySchema,
  response: 'json',
  responseSchema: groupAssignmentResultSchema,
  audit: { entity: 'groupAssignment', id: { response: 'assignment.id' } },
  successStatus: 201,
});

/** A group's assignments with their progress, newest first. */
export const groupAssignmentList = defineOperation<{ groupId: number }, Record<string, never>, undefined, GroupAssignmentSummary[]>({
  id: 'assessment.groupAssignmentList',
  service: 'assessment',
  method: 'GET',
  path: '/groups/{groupId}/assignments',
  summary: "A group's assignments with the counts of their members per state (not started, in progress, submitted, scored).",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: groupParams,
  response: 'json',
  responseSchema: yup.array(groupAssignmentSummarySchema).required(),
  audit: { entity: 'groupAssignment', id: null },
});

/** One member's progress on an assignment. */
const assignedMemberSchema = yup.object({
  examineeRecordId: yup.number().integer().required(),
  name: yup.string().defined(),
  examineeId: yup.string().defined(),
  assessmentId: yup.number().integer().required(),
  state: yup.string<ProgressState>().oneOf([...PROGRESS_STATES]).required(),
  /** Remote links: where the newest e-mail went (empty when none was sent). */
  emailedTo: yup.string().defined(),
});

/** The answered shape of {@link GroupAssignmentDetails}. */
const groupAssignmentDetailsSchema = yup.object({
  assignment: groupAssignmentSummarySchema.required(),
  groupName: yup.string().defined(),
  members: yup.array(assignedMemberSchema).required(),
  /** The scored assessments: the selection of a batch of reports and of the group report. */
  scoredAssessmentIds: yup.array(yup.number().integer().required()).required(),
});

/** An assignment with each member's progress ({@link groupAssignmentDetailsSchema}). */
export type GroupAssignmentDetails = yup.InferType<typeof groupAssignmentDetailsSchema>;

/** One assignment with each member's progress. */
export const groupAssignmentDetails = defineOperation<{ assignmentId: number }, Record<string, never>, undefined, GroupAssignmentDetails>({
  id: 'assessment.groupAssignmentDetails',
  service: 'assessment',
  method: 'GET',
  path: '/group-assignments/{assignmentId}',
  summary: "An assignment with each member's progress and the scored assessments (for a batch of reports or the group report).",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: assignmentParams,
  response: 'json',
  responseSchema: groupAssignmentDetailsSchema,
  audit: { entity: 'groupAssignment', id: { params: 'assignmentId' } },
});

/** The answered shape of {@link GroupAssignmentReminder}. */
const reminderSchema = yup.object({
  /** Members e-mailed again (their open link, with a new token). */
  reminded: yup.array(memberRefSchema).required(),
  /** Members not done whose link cannot be e-mailed: no address, or a closed link. */
  notReminded: yup.array(memberRefSchema).required(),
});

/** What a reminder answers ({@link reminderSchema}). */
export type GroupAssignmentReminder = yup.InferType<typeof reminderSchema>;

/** E-mails the members not done again (remote links). */
export const groupAssignmentReminder = defineOperation<{ assignmentId: number }, Record<string, never>, Record<string, never>, GroupAssignmentReminder>({
  id: 'assessment.groupAssignmentReminder',
  service: 'assessment',
  method: 'POST',
  path: '/group-assignments/{assignmentId}/reminders',
  summary: 'E-mails the open link again to every member of a remote-link assignment who has not submitted.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assignmentParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: reminderSchema,
  audit: { entity: 'groupAssignment', id: { params: 'assignmentId' } },
});

/** The roster sheet of a class session (application/pdf): each student's name, code and QR code. */
export const groupAssignmentRosterSheet = defineOperation<{ assignmentId: number }, Record<string, never>, undefined, Blob>({
  id: 'assessment.groupAssignmentRosterSheet',
  service: 'assessment',
  method: 'GET',
  path: '/group-assignments/{assignmentId}/roster-sheet',
  summary: "A class session's printable roster sheet: each student's name, code and a QR code that opens the player on it.",
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: assignmentParams,
  response: 'pdf',
  audit: { entity: 'groupAssignment', id: { params: 'assignmentId' } },
});

/** yup schema of the player's code exchange. */
const playerCodeBodySchema = yup.object({ code: yup.string().trim().required('Enter your code.').max(40, 'The code is too long.') });

/** Exchanges a class session code for the player cookie; answers the state (like assessment.osaOpen). */
export const playerOpenCode = defineOperation<Record<string, never>, Record<string, never>, yup.InferType<typeof playerCodeBodySchema>, PlayerState>({
  id: 'assessment.osaOpenCode',
  service: 'assessment',
  method: 'POST',
  path: '/osa/code',
  summary: "Exchanges a class session code for the HttpOnly player cookie (rate-limited like a link's token; a wrong code answers linkInvalid).",
  access: 'public',
  body: playerCodeBodySchema,
  response: 'json',
  responseSchema: playerStateSchema,
  audit: 'service',
});
