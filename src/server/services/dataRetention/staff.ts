/**
 * The data-retention staff themselves (issue #18): who may be assigned a case, each one's own
 * e-mail alerts, and the privilege to delete accounts. All of it is the operator's own account's
 * and the platform's data: no customer account is entered.
 */
import type { EmailAlerts, EmailAlertsBody, PrivilegeBody, RetentionStaffMember, StaffPrivilege } from '../../../contract/services/dataRetention';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../../../domain/permissions';
import { normalizedAlerts, RETENTION_ALERT_DESCRIPTIONS, RETENTION_ALERTS } from '../../../domain/retention/retentionAlerts';
import { privilegeChange } from '../../../domain/retention/retentionCase';
import { personName } from '../../auth/principal';
import { saveEmailAlerts, saveMayDelete, staffSettings } from '../../db/platform/retentionStaffSettings';
import type { SignedInCall } from '../../http/operationHandler';
import { invalidField, notFound } from '../../http/problems';

/** The roles whose users work on retention cases: those that hold the data-retention permission. */
export const RETENTION_ROLES = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(PERMISSIONS.DATA_RETENTION_MANAGE));

/** dataRetention.assignableStaff: the operator's active data-retention staff, by name (the caller's own account). */
export async function assignableStaff(call: SignedInCall): Promise<RetentionStaffMember[]> {
  const members = await call.repos.retentionCase.staffMembers(RETENTION_ROLES);
  return members.map((member) => ({ id: member.id, name: personName(member) }));
}

const alertsAnswer = (chosen: readonly string[]): EmailAlerts => ({
  alerts: normalizedAlerts(chosen),
  available: RETENTION_ALERTS.map((alert) => ({ alert, description: RETENTION_ALERT_DESCRIPTIONS[alert] })),
});

/** dataRetention.emailAlerts: the caller's own alerts. */
export async function readEmailAlerts(call: SignedInCall): Promise<EmailAlerts> {
  const [row] = await staffSettings(call.db, [call.user.userId]);
  return alertsAnswer(row?.emailAlerts ?? []);
}

/** dataRetention.updateEmailAlerts: sets the caller's own alerts (each once, in the list's order). */
export async function updateEmailAlerts(call: SignedInCall, body: EmailAlertsBody): Promise<EmailAlerts> {
  const alerts = normalizedAlerts(body.alerts);
  await saveEmailAlerts(call.db, call.user.userId, alerts, call.now);
  return alertsAnswer(alerts);
}

/** dataRetention.userPrivileges: every active data-retention staff member's privilege to delete accounts, by name. */
export async function userPrivileges(call: SignedInCall): Promise<StaffPrivilege[]> {
  const members = await call.repos.retentionCase.staffMembers(RETENTION_ROLES);
  const settings = await staffSettings(call.db, members.map((member) => member.id));
  const nameOf = (id: number | null) => {
    const member = members.find((candidate) => candidate.id === id);
    return id === null ? null : { id, name: member ? personName(member) : `#${id}` };
  };
  return members.map((member) => {
    const row = settings.find((candidate) => candidate.userId === member.id);
    return {
      userId: member.id,
      name: personName(member),
      userName: member.userName,
      role: member.role,
      holdsDeletePermission: ROLE_PERMISSIONS[member.role].includes(PERMISSIONS.ACCOUNT_DATA_DELETE),
      mayDelete: row?.mayDelete ?? false,
      updatedBy: row ? nameOf(row.updatedBy) : null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });
}

/**
 * dataRetention.changeUserPrivilege: gives or takes another staff member's privilege to delete
 * accounts (domain retention/retentionCase.ts `privilegeChange`).
 * @throws HttpProblem notFound for someone who is not active data-retention staff; validation for one's own or a role without the permission.
 */
export async function changeUserPrivilege(call: SignedInCall, staffUserId: number, body: PrivilegeBody): Promise<StaffPrivilege> {
  const members = await call.repos.retentionCase.staffMembers(RETENTION_ROLES);
  const member = members.find((candidate) => candidate.id === staffUserId);
  if (!member) throw notFound('The staff member');
  const change = privilegeChange({
    actorId: call.user.userId,
    userId: staffUserId,
    holdsDeletePermission: ROLE_PERMISSIONS[member.role].includes(PERMISSIONS.ACCOUNT_DATA_DELETE),
    mayDelete: body.mayDelete,
  });
  if (!change.ok) throw invalidField(change.error.field, change.error.message);
  await saveMayDelete(call.db, staffUserId, change.value, call.user.userId, call.now);
  const answer = (await userPrivileges(call)).find((privilege) => privilege.userId === staffUserId);
  if (!answer) throw notFound('The staff member');
  return answer;
}
