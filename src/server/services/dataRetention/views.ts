/** The data-retention answers made of stored rows: the dashboard's accounts and an account's case. */
import type { AccountCase, RetentionAccount, RetentionStaffMember } from '../../../contract/services/dataRetention';
import { retentionDay, retentionState } from '../../../domain/retention/accountLifecycle';
import { latestChangeDate } from '../../../domain/retention/retentionDateChanges';
import { personName } from '../../auth/principal';
import type { RetentionAccountRow } from '../../db/platform/retentionSearch';
import type { RetentionCaseRow } from '../../db/repositories/retentionCase';

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/** The state of a stored account: the domain's rule over its facts. */
export const stateOf = (row: Pick<RetentionCaseRow, 'dllAccount' | 'dllDeletionDate' | 'selfDeletionDate' | 'legalHoldReason' | 'deletedAt'>, purged = false) =>
  retentionState({
    dllAccount: row.dllAccount,
    dllDeletionDate: row.dllDeletionDate,
    selfDeletionDate: row.selfDeletionDate,
    legalHoldReason: row.legalHoldReason,
    deletedAt: iso(row.deletedAt),
    purged,
  });

/** An account of the dashboard. */
export function toRetentionAccount(row: RetentionAccountRow): RetentionAccount {
  const purged = row.purgedAt !== null;
  return {
    accountId: row.accountId,
    name: row.name,
    state: stateOf(row, purged),
    lastActivityAt: iso(row.lastActivityAt),
    deletionDate: row.selfDeletionDate ?? row.dllDeletionDate,
    assignee:
      row.assigneeId === null
        ? null
        : { id: row.assigneeId, name: personName({ title: row.assigneeTitle ?? '', firstName: row.assigneeFirstName ?? '', lastName: row.assigneeLastName ?? '' }) },
    onHold: row.legalHoldReason !== null,
    deletedAt: iso(purged ? row.purgedAt : row.deletedAt),
  };
}

/**
 * An account's case. Staff are named from `staff` (read in the operator's own account before the
 * transaction entered the customer's, which cannot read the operator's users); one no longer
 * listed is named by id.
 */
export function toAccountCase(row: RetentionCaseRow, staff: readonly RetentionStaffMember[], now: Date): AccountCase {
  const named = (id: number | null): RetentionStaffMember | null => (id === null ? null : (staff.find((member) => member.id === id) ?? { id, name: `#${id}` }));
  return {
    accountId: row.id,
    name: row.name,
    state: stateOf(row),
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: iso(row.lastActivityAt),
    dormantSince: iso(row.dormantSince),
    dormantDeletionDate: row.dllDeletionDate,
    deletionRequestedAt: iso(row.selfDeletionRequestedAt),
    deletionRequestDate: row.selfDeletionDate,
    legalHold: row.legalHoldReason === null ? null : { reason: row.legalHoldReason, setAt: (row.legalHoldSetAt ?? row.createdAt).toISOString(), setBy: named(row.legalHoldSetBy) },
    deletedAt: iso(row.deletedAt),
    deletionReason: row.deletionReason,
    assignee: named(row.retentionAssigneeId),
    latestChangeDate: latestChangeDate(retentionDay(now)),
  };
}
