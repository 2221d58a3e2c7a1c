/**
 * A group's members as a page of examinees (issue #19), searched and sorted like the examinee list.
 * Filtered by the scope's account; a limited user's transaction sees only the members in their
 * interest (row-level security, migration 0028), so the page never shows more than the examinee list.
 */
import { and, count, eq, exists, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { ExamineeSort } from '../../../contract/services/examinees';
import type { Page } from '../../../contract/types';
import type { Examinee } from '../../../domain/examinee';
import type { Db } from '../client';
import { examineeGroupMembers, examinees } from '../schema';
import { EXAMINEE_ORDERS, type PageRequest, toExaminee } from './examinees';
import type { AccountScope } from './scope';
import { containsPattern } from './search';

/** The members of the account's groups, as pages. */
export interface GroupMemberRepository {
  /**
   * A page of the group's members (not deleted): `search` (trimmed; empty for all) matches the
   * examinee id, the first or the last name, case-insensitively, anywhere in the value.
   */
  page(groupId: number, search: string, sort: ExamineeSort, request: PageRequest): Promise<Page<Examinee>>;
}

/** The group member repository of `scope`'s account over `db`. */
export function groupMemberRepository(db: Db, scope: AccountScope): GroupMemberRepository {
  return {
    async page(groupId, search, sort, { page, pageSize }) {
      const pattern = containsPattern(search);
      const isMember = exists(
        db
          .select({ one: examineeGroupMembers.groupId })
          .from(examineeGroupMembers)
          .where(
            and(
              eq(examineeGroupMembers.accountId, scope.accountId),
              eq(examineeGroupMembers.groupId, groupId),
              eq(examineeGroupMembers.examineeRecordId, examinees.id),
            ),
          ),
      );
      const searched: SQL | undefined =
        search === '' ? undefined : or(ilike(examinees.examineeId, pattern), ilike(examinees.firstName, pattern), ilike(examinees.lastName, pattern));
      const filter = and(eq(examinees.accountId, scope.accountId), isNull(examinees.deletedAt), isMember, searched);
      const [totals] = await db.select({ total: count() }).from(examinees).where(filter);
      const rows = await db
        .select()
        .from(examinees)
        .where(filter)
        .orderBy(...EXAMINEE_ORDERS[sort])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map(toExaminee), total: totals?.total ?? 0, page, pageSize };
    },
  };
}
