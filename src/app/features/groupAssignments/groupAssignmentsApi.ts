/** Calls of group assignments (issue #19), and the report operations an assignment leads to. */
import { account, batches, businessUnits, groupAssignments } from '../../../contract';
import { operationPath } from '../../../contract/operation';
import type { GroupAgeCheckQuery, GroupAssignmentInput } from '../../../contract/services/groupAssignments';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** A group's assignments with their progress. */
export const fetchAssignments = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number) => http.send(groupAssignments.groupAssignmentList, { params: { groupId } }, endpoint);

/** One assignment with each member's state. */
export const fetchAssignment = (http: HttpClient, endpoint: ServiceEndpoint, assignmentId: number) =>
  http.send(groupAssignments.groupAssignmentDetails, { params: { assignmentId } }, endpoint);

/** The group age check of a form on a planned date. */
export const fetchAgeCheck = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, query: GroupAgeCheckQuery) =>
  http.send(groupAssignments.groupAgeCheck, { params: { groupId }, query }, endpoint);

/** Assigns a form to a group. */
export const postAssignment = (http: HttpClient, endpoint: ServiceEndpoint, groupId: number, input: GroupAssignmentInput, idempotencyKey: string) =>
  http.send(groupAssignments.groupAssignment, { params: { groupId }, body: input, idempotencyKey }, endpoint);

/** E-mails the members not done again. */
export const postReminder = (http: HttpClient, endpoint: ServiceEndpoint, assignmentId: number, idempotencyKey: string) =>
  http.send(groupAssignments.groupAssignmentReminder, { params: { assignmentId }, body: {}, idempotencyKey }, endpoint);

/** A batch of score reports of the given (scored) assessments. */
export const postBatch = (http: HttpClient, endpoint: ServiceEndpoint, assessmentIds: number[], idempotencyKey: string) =>
  http.send(batches.batchReports, { body: { selection: { kind: 'assessments', assessmentIds }, reportType: 'score' }, idempotencyKey }, endpoint);

/** The group report of the given (scored) assessments of one form. */
export const postGroupReport = (http: HttpClient, endpoint: ServiceEndpoint, title: string, productId: string, assessmentIds: number[], idempotencyKey: string) =>
  http.send(batches.groupReports, { body: { title, productId, selection: { kind: 'assessments', assessmentIds }, comparisonGroupId: null, locale: null }, idempotencyKey }, endpoint);

/** The forms the account may give, for the form picker. */
export const fetchForms = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(businessUnits.formDeliverySearch, { query: {} }, endpoint);

/** The account's examiners, for the examiner picker. */
export const fetchExaminers = (http: HttpClient, endpoint: ServiceEndpoint) => http.send(account.accountExaminers, {}, endpoint);

/** The download address of a class session's roster sheet (a plain link, as for reports). */
export const rosterSheetUrl = (baseUrl: string, assignmentId: number): string => `${baseUrl}${operationPath(groupAssignments.groupAssignmentRosterSheet, { assignmentId })}`;

/** The download address of a group report. */
export const groupReportUrl = (baseUrl: string, groupReportId: number): string => `${baseUrl}${operationPath(batches.downloadGroupReport, { groupReportId })}`;
