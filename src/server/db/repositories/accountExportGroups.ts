/**
 * The groups of one account as its data export writes them (issue #19 on issue #18's export):
 * every group (archived ones too), every membership and every staff assignment, in id order.
 * The export runs as the owner of the account (a job, or data-retention staff), never narrowed by
 * a legitimate interest, so the files hold the whole account.
 */
import { asc, eq } from 'drizzle-orm';
import type { GroupType } from '../../../domain/groups/group';
import type { Db } from '../client';
import { examineeGroupMembers, examineeGroups, examineeGroupStaff } from '../schema';
import type { AccountScope } from './scope';

/** A group as groups.csv writes it. */
export interface ExportGroup {
  id: number;
  name: string;
  groupType: GroupType;
  schoolYear: string;
  sourcedId: string | null;
  archivedAt: Date | null;
  createdAt: Date;
}

/** A membership as group_members.csv writes it. */
export interface ExportGroupMember {
  groupId: number;
  examineeRecordId: number;
  addedAt: Date;
}

/** A staff assignment as group_staff.csv writes it. */
export interface ExportGroupStaff {
  groupId: number;
  userId: number;
  addedAt: Date;
}

/** The account's groups, memberships and staff. */
export interface AccountExportGroupRepository {
  groups(): Promise<ExportGroup[]>;
  members(): Promise<ExportGroupMember[]>;
  staff(): Promise<ExportGroupStaff[]>;
}

/** The export's group repository of `scope`'s account over `db`. */
export function accountExportGroupRepository(db: Db, scope: AccountScope): AccountExportGroupRepository {
  return {
    groups: () =>
      db
        .select({
          id: examineeGroups.id,
          name: examineeGroups.name,
          groupType: examineeGroups.groupType,
          schoolYear: examineeGroups.schoolYear,
          sourcedId: examineeGroups.sourcedId,
          archivedAt: examineeGroups.archivedAt,
          createdAt: examineeGroups.createdAt,
        })
        .from(examineeGroups)
        .where(eq(examineeGroups.accountId, scope.accountId))
        .orderBy(asc(examineeGroups.id)),
    members: () =>
      db
        .select({ groupId: examineeGroupMembers.groupId, examineeRecordId: examineeGroupMembers.examineeRecordId, addedAt: examineeGroupMembers.addedAt })
        .from(examineeGroupMembers)
        .where(eq(examineeGroupMembers.accountId, scope.accountId))
        .orderBy(asc(examineeGroupMembers.groupId), asc(examineeGroupMembers.examineeRecordId)),
    staff: () =>
      db
        .select({ groupId: examineeGroupStaff.groupId, userId: examineeGroupStaff.userId, addedAt: examineeGroupStaff.addedAt })
        .from(examineeGroupStaff)
        .where(eq(examineeGroupStaff.accountId, scope.accountId))
        .orderBy(asc(examineeGroupStaff.groupId), asc(examineeGroupStaff.userId)),
  };
}
