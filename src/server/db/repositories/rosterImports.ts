/**
 * Imports of one account (issue #19): the import runs with their uploaded file parts and dry runs,
 * the saved examinee CSV column mapping, and the bulk reads and writes an import makes of the
 * account's examinees, groups and users (50,000 rows are written in a few statements, not one by one).
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ColumnMapping } from '../../../domain/roster/columnMapping';
import type { ExistingExaminee } from '../../../domain/roster/duplicates';
import type { ImportedExaminee } from '../../../domain/roster/importedExaminee';
import type { ExistingClassGroup } from '../../../domain/roster/plan';
import type { RosterImport, RosterImportKind } from '../../../domain/roster/rosterImport';
import type { Db } from '../client';
import { examineeGroupMembers, examineeGroups, examineeGroupStaff, examinees, rosterImportMappings, rosterImportParts, rosterImports, users } from '../schema';
import type { AccountScope } from './scope';
import { examineeRecordColumns } from './examineeExport';

type ImportRowRecord = typeof rosterImports.$inferSelect;

const toImport = (row: ImportRowRecord): RosterImport => ({
  id: row.id,
  kind: row.kind,
  fileName: row.fileName,
  status: row.status,
  sizeBytes: row.sizeBytes,
  receivedBytes: row.receivedBytes,
  processedBytes: row.processedBytes,
  mapping: row.mapping ?? null,
  headers: row.headers ?? null,
  summary: row.summary ?? null,
  errors: row.errors ?? [],
  warnings: row.warnings ?? [],
  held: row.held ?? [],
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  committedAt: row.committedAt?.toISOString() ?? null,
});

/** The fields of an import run a step changes. */
export type ImportRunChanges = Partial<
  Pick<ImportRowRecord, 'status' | 'processedBytes' | 'mapping' | 'headers' | 'summary' | 'errors' | 'warnings' | 'held' | 'failure' | 'committedAt'>
>;

/** A new examinee record an import writes. */
export interface NewImportedExaminee {
  sourcedId: string | null;
  examinee: ImportedExaminee;
}

/** How many rows one INSERT carries (PostgreSQL allows 65,535 parameters; 14 columns a row). */
const INSERT_BATCH = 2_000;

/** The import runs and the import's bulk access of one account. */
export interface RosterImportRepository {
  /** Records a new run, `uploading`, by the scope's user. */
  create(kind: RosterImportKind, fileName: string, sizeBytes: number, now: Date): Promise<RosterImport>;
  /** A run of the account, or `null`. */
  find(importId: number): Promise<RosterImport | null>;
  /** The account's runs, newest first (at most `limit`). */
  list(limit: number): Promise<RosterImport[]>;
  /** Stores part `seq` of a run's file (a part sent again replaces itself) and counts the bytes received. */
  putPart(importId: number, seq: number, bytes: Buffer, now: Date): Promise<RosterImport | null>;
  /** How many parts a run has, and their sequence numbers are 0..count-1 when complete. */
  partCount(importId: number): Promise<number>;
  /** Part `seq` of a run's file, or `null`. */
  part(importId: number, seq: number): Promise<Buffer | null>;
  /** Changes a run; `null` when it is not the account's. */
  update(importId: number, changes: ImportRunChanges, now: Date): Promise<RosterImport | null>;
  /** Removes the file's parts (once committed: the file is no longer needed). */
  dropParts(importId: number): Promise<void>;
  /** The account's saved examinee CSV mapping, or `null`. */
  savedMapping(): Promise<ColumnMapping | null>;
  /** Saves the account's examinee CSV mapping. */
  saveMapping(mapping: ColumnMapping, now: Date): Promise<void>;
  /** Every live examinee record of the account, as the duplicate rules compare them. */
  existingExaminees(): Promise<ExistingExaminee[]>;
  /** The account's active users by lower-case e-mail address. */
  userIdsByEmail(): Promise<Map<string, number>>;
  /** The account's groups made from a school system's class, by `sourcedId`, with members and staff. */
  classGroups(): Promise<Map<string, ExistingClassGroup>>;
  /** Inserts examinee records in batches, created by the scope's user.
   * @returns their record ids, in the order of `records`.
    */
  insertExaminees(records: readonly NewImportedExaminee[], now: Date): Promise<number[]>;
  /** Inserts the groups of new classes (type `class`), made by the scope's user. @returns their ids by `sourcedId`. */
  insertClassGroups(groups: readonly { sourcedId: string; name: string; schoolYear: string }[], now: Date): Promise<Map<string, number>>;
  /** Adds members to groups (pairs already there are left as they are). */
  insertMembers(pairs: readonly { groupId: number; recordId: number }[], now: Date): Promise<void>;
  /** Adds staff to groups (pairs already there are left as they are). */
  insertStaff(pairs: readonly { groupId: number; userId: number }[], now: Date): Promise<void>;
  /** Removes staff from a group. */
  deleteStaff(groupId: number, userIds: readonly number[]): Promise<void>;
  /** Changes fields (and the `sourcedId`) of a record. */
  updateExaminee(recordId: number, changes: Partial<ImportedExaminee> & { sourcedId?: string }, now: Date): Promise<void>;
}

/** The import repository of `scope`'s account over `db`. */
export function rosterImportRepository(db: Db, scope: AccountScope): RosterImportRepository {
  const ownRun = (importId: number) => and(eq(rosterImports.accountId, scope.accountId), eq(rosterImports.id, importId));
  return {
    async create(kind, fileName, sizeBytes, now) {
      const [row] = await db
        .insert(rosterImports)
        .values({ accountId: scope.accountId, kind, fileName, sizeBytes, status: 'uploading', createdBy: scope.userId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('The import insert returned nothing.');
      return toImport(row);
    },
    async find(importId) {
      const [row] = await db.select().from(rosterImports).where(ownRun(importId)).limit(1);
      return row ? toImport(row) : null;
    },
    async list(limit) {
      const rows = await db.select().from(rosterImports).where(eq(rosterImports.accountId, scope.accountId)).orderBy(sql`${rosterImports.createdAt} desc`, sql`${rosterImports.id} desc`).limit(limit);
      return rows.map(toImport);
    },
    async putPart(importId, seq, bytes, now) {
      await db
        .insert(rosterImportParts)
        .values({ accountId: scope.accountId, importId, seq, bytes })
        .onConflictDoUpdate({ target: [rosterImportParts.importId, rosterImportParts.seq], set: { bytes } });
      const [row] = await db
        .update(rosterImports)
        .set({
          receivedBytes: sql`(SELECT coalesce(sum(length(${rosterImportParts.bytes})), 0)::integer FROM ${rosterImportParts} WHERE ${rosterImportParts.importId} = ${importId})`,
          updatedAt: now,
        })
        .where(ownRun(importId))
        .returning();
      return row ? toImport(row) : null;
    },
    async partCount(importId) {
      const [row] = await db
        .select({ parts: sql<number>`count(*)::integer` })
        .from(rosterImportParts)
        .where(and(eq(rosterImportParts.accountId, scope.accountId), eq(rosterImportParts.importId, importId)));
      return row?.parts ?? 0;
    },
    async part(importId, seq) {
      const [row] = await db
        .select({ bytes: rosterImportParts.bytes })
        .from(rosterImportParts)
        .where(and(eq(rosterImportParts.accountId, scope.accountId), eq(rosterImportParts.importId, importId), eq(rosterImportParts.seq, seq)));
      return row?.bytes ?? null;
    },
    async update(importId, changes, now) {
      const [row] = await db
        .update(rosterImports)
        .set({ ...changes, updatedAt: now })
        .where(ownRun(importId))
        .returning();
      return row ? toImport(row) : null;
    },
    async dropParts(importId) {
      await db.delete(rosterImportParts).where(and(eq(rosterImportParts.accountId, scope.accountId), eq(rosterImportParts.importId, importId)));
    },
    async savedMapping() {
      const [row] = await db.select({ mapping: rosterImportMappings.mapping }).from(rosterImportMappings).where(eq(rosterImportMappings.accountId, scope.accountId));
      return row?.mapping ?? null;
    },
    async saveMapping(mapping, now) {
      await db
        .insert(rosterImportMappings)
        .values({ accountId: scope.accountId, mapping, updatedBy: scope.userId, updatedAt: now })
        .onConflictDoUpdate({ target: rosterImportMappings.accountId, set: { mapping, updatedBy: scope.userId, updatedAt: now } });
    },
    async existingExaminees() {
      return db
        .select({
          ...examineeRecordColumns,
          sourcedId: examinees.sourcedId,
        })
        .from(examinees)
        .where(and(eq(examinees.accountId, scope.accountId), isNull(examinees.deletedAt)));
    },
    async userIdsByEmail() {
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.active, true)))
        .orderBy(asc(users.id));
      const byEmail = new Map<string, number>();
      for (const row of rows) if (row.email !== '' && !byEmail.has(row.email.toLowerCase())) byEmail.set(row.email.toLowerCase(), row.id);
      return byEmail;
    },
    async classGroups() {
      const groups = await db
        .select({ id: examineeGroups.id, name: examineeGroups.name, schoolYear: examineeGroups.schoolYear, sourcedId: examineeGroups.sourcedId })
        .from(examineeGroups)
        .where(and(eq(examineeGroups.accountId, scope.accountId), isNotNull(examineeGroups.sourcedId)));
      const result = new Map<string, ExistingClassGroup & { memberIds: Set<number>; staffUserIds: Set<number> }>();
      const byId = new Map<number, ExistingClassGroup & { memberIds: Set<number>; staffUserIds: Set<number> }>();
      for (const group of groups) {
        const entry = { id: group.id, name: group.name, schoolYear: group.schoolYear, memberIds: new Set<number>(), staffUserIds: new Set<number>() };
        result.set(group.sourcedId ?? '', entry);
        byId.set(group.id, entry);
      }
      if (groups.length === 0) return result;
      const ids = groups.map((group) => group.id);
      const members = await db
        .select({ groupId: examineeGroupMembers.groupId, recordId: examineeGroupMembers.examineeRecordId })
        .from(examineeGroupMembers)
        .where(and(eq(examineeGroupMembers.accountId, scope.accountId), inArray(examineeGroupMembers.groupId, ids)));
      for (const member of members) byId.get(member.groupId)?.memberIds.add(member.recordId);
      const staff = await db
        .select({ groupId: examineeGroupStaff.groupId, userId: examineeGroupStaff.userId })
        .from(examineeGroupStaff)
        .where(and(eq(examineeGroupStaff.accountId, scope.accountId), inArray(examineeGroupStaff.groupId, ids)));
      for (const entry of staff) byId.get(entry.groupId)?.staffUserIds.add(entry.userId);
      return result;
    },
    async insertExaminees(records, now) {
      const ids: number[] = [];
      for (let start = 0; start < records.length; start += INSERT_BATCH) {
        const batch = records.slice(start, start + INSERT_BATCH);
        const rows = await db
          .insert(examinees)
          .values(
            batch.map(({ sourcedId, examinee }) => ({
              accountId: scope.accountId,
              examineeId: examinee.examineeId,
              firstName: examinee.firstName,
              middleName: examinee.middleName ?? '',
              lastName: examinee.lastName,
              birthDate: examinee.birthDate ?? null,
              sex: examinee.sex ?? 'unspecified',
              email: examinee.email ?? '',
              customField1: examinee.customField1 ?? '',
              customField2: examinee.customField2 ?? '',
              customField3: examinee.customField3 ?? '',
              customField4: examinee.customField4 ?? '',
              sourcedId,
              createdBy: scope.userId,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: examinees.id, examineeId: examinees.examineeId });
        // RETURNING's order is not promised: each id is found by its examinee id (unique in the account).
        const byExamineeId = new Map(rows.map((row) => [row.examineeId.toLowerCase(), row.id]));
        for (const record of batch) {
          const id = byExamineeId.get(record.examinee.examineeId.toLowerCase());
          if (id === undefined) throw new Error('An inserted examinee was not returned.');
          ids.push(id);
        }
      }
      return ids;
    },
    async insertClassGroups(groups, now) {
      const ids = new Map<string, number>();
      for (let start = 0; start < groups.length; start += INSERT_BATCH) {
        const rows = await db
          .insert(examineeGroups)
          .values(
            groups.slice(start, start + INSERT_BATCH).map((group) => ({
              accountId: scope.accountId,
              name: group.name,
              groupType: 'class' as const,
              schoolYear: group.schoolYear,
              sourcedId: group.sourcedId,
              createdBy: scope.userId,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: examineeGroups.id, sourcedId: examineeGroups.sourcedId });
        for (const row of rows) if (row.sourcedId !== null) ids.set(row.sourcedId, row.id);
      }
      return ids;
    },
    async insertMembers(pairs, now) {
      for (let start = 0; start < pairs.length; start += INSERT_BATCH) {
        await db
          .insert(examineeGroupMembers)
          .values(pairs.slice(start, start + INSERT_BATCH).map(({ groupId, recordId }) => ({ accountId: scope.accountId, groupId, examineeRecordId: recordId, addedBy: scope.userId, addedAt: now })))
          .onConflictDoNothing();
      }
    },
    async insertStaff(pairs, now) {
      for (let start = 0; start < pairs.length; start += INSERT_BATCH) {
        await db
          .insert(examineeGroupStaff)
          .values(pairs.slice(start, start + INSERT_BATCH).map(({ groupId, userId }) => ({ accountId: scope.accountId, groupId, userId, addedBy: scope.userId, addedAt: now })))
          .onConflictDoNothing();
      }
    },
    async deleteStaff(groupId, userIds) {
      if (userIds.length === 0) return;
      await db
        .delete(examineeGroupStaff)
        .where(and(eq(examineeGroupStaff.accountId, scope.accountId), eq(examineeGroupStaff.groupId, groupId), inArray(examineeGroupStaff.userId, [...userIds])));
    },
    async updateExaminee(recordId, changes, now) {
      await db
        .update(examinees)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(examinees.accountId, scope.accountId), eq(examinees.id, recordId), isNull(examinees.deletedAt)));
    },
  };
}
