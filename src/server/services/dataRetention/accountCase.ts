/**
 * One account's retention case (issue #18): read it with its contact addresses and the notices
 * sent with their delivery; assign it; extend a dormant account's grace period; postpone a
 * deletion request; set or release a legal hold. Every step enters the account with the staff
 * member's stated reason (audited `staff.enterAccount`); each change is one unit of work with its
 * audit row, which keeps the change's reason. The rules are the domain's
 * (retention/retentionDateChanges.ts, retention/retentionCase.ts). The operator's own account has
 * no case: it answers like a missing one.
 */
import type {
  AccountCase,
  AddressData,
  AssignCaseBody,
  DeletionDateBody,
  DeliveryInfo,
  LegalHoldBody,
  NotificationDetails,
  RetentionStaffMember,
} from '../../../contract/services/dataRetention';
import { retentionDay } from '../../../domain/retention/accountLifecycle';
import { deletionDatePostponement, gracePeriodExtension } from '../../../domain/retention/retentionDateChanges';
import { legalHoldRefusal } from '../../../domain/retention/retentionCase';
import { personName } from '../../auth/principal';
import type { Repositories } from '../../db/repositories';
import type { RetentionCaseRow } from '../../db/repositories/retentionCase';
import type { StaffCall } from '../../http/operationHandler';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import { assignableStaff } from './staff';
import { stateOf, toAccountCase } from './views';

const accountMissing = () => notFound('The account');
const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** The customer account `accountId` entered with `reason`. @throws HttpProblem notFound for the operator's own account. */
async function enter(call: StaffCall, accountId: number, reason: string): Promise<Repositories> {
  if (accountId === call.user.accountId) throw accountMissing();
  return call.crossAccount.account(accountId, reason);
}

/** The entered account's case row. @throws HttpProblem notFound. */
async function caseRow(repos: Repositories, forUpdate = false): Promise<RetentionCaseRow> {
  const row = await repos.retentionCase.caseRow({ forUpdate });
  if (!row) throw accountMissing();
  return row;
}

/** dataRetention.accountCase: the account's case. @throws HttpProblem notFound. */
export async function readAccountCase(call: StaffCall, accountId: number, reason: string): Promise<AccountCase> {
  const staff = await assignableStaff(call);
  return toAccountCase(await caseRow(await enter(call, accountId, reason)), staff, call.now);
}

/** dataRetention.addressData: the account's active administrators with their addresses. @throws HttpProblem notFound. */
export async function readAddressData(call: StaffCall, accountId: number, reason: string): Promise<AddressData> {
  const repos = await enter(call, accountId, reason);
  const row = await caseRow(repos);
  const administrators = await repos.retentionCase.administrators();
  return {
    accountId: row.id,
    accountName: row.name,
    administrators: administrators.map((admin) => ({ userId: admin.userId, name: personName(admin), userName: admin.userName, email: admin.email, phone: admin.phone })),
  };
}

/** dataRetention.notificationDetails: the notices sent to the account, newest first, with their e-mails' states. @throws HttpProblem notFound. */
export async function readNotificationDetails(call: StaffCall, accountId: number, reason: string): Promise<NotificationDetails> {
  const repos = await enter(call, accountId, reason);
  const row = await caseRow(repos);
  const notices = await repos.retentionCase.notices();
  const emails = await repos.retentionCase.emails(notices.flatMap((notice) => notice.emailMessageIds));
  return {
    accountId: row.id,
    notices: notices.map((notice) => ({
      id: notice.id,
      kind: notice.kind,
      deletionDate: notice.deletionDate,
      createdAt: notice.createdAt.toISOString(),
      emails: emails
        .filter((email) => notice.emailMessageIds.includes(email.messageId))
        .map((email) => ({ messageId: email.messageId, recipientName: email.recipientName, recipientAddress: email.recipientAddress, state: email.state, sentAt: iso(email.sentAt) })),
    })),
  };
}

/** dataRetention.deliveryInfo: each e-mail of notice `noticeId` with every delivery attempt. @throws HttpProblem notFound (another account's notice too). */
export async function readDeliveryInfo(call: StaffCall, accountId: number, noticeId: number, reason: string): Promise<DeliveryInfo> {
  const repos = await enter(call, accountId, reason);
  const notice = await repos.retentionCase.notice(noticeId);
  if (!notice) throw notFound('The notice');
  const emails = await repos.retentionCase.emails(notice.emailMessageIds);
  const attempts = await repos.retentionCase.attempts(emails.map((email) => email.messageId));
  return {
    noticeId: notice.id,
    messages: emails.map((email) => ({
      messageId: email.messageId,
      recipientName: email.recipientName,
      recipientAddress: email.recipientAddress,
      subject: email.subject,
      state: email.state,
      sentAt: iso(email.sentAt),
      attempts: email.attempts,
      lastError: email.lastError,
      history: attempts
        .filter((attempt) => attempt.messageId === email.messageId)
        .map((attempt) => ({ attempt: attempt.attempt, at: attempt.at.toISOString(), outcome: attempt.outcome, error: attempt.error })),
    })),
  };
}

/** Runs a change of the entered account's case on its locked row and answers the case after it. */
async function changeCase(
  call: StaffCall,
  accountId: number,
  reason: string,
  change: (repos: Repositories, row: RetentionCaseRow, staff: readonly RetentionStaffMember[]) => Promise<void>,
): Promise<AccountCase> {
  // Read in the staff member's own account, before the transaction moves to the customer's.
  const staff = await assignableStaff(call);
  const repos = await enter(call, accountId, reason);
  await change(repos, await caseRow(repos, true), staff);
  return toAccountCase(await caseRow(repos), staff, call.now);
}

/**
 * dataRetention.assignToUser: gives the case to a data-retention staff member, or to nobody.
 * @throws HttpProblem notFound; validation for someone who is not active data-retention staff.
 */
export function assignCase(call: StaffCall, accountId: number, body: AssignCaseBody): Promise<AccountCase> {
  return changeCase(call, accountId, body.reason, async (repos, _row, staff) => {
    if (body.assigneeId !== null && !staff.some((member) => member.id === body.assigneeId)) {
      throw invalidField('assigneeId', 'Choose a staff member who works on data retention.');
    }
    await repos.retentionCase.setAssignee(body.assigneeId);
  });
}

/**
 * dataRetention.gracePeriod: a dormant account's later deletion date (the daily job sends the
 * notices for it: they are kept per deletion date).
 * @throws HttpProblem notFound; validation on `deletionDate` when the domain refuses it.
 */
export function extendGracePeriod(call: StaffCall, accountId: number, body: DeletionDateBody): Promise<AccountCase> {
  return changeCase(call, accountId, body.reason, async (repos, row) => {
    const date = gracePeriodExtension({ state: stateOf(row), currentDate: row.dllDeletionDate }, body.deletionDate, retentionDay(call.now));
    if (!date.ok) throw date.error.code === 'notDormant' ? new HttpProblem('conflict', date.error.message) : invalidField('deletionDate', date.error.message);
    await repos.retentionCase.setDormantDeletionDate(date.value);
  });
}

/**
 * dataRetention.selfServiceDeletionDates: postpones a deletion request's date (never earlier: that
 * needs the administrator's consent).
 * @throws HttpProblem notFound; conflict without a request; validation on `deletionDate` when the domain refuses it.
 */
export function postponeDeletionRequest(call: StaffCall, accountId: number, body: DeletionDateBody): Promise<AccountCase> {
  return changeCase(call, accountId, body.reason, async (repos, row) => {
    const date = deletionDatePostponement({ state: stateOf(row), currentDate: row.selfDeletionDate }, body.deletionDate, retentionDay(call.now));
    if (!date.ok) throw date.error.code === 'noDeletionRequest' ? new HttpProblem('conflict', date.error.message) : invalidField('deletionDate', date.error.message);
    await repos.retentionCase.setSelfDeletionDate(date.value);
  });
}

/**
 * dataRetention.legalHold: sets a hold (its reason kept on the account: the purge and the
 * deletion say it when they refuse) or releases it.
 * @throws HttpProblem notFound; conflict when already held or not held.
 */
export function changeLegalHold(call: StaffCall, accountId: number, body: LegalHoldBody): Promise<AccountCase> {
  return changeCase(call, accountId, body.reason, async (repos, row) => {
    const refusal = legalHoldRefusal(stateOf(row), body.action);
    if (refusal !== null) throw new HttpProblem('conflict', refusal);
    await repos.retentionCase.setLegalHold(body.action === 'set' ? { reason: body.reason, setBy: call.user.userId, at: call.now } : null);
  });
}
