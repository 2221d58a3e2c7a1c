/**
 * The group files of an account export (issue #19): groups.csv, group_members.csv and
 * group_staff.csv, one row per group, membership and staff assignment, so that the account's
 * classes and who may see whom (legitimate interest) leave with its data.
 */
import type { ExportGroup, ExportGroupMember, ExportGroupStaff } from '../../db/repositories/accountExportGroups';
import type { CsvColumn } from './csv';

/** groups.csv: archived groups too (archivedAt). */
export const GROUP_COLUMNS: CsvColumn<ExportGroup>[] = [
  { header: 'groupId', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'groupType', value: (r) => r.groupType },
  { header: 'schoolYear', value: (r) => r.schoolYear },
  { header: 'sourcedId', value: (r) => r.sourcedId },
  { header: 'archivedAt', value: (r) => r.archivedAt },
  { header: 'createdAt', value: (r) => r.createdAt },
];

/** group_members.csv */
export const GROUP_MEMBER_COLUMNS: CsvColumn<ExportGroupMember>[] = [
  { header: 'groupId', value: (r) => r.groupId },
  { header: 'examineeRecordId', value: (r) => r.examineeRecordId },
  { header: 'addedAt', value: (r) => r.addedAt },
];

/** group_staff.csv */
export const GROUP_STAFF_COLUMNS: CsvColumn<ExportGroupStaff>[] = [
  { header: 'groupId', value: (r) => r.groupId },
  { header: 'userId', value: (r) => r.userId },
  { header: 'addedAt', value: (r) => r.addedAt },
];
