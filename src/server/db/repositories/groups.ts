/**
 * The groups of one account (the group aggregate): a class, a caseload or a cohort, its members and
 * its staff (issue #19). Every query is filtered by the scope's account; a limited user's
 * transaction (legitimate interest) sees only the groups they are assigned to or made, and only the
 * members they may see (row-level security, migration 0028), so a group out of their interest is a
 * missing one.
 */
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Group, GroupInput } from '../../../domain/groups/group';
import type { Db } from '../client';
import { examineeGroupMembers, examineeGroups, examineeGroupStaff, examinees } from '../schema';
import type { AccountScope } from './scope';

type GroupRow = typeof examineeGroups.$inferSelect;

/** Which groups a list shows. */
export interface GroupListFilter {
  /** Archived groups too (they are left out otherwise). */
  includeArchived: boolean;
}

/** A group as an import creates it: its fields and the id the school's information system gives it. */
export interface GroupCreate extends GroupInput {
  sourcedId?: string | null;
}

/** The group records of one account. */
export interface GroupRepository {
  /** The account's groups the scope sees, by name, with their member counts and staff. */
  list(filter: GroupListFilter): Promise<Group[]>;
  /** A group of the account, or `null` (also another account's, or one out of a limited user's interest). */
  find(groupId: number): Promise<Group | null>;
  /** The group an import made for `sourcedId` (a OneRoster class), or `null`. */
  findBySourcedId(sourcedId: string): Promise<Group | null>;
  /** Stores a new group, made by the scope's user at `now`. */
  create(input: GroupCreate, now: Date): Promise<Group>;
  /** Replaces a group's name, type and school year; `null` when it is not the account's. */
  update(groupId: number, input: GroupInput, now: Date): Promise<Group | null>;
  /** Archives (`archived` true) or restores a group; `null` when it is not the account's. */
  setArchived(groupId: number, archived: boolean, now: Date): Promise<Group | null>;
  /** The record ids of the group's members the scope sees (not deleted), in no order. */
  memberIds(groupId: number): Promise<number[]>;
  /**
   * Adds examinees to a group; those already in it are left as they are.
   * @returns how many were added.
   */
  addMembers(groupId: number, examineeRecordIds: readonly number[], now: Date): Promise<number>;
  /** @returns how many of `examineeRecordIds` were members and are no longer. */
  removeMembers(groupId: number, examineeRecordIds: readonly number[]): Promise<number>;
  /** Makes `userIds` the group's staff (replacing the staff it had). */
  setStaff(groupId: number, userIds: readonly number[], now: Date): Promise<void>;
  /** The groups (active ones) an examinee belongs to, by name. */
  groupsOf(examineeRecordId: number): Promise<{ id: number; name: string }[]>;
}

/** The group repository of `scope`'s account over `db` (a transaction, or the database for reads). */
export function groupRepository(db: Db, scope: AccountScope): GroupRepository {
  const own = (...conditions: (SQL | undefined)[]) => and(eq(examineeGroups.accountId, scope.accountId), ...conditions);

  /** The stored rows as groups, with their member counts (members not deleted) and staff. */
  async function withDetails(rows: GroupRow[]): Promise<Group[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const counts = await db
      .select({ groupId: examineeGroupMembers.groupId, members: count() })
      .from(examineeGroupMembers)
      .innerJoin(examinees, and(eq(examinees.id, examineeGroupMembers.examineeRecordId), isNull(examinees.deletedAt)))
      .where(and(eq(examineeGroupMembers.accountId, scope.accountId), inArray(examineeGroupMembers.groupId, ids)))
      .groupBy(examineeGroupMembers.groupId);
    const staff = await db
      .select({ groupId: examineeGroupStaff.groupId, userId: examineeGroupStaff.userId })
      .from(examineeGroupStaff)
      .where(and(eq(examineeGroupStaff.accountId, scope.accountId), inArray(examineeGroupStaff.groupId, ids)))
      .orderBy(asc(examineeGroupStaff.userId));
    return rows.map((row) => ({
      id: row.id,
      accountId: row.accountId,
      name: row.name,
      type: row.groupType,
      schoolYear: row.schoolYear,
      sourcedId: row.sourcedId,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      memberCount: counts.find((entry) => entry.groupId === row.id)?.members ?? 0,
      staffUserIds: staff.filter((entry) => entry.groupId === row.id).map((entry) => entry.userId),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function one(condition: SQL): Promise<Group | null> {
    const rows = await db.select().from(examineeGroups).where(own(condition)).limit(1);
    const [group] = await withDetails(rows);
    return group ?? null;
  }

  return {
    async list({ includeArchived }) {
      const rows = await db
        .select()
        .from(examineeGroups)
        .where(own(includeArchived ? undefined : isNull(examineeGroups.archivedAt)))
        .orderBy(asc(examineeGroups.name), asc(examineeGroups.id));
      return withDetails(rows);
    },
    find: (groupId) => one(eq(examineeGroups.id, groupId)),
    findBySourcedId: (sourcedId) => one(eq(examineeGroups.sourcedId, sourcedId)),
    async create(input, now) {
      const [row] = await db
        .insert(examineeGroups)
        .values({
          accountId: scope.accountId,
          name: input.name,
          groupType: input.type,
          schoolYear: input.schoolYear,
          sourcedId: input.sourcedId ?? null,
          createdBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The group insert returned nothing.');
      const [group] = await withDetails([row]);
      if (!group) throw new Error('The new group was not read back.');
      return group;
    },
    async update(groupId, input, now) {
      const [row] = await db
        .update(examineeGroups)
        .set({ name: input.name, groupType: input.type, schoolYear: input.schoolYear, updatedAt: now })
        .where(own(eq(examineeGroups.id, groupId)))
        .returning();
      return row ? ((await withDetails([row]))[0] ?? null) : null;
    },
    async setArchived(groupId, archived, now) {
      const [row] = await db
        .update(examineeGroups)
        .set(archived ? { archivedAt: now, archivedBy: scope.userId, updatedAt: now } : { archivedAt: null, archivedBy: null, updatedAt: now })
        .where(own(eq(examineeGroups.id, groupId)))
        .returning();
      return row ? ((await withDetails([row]))[0] ?? null) : null;
    },
    async memberIds(groupId) {
      const rows = await db
        .select({ id: examineeGroupMembers.examineeRecordId })
        .from(examineeGroupMembers)
        .innerJoin(examinees, and(eq(examinees.id, examineeGroupMembers.examineeRecordId), isNull(examinees.deletedAt)))
        .where(and(eq(examineeGroupMembers.accountId, scope.accountId), eq(examineeGroupMembers.groupId, groupId)));
      return rows.map((row) => row.id);
    },
    async addMembers(groupId, examineeRecordIds, now) {
      if (examineeRecordIds.length === 0) return 0;
      const added = await db
        .insert(examineeGroupMembers)
        .values(examineeRecordIds.map((examineeRecordId) => ({ accountId: scope.accountId, groupId, examineeRecordId, addedBy: scope.userId, addedAt: now })))
        .onConflictDoNothing()
        .returning({ id: examineeGroupMembers.examineeRecordId });
      return added.length;
    },
    async removeMembers(groupId, examineeRecordIds) {
      if (examineeRecordIds.length === 0) return 0;
      const removed = await db
        .delete(examineeGroupMembers)
        .where(
          and(
            eq(examineeGroupMembers.accountId, scope.accountId),
            eq(examineeGroupMembers.groupId, groupId),
            inArray(examineeGroupMembers.examineeRecordId, [...examineeRecordIds]),
          ),
        )
        .returning({ id: examineeGroupMembers.examineeRecordId });
      return removed.length;
    },
    async setStaff(groupId, userIds, now) {
      await db.delete(examineeGroupStaff).where(and(eq(examineeGroupStaff.accountId, scope.accountId), eq(examineeGroupStaff.groupId, groupId)));
      if (userIds.length === 0) return;
      await db
        .insert(examineeGroupStaff)
        .values([...new Set(userIds)].map((userId) => ({ accountId: scope.accountId, groupId, userId, addedBy: scope.userId, addedAt: now })));
    },
    async groupsOf(examineeRecordId) {
      return db
        .select({ id: examineeGroups.id, name: examineeGroups.name })
        .from(examineeGroupMembers)
        .innerJoin(examineeGroups, and(eq(examineeGroups.id, examineeGroupMembers.groupId), isNull(examineeGroups.archivedAt)))
        .where(and(eq(examineeGroupMembers.accountId, scope.accountId), eq(examineeGroupMembers.examineeRecordId, examineeRecordId)))
        .orderBy(asc(examineeGroups.name), sql`${examineeGroups.id}`);
    },
  };
}
