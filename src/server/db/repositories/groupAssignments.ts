/**
 * The forms assigned to a group (issue #19), their assessments and class session codes, for one
 * account. A limited user's transaction (legitimate interest, migrations 0028 and 0029) sees an
 * assignment only through a group they staff or made, and a member only where they may see the
 * examinee, so an assignment out of their interest is a missing one.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdministrationDetails, AssessmentStatus } from '../../../domain/assessment';
import type { AssignmentMode } from '../../../domain/groups/assignmentProgress';
import type { EarlierAdministration } from '../../../domain/formEligibility';
import type { Db } from '../client';
import { assessments, examineeGroupMembers, examinees, groupAssignmentCodes, groupAssignments, products, users } from '../schema';
import type { AccountScope } from './scope';

/** A stored assignment with the names it is shown with. */
export interface GroupAssignmentRow {
  id: number;
  groupId: number;
  productId: string;
  productCode: string;
  productName: string;
  plannedDate: string;
  mode: AssignmentMode;
  administration: AdministrationDetails;
  examinerId: number;
  examinerName: string;
  validUntil: Date | null;
  createdAt: Date;
  createdByName: string;
}

/** What a new assignment is made of; it is made by the scope's user. */
export interface NewGroupAssignment {
  groupId: number;
  productId: string;
  plannedDate: string;
  mode: AssignmentMode;
  administration: AdministrationDetails;
  examinerId: number;
  validUntil: Date | null;
}

/** A member of a group as the age check and the assignment read them. */
export interface GroupMemberFacts {
  examineeRecordId: number;
  examineeId: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  email: string;
}

/** An assigned member: their assessment and its status. */
export interface AssignedMemberRow {
  examineeRecordId: number;
  examineeId: string;
  firstName: string;
  lastName: string;
  email: string;
  assessmentId: number;
  status: AssessmentStatus;
}

/** A class session code as stored: sealed, with the link it opens. */
export interface StoredClassCode {
  assessmentId: number;
  linkId: number;
  codeSealed: string;
}

/** The group assignments of one account. */
export interface GroupAssignmentRepository {
  /** The group's members the scope sees (not deleted), by last and first name. */
  memberFacts(groupId: number): Promise<GroupMemberFacts[]>;
  /** The administrations (not deleted) of `productId` of each of `examineeRecordIds`. */
  administrationsOfMany(examineeRecordIds: readonly number[], productId: string): Promise<Map<number, EarlierAdministration[]>>;
  /** Stores a new assignment at `now`; answers its id. */
  create(assignment: NewGroupAssignment, now: Date): Promise<number>;
  /** Marks assessments as made by an assignment. */
  tagAssessments(assignmentId: number, assessmentIds: readonly number[]): Promise<void>;
  /** The group's assignments the scope sees, newest first. */
  listOfGroup(groupId: number): Promise<GroupAssignmentRow[]>;
  /** One assignment, or `null` (another account's, or out of a limited user's interest). */
  find(assignmentId: number): Promise<GroupAssignmentRow | null>;
  /** The assignments' members with their assessments (not deleted), by last and first name. */
  members(assignmentIds: readonly number[]): Promise<(AssignedMemberRow & { assignmentId: number })[]>;
  /** Stores a class session code: its hash and sealed form. */
  addCode(code: { assignmentId: number; assessmentId: number; linkId: number; codeHash: string; codeSealed: string }, now: Date): Promise<void>;
  /** The class session codes of an assignment. */
  codes(assignmentId: number): Promise<StoredClassCode[]>;
}

/** The group assignment repository of `scope`'s account over `db`. */
export function groupAssignmentRepository(db: Db, scope: AccountScope): GroupAssignmentRepository {
  const assignmentColumns = {
    id: groupAssignments.id,
    groupId: groupAssignments.groupId,
    productId: groupAssignments.productId,
    productCode: products.code,
    productName: products.name,
    plannedDate: groupAssignments.plannedDate,
    mode: groupAssignments.mode,
    administration: groupAssignments.administration,
    examinerId: groupAssignments.examinerId,
    examinerFirst: users.firstName,
    examinerLast: users.lastName,
    validUntil: groupAssignments.validUntil,
    createdAt: groupAssignments.createdAt,
    createdBy: groupAssignments.createdBy,
  };
  type Selected = { examinerFirst: string; examinerLast: string; createdBy: number } & Omit<GroupAssignmentRow, 'examinerName' | 'createdByName'>;

  async function withNames(rows: Selected[]): Promise<GroupAssignmentRow[]> {
    const creatorIds = [...new Set(rows.map((row) => row.createdBy))];
    const creators =
      creatorIds.length === 0
        ? []
        : await db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(and(eq(users.accountId, scope.accountId), inArray(users.id, creatorIds)));
    const names = new Map(creators.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()] as const));
    return rows.map(({ examinerFirst, examinerLast, createdBy, ...row }) => ({
      ...row,
      examinerName: `${examinerFirst} ${examinerLast}`.trim(),
      createdByName: names.get(createdBy) ?? '',
    }));
  }

  const selectAssignments = () =>
    db
      .select(assignmentColumns)
      .from(groupAssignments)
      .innerJoin(products, eq(products.id, groupAssignments.productId))
      .innerJoin(users, eq(users.id, groupAssignments.examinerId));

  return {
    memberFacts: (groupId) =>
      db
        .select({
          examineeRecordId: examinees.id,
          examineeId: examinees.examineeId,
          firstName: examinees.firstName,
          lastName: examinees.lastName,
          birthDate: examinees.birthDate,
          email: examinees.email,
        })
        .from(examineeGroupMembers)
        .innerJoin(examinees, and(eq(examinees.id, examineeGroupMembers.examineeRecordId), isNull(examinees.deletedAt)))
        .where(and(eq(examineeGroupMembers.accountId, scope.accountId), eq(examineeGroupMembers.groupId, groupId)))
        .orderBy(asc(examinees.lastName), asc(examinees.firstName), asc(examinees.id)),
    async administrationsOfMany(examineeRecordIds, productId) {
      const result = new Map<number, EarlierAdministration[]>();
      if (examineeRecordIds.length === 0) return result;
      const rows = await db
        .select({ examineeRecordId: assessments.examineeRecordId, assessmentId: assessments.id, administrationDate: assessments.administrationDate })
        .from(assessments)
        .where(
          and(
            eq(assessments.accountId, scope.accountId),
            isNull(assessments.deletedAt),
            eq(assessments.productId, productId),
            inArray(assessments.examineeRecordId, [...examineeRecordIds]),
          ),
        );
      for (const row of rows) {
        const list = result.get(row.examineeRecordId) ?? [];
        list.push({ assessmentId: row.assessmentId, administrationDate: row.administrationDate });
        result.set(row.examineeRecordId, list);
      }
      return result;
    },
    async create(assignment, now) {
      if (scope.userId === null) throw new Error('An assignment is made by a user.');
      const [row] = await db
        .insert(groupAssignments)
        .values({ ...assignment, accountId: scope.accountId, createdBy: scope.userId, createdAt: now })
        .returning({ id: groupAssignments.id });
      if (!row) throw new Error('The assignment was not stored.');
      return row.id;
    },
    async tagAssessments(assignmentId, assessmentIds) {
      if (assessmentIds.length === 0) return;
      await db
        .update(assessments)
        .set({ groupAssignmentId: assignmentId })
        .where(and(eq(assessments.accountId, scope.accountId), inArray(assessments.id, [...assessmentIds])));
    },
    async listOfGroup(groupId) {
      const rows = await selectAssignments()
        .where(and(eq(groupAssignments.accountId, scope.accountId), eq(groupAssignments.groupId, groupId)))
        .orderBy(desc(groupAssignments.createdAt), desc(groupAssignments.id));
      return withNames(rows);
    },
    async find(assignmentId) {
      const rows = await selectAssignments().where(and(eq(groupAssignments.accountId, scope.accountId), eq(groupAssignments.id, assignmentId)));
      return (await withNames(rows))[0] ?? null;
    },
    async members(assignmentIds) {
      if (assignmentIds.length === 0) return [];
      const rows = await db
        .select({
          assignmentId: assessments.groupAssignmentId,
          examineeRecordId: examinees.id,
          examineeId: examinees.examineeId,
          firstName: examinees.firstName,
          lastName: examinees.lastName,
          email: examinees.email,
          assessmentId: assessments.id,
          status: assessments.status,
        })
        .from(assessments)
        .innerJoin(examinees, and(eq(examinees.id, assessments.examineeRecordId), isNull(examinees.deletedAt)))
        .where(and(eq(assessments.accountId, scope.accountId), isNull(assessments.deletedAt), inArray(assessments.groupAssignmentId, [...assignmentIds])))
        .orderBy(asc(examinees.lastName), asc(examinees.firstName), asc(examinees.id));
      return rows.flatMap((row) => (row.assignmentId === null ? [] : [{ ...row, assignmentId: row.assignmentId }]));
    },
    async addCode(code, now) {
      await db.insert(groupAssignmentCodes).values({ ...code, accountId: scope.accountId, createdAt: now });
    },
    codes: (assignmentId) =>
      db
        .select({ assessmentId: groupAssignmentCodes.assessmentId, linkId: groupAssignmentCodes.linkId, codeSealed: groupAssignmentCodes.codeSealed })
        .from(groupAssignmentCodes)
        .where(and(eq(groupAssignmentCodes.accountId, scope.accountId), eq(groupAssignmentCodes.assignmentId, assignmentId))),
  };
}
