/**
 * The examinees of one account as the CSV export writes them (issue #19): the list's search, or
 * one group's members, sorted by last name, first name and record id. A limited user's transaction
 * sees only the examinees of their legitimate interest (row-level security, migration 0028), so the
 * export holds exactly what their list shows.
 */
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Examinee } from '../../../domain/examinee';
import type { Db } from '../client';
import { examineeGroupMembers, examinees } from '../schema';
import { examineeIdentityColumns } from './examineeColumns';
import type { AccountScope } from './scope';
import { containsPattern } from './search';

/** The examinee fields an export writes (no record times). */
export type ExportedExaminee = Omit<Examinee, 'createdAt' | 'updatedAt' | 'accountId'>;

/** The columns of an examinee's record that exports write: its identity, then its email and custom fields. */
export const examineeRecordColumns = {
  ...examineeIdentityColumns,
  email: examinees.email,
  customField1: examinees.customField1,
  customField2: examinees.customField2,
  customField3: examinees.customField3,
  customField4: examinees.customField4,
};

/** What the export reads. */
export interface ExamineeExportRepository {
  /**
   * The account's live examinees the scope sees: those matching `search` (trimmed; empty for all;
   * the examinee id, first or last name, anywhere, case-insensitively), and when `groupId` is given
   * only that group's members.
   */
  rows(search: string, groupId: number | null): Promise<ExportedExaminee[]>;
}

/** The export repository of `scope`'s account over `db`. */
export function examineeExportRepository(db: Db, scope: AccountScope): ExamineeExportRepository {
  return {
    async rows(search, groupId) {
      const pattern = containsPattern(search.trim());
      const conditions: (SQL | undefined)[] = [
        eq(examinees.accountId, scope.accountId),
        isNull(examinees.deletedAt),
        search.trim() === '' ? undefined : or(ilike(examinees.examineeId, pattern), ilike(examinees.firstName, pattern), ilike(examinees.lastName, pattern)),
        groupId === null
          ? undefined
          : inArray(
              examinees.id,
              db
                .select({ id: examineeGroupMembers.examineeRecordId })
                .from(examineeGroupMembers)
                .where(and(eq(examineeGroupMembers.accountId, scope.accountId), eq(examineeGroupMembers.groupId, groupId))),
            ),
      ];
      return db
        .select(examineeRecordColumns)
        .from(examinees)
        .where(and(...conditions))
        .orderBy(asc(examinees.lastName), asc(examinees.firstName), asc(examinees.id));
    },
  };
}
