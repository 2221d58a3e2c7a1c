/**
 * The shapes the data-retention staff's calls answer (src/contract/services/dataRetention.ts): an
 * account as the dashboard lists it, an account's case, its contact addresses, the notices sent
 * to it and their delivery, the staff's own settings and the deletion privileges. Types are
 * inferred from these schemas.
 */
import * as yup from 'yup';
import type { EmailState } from '../domain/email';
import type { RetentionState } from '../domain/retention/accountLifecycle';
import type { RetentionAlert } from '../domain/retention/retentionAlerts';
import type { RoleName } from '../domain/permissions';
import { pageSchemaOf } from './responseSchemas';

const id = () => yup.number().integer().required();
const text = () => yup.string().defined();
/** An ISO 8601 instant, or null. */
const instantOrNull = () => yup.string().nullable().defined();
/** A calendar date (YYYY-MM-DD), or null. */
const dateOrNull = () => yup.string().nullable().defined();

/** A staff member named on a case (the assignee, who set a hold). */
export const retentionStaffSchema = yup.object({ id: id(), name: text() });

/** An account as the dashboard lists it (a purged account: its former id, no name). */
export const retentionAccountSchema = yup.object({
  accountId: id(),
  /** '' for a purged account (nothing of it is kept). */
  name: text(),
  state: yup.string<RetentionState>().required(),
  /** The last sign-in of any of its users (ISO 8601), or null when nobody ever signed in. */
  lastActivityAt: instantOrNull(),
  /** The day it is deleted: a deletion request's date, else the dormant deletion date; null when none. */
  deletionDate: dateOrNull(),
  assignee: retentionStaffSchema.nullable().defined(),
  /** Whether a legal hold is set. */
  onHold: yup.boolean().required(),
  /** When it was deleted (soft), or purged for a purged account. */
  deletedAt: instantOrNull(),
});

/** A page of the dashboard. */
export const retentionAccountPageSchema = pageSchemaOf(retentionAccountSchema);

/** The dashboard's filter values. */
export const dashboardFiltersSchema = yup.object({
  /** Every state with the number of accounts in it, in the lifecycle's order. */
  states: yup.array(yup.object({ state: yup.string<RetentionState>().required(), count: yup.number().integer().required() })).required(),
  /** Accounts with a self-service deletion request standing. */
  selfServiceRequests: yup.number().integer().required(),
  /** Staff a case may be assigned to, with the number of cases each has. */
  assignees: yup.array(retentionStaffSchema.shape({ cases: yup.number().integer().required() })).required(),
  /** Accounts whose case nobody has. */
  unassigned: yup.number().integer().required(),
});

/** An account's retention case, as its page shows it. */
export const accountCaseSchema = yup.object({
  accountId: id(),
  name: text(),
  state: yup.string<RetentionState>().required(),
  createdAt: yup.string().required(),
  lastActivityAt: instantOrNull(),
  /** When the daily job marked it dormant, while it is. */
  dormantSince: instantOrNull(),
  /** The dormant path's deletion date (dll_deletion_date). */
  dormantDeletionDate: dateOrNull(),
  /** A self-service deletion request: when it was made and the day it takes effect. */
  deletionRequestedAt: instantOrNull(),
  deletionRequestDate: dateOrNull(),
  legalHold: yup.object({ reason: text(), setAt: yup.string().required(), setBy: retentionStaffSchema.nullable().defined() }).nullable().defined(),
  deletedAt: instantOrNull(),
  deletionReason: yup.string().nullable().defined(),
  assignee: retentionStaffSchema.nullable().defined(),
  /** The latest date a grace period or a request's date may be moved to today (domain retentionDateChanges.ts). */
  latestChangeDate: yup.string().required(),
});

/** An account's contact addresses: its active administrators. */
export const addressDataSchema = yup.object({
  accountId: id(),
  accountName: text(),
  administrators: yup.array(yup.object({ userId: id(), name: text(), userName: text(), email: text(), phone: text() })).required(),
});

/** One e-mail of a notice: where it went and its delivery state. */
export const noticeEmailSchema = yup.object({
  messageId: id(),
  recipientName: text(),
  recipientAddress: text(),
  state: yup.string<EmailState>().required(),
  sentAt: instantOrNull(),
});

/** The retention notices sent to an account, newest first. */
export const notificationDetailsSchema = yup.object({
  accountId: id(),
  notices: yup
    .array(
      yup.object({
        id: id(),
        /** domain accountLifecycle.ts RetentionNoticeKind (`dormantStart`, `dormantBefore30`, …). */
        kind: text(),
        /** The deletion date the notice announced. */
        deletionDate: yup.string().required(),
        createdAt: yup.string().required(),
        emails: yup.array(noticeEmailSchema).required(),
      }),
    )
    .required(),
});

/** Each e-mail of one notice with every delivery attempt. */
export const deliveryInfoSchema = yup.object({
  noticeId: id(),
  messages: yup
    .array(
      noticeEmailSchema.shape({
        subject: text(),
        attempts: yup.number().integer().required(),
        lastError: yup.string().nullable().defined(),
        history: yup
          .array(yup.object({ attempt: yup.number().integer().required(), at: yup.string().required(), outcome: yup.string<'sent' | 'failed'>().required(), error: yup.string().nullable().defined() }))
          .required(),
      }),
    )
    .required(),
});

/** The caller's own e-mail alerts, and every alert there is. */
export const emailAlertsSchema = yup.object({
  alerts: yup.array(yup.string<RetentionAlert>().required()).required(),
  available: yup.array(yup.object({ alert: yup.string<RetentionAlert>().required(), description: text() })).required(),
});

/** A data-retention staff member's deletion privilege. */
export const staffPrivilegeSchema = yup.object({
  userId: id(),
  name: text(),
  userName: text(),
  role: yup.string<RoleName>().required(),
  /** Whether the role holds ACCOUNT_DATA_DELETE (only then may the privilege be given). */
  holdsDeletePermission: yup.boolean().required(),
  mayDelete: yup.boolean().required(),
  /** Who last changed it and when; null when never. */
  updatedBy: retentionStaffSchema.nullable().defined(),
  updatedAt: instantOrNull(),
});
