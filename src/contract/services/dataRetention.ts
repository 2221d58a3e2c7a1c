/**
 * The data-retention staff's operations (CATALOGUE.md `/data-retention`, issue #18): the dashboard
 * of accounts by retention state with its filters, an account's case (contact addresses, the
 * notices sent and their delivery), assigning the case, the staff's own e-mail alerts and the
 * deletion privileges. The changes of a case (grace period, a request's date, legal hold) are in
 * dataRetentionChanges.ts. Every call that reads or changes a customer account says
 * `reach: 'allAccounts'` and takes the staff member's stated reason, which the audit log keeps with
 * each account entered. Ids not in the catalogue (`accountCase`, `assignableStaff`, `emailAlerts`,
 * `changeUserPrivilege`, `legalHold`) are ours.
 */
import * as yup from 'yup';
import { isIsoDate } from '../../domain/dates';
import { PERMISSIONS } from '../../domain/permissions';
import { RETENTION_STATES } from '../../domain/retention/accountLifecycle';
import { RETENTION_ALERTS } from '../../domain/retention/retentionAlerts';
import { staffReasonSchema } from '../../domain/staffReason';
import {
  accountCaseSchema,
  addressDataSchema,
  dashboardFiltersSchema,
  deliveryInfoSchema,
  emailAlertsSchema,
  notificationDetailsSchema,
  retentionAccountPageSchema,
  retentionStaffSchema,
  staffPrivilegeSchema,
} from '../dataRetentionSchemas';
import { defineOperation } from '../operation';

export { SCREENS } from './dataRetentionScreens';
export * from './dataRetentionChanges';

/** Data-retention staff's permission (held by the dataRetention role only). */
export const RETENTION_MANAGE = [PERMISSIONS.DATA_RETENTION_MANAGE] as const;
/** Who may see and change the deletion privileges: staff whose role may delete account data. */
export const RETENTION_DELETE = [PERMISSIONS.ACCOUNT_DATA_DELETE] as const;

/** An account of the dashboard. */
export type RetentionAccount = yup.InferType<typeof retentionAccountPageSchema>['items'][number];
/** A page of the dashboard. */
export type RetentionAccountPage = yup.InferType<typeof retentionAccountPageSchema>;
/** The dashboard's filter values. */
export type DashboardFilters = yup.InferType<typeof dashboardFiltersSchema>;
/** An account's case. */
export type AccountCase = yup.InferType<typeof accountCaseSchema>;
/** An account's contact addresses. */
export type AddressData = yup.InferType<typeof addressDataSchema>;
/** The notices sent to an account. */
export type NotificationDetails = yup.InferType<typeof notificationDetailsSchema>;
/** One notice. */
export type RetentionNotice = NotificationDetails['notices'][number];
/** The delivery of one notice's e-mails. */
export type DeliveryInfo = yup.InferType<typeof deliveryInfoSchema>;
/** A staff member who may be assigned a case. */
export type RetentionStaffMember = yup.InferType<typeof retentionStaffSchema>;
/** The caller's e-mail alerts. */
export type EmailAlerts = yup.InferType<typeof emailAlertsSchema>;
/** A staff member's deletion privilege. */
export type StaffPrivilege = yup.InferType<typeof staffPrivilegeSchema>;

/** The most accounts one page shows. */
export const MAX_RETENTION_PAGE_SIZE = 100;

/** The largest record id: ids are PostgreSQL `integer`s, so a larger one names nothing and is refused as bad input. */
const MAX_RECORD_ID = 2_147_483_647;
const recordId = () => yup.number().integer().positive().max(MAX_RECORD_ID).required();
/** A calendar date as YYYY-MM-DD. */
export const retentionDate = () => yup.string().trim().test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => value === undefined || isIsoDate(value));

/** yup schema of {@link RetentionListQuery}. */
const listQuerySchema = yup.object({
  state: yup.string().oneOf([...RETENTION_STATES], 'Choose a state.'),
  /** The staff member who has the case (a user id); `0`: cases nobody has. */
  assigneeId: yup.number().integer().min(0).max(MAX_RECORD_ID),
  /** Deletion date from / to (inclusive). */
  deletionFrom: retentionDate(),
  deletionTo: retentionDate(),
  /** A part of the account's name (any case), or its id. */
  search: yup.string().trim().max(120),
  reason: staffReasonSchema,
  page: yup.number().integer().min(1),
  pageSize: yup.number().integer().min(1).max(MAX_RETENTION_PAGE_SIZE),
});
/** The dashboard's filters and page ({@link listQuerySchema}). */
export type RetentionListQuery = yup.InferType<typeof listQuerySchema>;

/** yup schema of {@link RetentionReasonQuery}. */
const reasonQuerySchema = yup.object({ reason: staffReasonSchema });
/** The stated reason of a read. */
export type RetentionReasonQuery = yup.InferType<typeof reasonQuerySchema>;

const accountParamsSchema = yup.object({ accountId: recordId() });
/** An account named in the path. */
export type RetentionAccountParams = yup.InferType<typeof accountParamsSchema>;

/** The dashboard's filter values: states with counts, assignees, self-service requests. */
export const dashboardFilters = defineOperation<Record<string, never>, RetentionReasonQuery, undefined, DashboardFilters>({
  id: 'dataRetention.dashboardFilters',
  service: 'dataRetention',
  method: 'GET',
  path: '/dashboard-filters',
  summary: 'The dashboard’s filter values: every retention state with its number of accounts, the staff who have cases, and the self-service requests (with a stated reason).',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: dashboardFiltersSchema,
  audit: { entity: 'account', id: null },
});

/** The dashboard: every customer account by retention state. */
export const dormantAccounts = defineOperation<Record<string, never>, RetentionListQuery, undefined, RetentionAccountPage>({
  id: 'dataRetention.dormantAccounts',
  service: 'dataRetention',
  method: 'GET',
  path: '/accounts',
  summary: 'Customer accounts by retention state (active, dormant, deletion requested, on hold, deleted; purged ones under state=purged), filtered by assignee, deletion date and name, soonest deletion first.',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  query: listQuerySchema,
  response: 'json',
  responseSchema: retentionAccountPageSchema,
  audit: { entity: 'account', id: null },
});

/** The accounts whose administrator asked for deletion. */
export const selfServiceAccounts = defineOperation<Record<string, never>, RetentionListQuery, undefined, RetentionAccountPage>({
  id: 'dataRetention.selfServiceAccounts',
  service: 'dataRetention',
  method: 'GET',
  path: '/self-service-accounts',
  summary: 'Customer accounts with a self-service deletion request (standing, or carried out), with the same filters as the dashboard.',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  query: listQuerySchema,
  response: 'json',
  responseSchema: retentionAccountPageSchema,
  audit: { entity: 'account', id: null },
});

/** One account's case. */
export const accountCase = defineOperation<RetentionAccountParams, RetentionReasonQuery, undefined, AccountCase>({
  id: 'dataRetention.accountCase',
  service: 'dataRetention',
  method: 'GET',
  path: '/accounts/{accountId}',
  summary: 'An account’s retention case: state, last activity, dates, legal hold and assignee.',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  params: accountParamsSchema,
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: accountCaseSchema,
  audit: { entity: 'account', id: { params: 'accountId' } },
});

/** An account's contact addresses. */
export const addressData = defineOperation<RetentionAccountParams, RetentionReasonQuery, undefined, AddressData>({
  id: 'dataRetention.addressData',
  service: 'dataRetention',
  method: 'GET',
  path: '/accounts/{accountId}/addresses',
  summary: 'An account’s contact addresses: its active administrators’ names, e-mail addresses and phone numbers.',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  params: accountParamsSchema,
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: addressDataSchema,
  audit: { entity: 'account', id: { params: 'accountId' } },
});

/** The retention notices sent to an account. */
export const notificationDetails = defineOperation<RetentionAccountParams, RetentionReasonQuery, undefined, NotificationDetails>({
  id: 'dataRetention.notificationDetails',
  service: 'dataRetention',
  method: 'GET',
  path: '/accounts/{accountId}/notices',
  summary: 'The retention notices sent to an account, newest first, each with its e-mails’ delivery states.',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  params: accountParamsSchema,
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: notificationDetailsSchema,
  audit: { entity: 'account', id: { params: 'accountId' } },
});

const noticeParamsSchema = yup.object({ accountId: recordId(), noticeId: recordId() });
/** A notice of an account. */
export type RetentionNoticeParams = yup.InferType<typeof noticeParamsSchema>;

/** The delivery of one notice's e-mails. */
export const deliveryInfo = defineOperation<RetentionNoticeParams, RetentionReasonQuery, undefined, DeliveryInfo>({
  id: 'dataRetention.deliveryInfo',
  service: 'dataRetention',
  method: 'GET',
  path: '/accounts/{accountId}/notices/{noticeId}/delivery',
  summary: 'Each e-mail of a retention notice with its delivery state and every delivery attempt.',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  params: noticeParamsSchema,
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: deliveryInfoSchema,
  audit: { entity: 'account', id: { params: 'accountId' } },
});

/** Who may be assigned a case. */
export const assignableStaff = defineOperation<Record<string, never>, Record<string, never>, undefined, RetentionStaffMember[]>({
  id: 'dataRetention.assignableStaff',
  service: 'dataRetention',
  method: 'GET',
  path: '/staff',
  summary: 'The operator’s active staff who hold the data-retention permission, by name: whom a case may be assigned to.',
  access: RETENTION_MANAGE,
  response: 'json',
  responseSchema: yup.array(retentionStaffSchema).required(),
  audit: 'none',
});

/** yup schema of {@link AssignCaseBody}. */
const assignBodySchema = yup.object({
  /** The staff member; null takes the case from whoever has it. */
  assigneeId: yup.number().integer().positive().max(MAX_RECORD_ID).nullable().defined('Choose whom to assign the case to.'),
  reason: staffReasonSchema,
});
/** Whom to assign a case to, with the reason. */
export type AssignCaseBody = yup.InferType<typeof assignBodySchema>;

/** Assigns an account's case. */
export const assignToUser = defineOperation<RetentionAccountParams, Record<string, never>, AssignCaseBody, AccountCase>({
  id: 'dataRetention.assignToUser',
  service: 'dataRetention',
  method: 'PUT',
  path: '/accounts/{accountId}/assignee',
  summary: 'Assigns an account’s retention case to a data-retention staff member (or to nobody), with a reason.',
  access: RETENTION_MANAGE,
  reach: 'allAccounts',
  params: accountParamsSchema,
  body: assignBodySchema,
  response: 'json',
  responseSchema: accountCaseSchema,
  audit: { entity: 'account', id: { params: 'accountId' }, reason: 'reason' },
});

/** The caller's own e-mail alerts. */
export const emailAlerts = defineOperation<Record<string, never>, Record<string, never>, undefined, EmailAlerts>({
  id: 'dataRetention.emailAlerts',
  service: 'dataRetention',
  method: 'GET',
  path: '/settings/email-alerts',
  summary: 'The e-mail alerts the signed-in staff member receives, and every alert there is.',
  access: RETENTION_MANAGE,
  response: 'json',
  responseSchema: emailAlertsSchema,
  audit: 'none',
});

/** yup schema of {@link EmailAlertsBody}. */
const alertsBodySchema = yup.object({
  alerts: yup.array(yup.string().oneOf([...RETENTION_ALERTS], 'Choose one of the alerts.').required()).max(RETENTION_ALERTS.length).required(),
});
/** The alerts chosen. */
export type EmailAlertsBody = yup.InferType<typeof alertsBodySchema>;

/** Sets the caller's own e-mail alerts. */
export const updateEmailAlerts = defineOperation<Record<string, never>, Record<string, never>, EmailAlertsBody, EmailAlerts>({
  id: 'dataRetention.updateEmailAlerts',
  service: 'dataRetention',
  method: 'PUT',
  path: '/settings/email-alerts',
  summary: 'Sets which e-mail alerts the signed-in staff member receives.',
  access: RETENTION_MANAGE,
  body: alertsBodySchema,
  response: 'json',
  responseSchema: emailAlertsSchema,
  audit: { entity: 'user', id: { caller: 'userId' } },
});

/** Every data-retention staff member's deletion privilege. */
export const userPrivileges = defineOperation<Record<string, never>, Record<string, never>, undefined, StaffPrivilege[]>({
  id: 'dataRetention.userPrivileges',
  service: 'dataRetention',
  method: 'GET',
  path: '/privileges',
  summary: 'Which data-retention staff may delete accounts: each active staff member of the data-retention role, whether their role holds the delete permission and whether they were given the privilege.',
  access: RETENTION_DELETE,
  response: 'json',
  responseSchema: yup.array(staffPrivilegeSchema).required(),
  audit: 'none',
});

const privilegeParamsSchema = yup.object({ staffUserId: recordId() });
/** A staff member named in the path. */
export type PrivilegeParams = yup.InferType<typeof privilegeParamsSchema>;
/** yup schema of {@link PrivilegeBody}. */
const privilegeBodySchema = yup.object({ mayDelete: yup.boolean().required('Say whether they may delete accounts.'), reason: staffReasonSchema });
/** The privilege given or taken, with the reason. */
export type PrivilegeBody = yup.InferType<typeof privilegeBodySchema>;

/** Gives or takes a staff member's privilege to delete accounts. */
export const changeUserPrivilege = defineOperation<PrivilegeParams, Record<string, never>, PrivilegeBody, StaffPrivilege>({
  id: 'dataRetention.changeUserPrivilege',
  service: 'dataRetention',
  method: 'PUT',
  path: '/privileges/{staffUserId}',
  summary: 'Gives or takes another staff member’s privilege to delete accounts (only to a role that holds the delete permission; never one’s own), with a reason.',
  access: RETENTION_DELETE,
  params: privilegeParamsSchema,
  body: privilegeBodySchema,
  response: 'json',
  responseSchema: staffPrivilegeSchema,
  audit: { entity: 'user', id: { params: 'staffUserId' }, reason: 'reason' },
});
